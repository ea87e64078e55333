import type { BodyArea, Difficulty, Equipment, MoveVisibility } from '@/api/moves/moveTypes'
import { clipFor, clipMedia, movePosterUrl } from './moveMedia'
import type { FavouriteRow, MoveRow, UserHistoryRow } from './schemas'
import { seedDate } from './seedTime'

/**
 * The seeded move library: MoveTime's own catalogue plus two moves members added. Ids are fixed
 * (tests and the demo name them), so add new moves at the end, never in between.
 */

interface MoveSeed {
  title: string
  body_area: BodyArea
  equipment: Equipment
  difficulty: Difficulty
  duration_seconds: number
  description: string
  /** Set for the moves members added; the rest is MoveTime's catalogue. */
  owner?: { user_id: number; status: MoveVisibility; created_at: string }
}

/** Ids worth naming in tests and the demo script. */
export const SEED_MOVE_IDS = {
  bodyweightSquat: 1,
  pushUp: 2,
  forearmPlank: 4,
  /** The member's (user 1) own private move. */
  wallSitHold: 8,
  gobletSquat: 9,
  jumpSquat: 10,
  sumoSquat: 11,
  splitSquat: 12,
  bulgarianSplitSquat: 13,
  jumpingJack: 44,
  deepSquatHold: 62,
  /** Published by the second member (user 3). */
  plankReachThrough: 67,
} as const

const MOVES: readonly MoveSeed[] = [
  // 1–8: the original demo moves, ids kept.
  { title: 'Bodyweight Squat', body_area: 'Lower body', equipment: 'None', difficulty: 'beginner', duration_seconds: 45, description: 'Feet shoulder-width apart, sit back and down until your thighs are parallel, then drive up through the heels. Keep the chest tall and the knees tracking over the toes.' },
  { title: 'Push-Up', body_area: 'Upper body', equipment: 'None', difficulty: 'beginner', duration_seconds: 40, description: 'Hands under shoulders, body in one straight line from head to heels. Lower the chest to a fist above the floor and press back up without letting the hips sag.' },
  { title: 'Forward Lunge', body_area: 'Lower body', equipment: 'None', difficulty: 'beginner', duration_seconds: 50, description: 'Step forward and lower the back knee towards the floor. Keep the front knee over the ankle, then push through the front heel to return to standing.' },
  { title: 'Forearm Plank', body_area: 'Core', equipment: 'Mat', difficulty: 'intermediate', duration_seconds: 60, description: 'Elbows under shoulders, squeeze the glutes and brace the core as if about to be poked in the stomach. Hold without letting the hips sag or pike.' },
  { title: 'Glute Bridge', body_area: 'Lower body', equipment: 'Mat', difficulty: 'beginner', duration_seconds: 45, description: 'Lie on your back with feet flat and close to the hips. Lift the hips until knees, hips and shoulders line up, pause for a breath and lower slowly.' },
  { title: 'Mountain Climber', body_area: 'Cardio', equipment: 'None', difficulty: 'intermediate', duration_seconds: 30, description: 'From a high plank, drive the knees to the chest one after the other at a quick, steady pace. Keep the shoulders over the wrists and the hips low.' },
  { title: 'Kettlebell Swing', body_area: 'Full body', equipment: 'Kettlebell', difficulty: 'advanced', duration_seconds: 40, description: 'Hinge at the hips and hike the bell back between the legs, then snap the hips forward to float it to chest height. The arms guide; the hips do the work.' },
  { title: 'Wall Sit Hold', body_area: 'Lower body', equipment: 'Wall', difficulty: 'intermediate', duration_seconds: 60, description: 'My own finisher: back flat against the wall, knees at ninety degrees, hold and breathe.', owner: { user_id: 1, status: 'private', created_at: seedDate(5) } },
  // 9–22: lower body (and the squat family).
  { title: 'Goblet Squat', body_area: 'Lower body', equipment: 'Dumbbells', difficulty: 'intermediate', duration_seconds: 45, description: 'Hold one dumbbell upright at your chest, elbows tucked in. Sit down between your heels with a tall chest, then stand by pushing the floor away.' },
  { title: 'Jump Squat', body_area: 'Cardio', equipment: 'None', difficulty: 'intermediate', duration_seconds: 30, description: 'Squat to parallel, then explode up and leave the floor. Land softly on the balls of your feet and sink straight into the next squat.' },
  { title: 'Sumo Squat', body_area: 'Lower body', equipment: 'None', difficulty: 'beginner', duration_seconds: 45, description: 'Take a wide stance with the toes turned out. Lower straight down with the knees pushed out over the toes, and squeeze the inner thighs to rise.' },
  { title: 'Split Squat', body_area: 'Lower body', equipment: 'None', difficulty: 'beginner', duration_seconds: 50, description: 'Stand in a long staggered stance. Drop the back knee straight down towards the floor, keep the torso upright, and drive up through the front foot.' },
  { title: 'Bulgarian Split Squat', body_area: 'Lower body', equipment: 'Bench', difficulty: 'advanced', duration_seconds: 60, description: 'Rest the back foot on a bench, laces down. Lower until the front thigh is parallel, keeping the weight in the front heel, then stand tall.' },
  { title: 'Pistol Squat', body_area: 'Lower body', equipment: 'None', difficulty: 'advanced', duration_seconds: 40, description: 'Balance on one leg with the other straight out in front. Sit all the way down under control, arms reaching forward, and stand without pushing off the knee.' },
  { title: 'Squat to Overhead Press', body_area: 'Full body', equipment: 'Dumbbells', difficulty: 'intermediate', duration_seconds: 45, description: 'Hold the dumbbells at your shoulders and squat. As you stand, use the drive of the legs to press both weights overhead, then lower them as you sit back down.' },
  { title: 'Reverse Lunge', body_area: 'Lower body', equipment: 'None', difficulty: 'beginner', duration_seconds: 45, description: 'Step back and lower the back knee until both knees bend to ninety degrees. Push through the front heel to bring the feet together again.' },
  { title: 'Lateral Lunge', body_area: 'Lower body', equipment: 'None', difficulty: 'intermediate', duration_seconds: 45, description: 'Step wide to the side and sit the hips back over that foot, keeping the other leg straight. Push off to return to the middle.' },
  { title: 'Romanian Deadlift', body_area: 'Lower body', equipment: 'Dumbbells', difficulty: 'intermediate', duration_seconds: 50, description: 'Soft knees, weights close to the legs. Push the hips back until you feel the hamstrings stretch, keeping a flat back, then squeeze the glutes to stand.' },
  { title: 'Single-Leg Glute Bridge', body_area: 'Lower body', equipment: 'Mat', difficulty: 'intermediate', duration_seconds: 40, description: 'One foot planted, the other leg straight up. Press through the planted heel to lift the hips level, without letting them tip to one side.' },
  { title: 'Step-Up', body_area: 'Lower body', equipment: 'Bench', difficulty: 'beginner', duration_seconds: 50, description: 'Place one whole foot on the bench and stand up on it, pressing through the heel. Step down slowly and switch legs each set.' },
  { title: 'Calf Raise', body_area: 'Lower body', equipment: 'Wall', difficulty: 'beginner', duration_seconds: 40, description: 'Hands on the wall for balance, rise onto the balls of the feet as high as you can, pause at the top, and lower the heels slowly.' },
  { title: 'Banded Lateral Walk', body_area: 'Lower body', equipment: 'Resistance band', difficulty: 'beginner', duration_seconds: 40, description: 'Band just above the knees, sit into a quarter squat. Step sideways keeping tension on the band, and never let the feet touch.' },
  // 23–33: upper body.
  { title: 'Incline Push-Up', body_area: 'Upper body', equipment: 'Bench', difficulty: 'beginner', duration_seconds: 40, description: 'Hands on the edge of a bench, body straight. Lower the chest to the bench and press away: the easier way to build a full push-up.' },
  { title: 'Diamond Push-Up', body_area: 'Upper body', equipment: 'None', difficulty: 'advanced', duration_seconds: 35, description: 'Thumbs and index fingers touching under the chest. Lower with the elbows brushing the ribs to load the triceps, and press back up.' },
  { title: 'Pike Push-Up', body_area: 'Upper body', equipment: 'None', difficulty: 'intermediate', duration_seconds: 40, description: 'Hips high in an upside-down V. Bend the elbows to bring the top of the head towards the floor between the hands, then press back up.' },
  { title: 'Bench Dip', body_area: 'Upper body', equipment: 'Bench', difficulty: 'beginner', duration_seconds: 40, description: 'Hands on the bench behind you, fingers forward. Bend the elbows straight back to lower the hips, then press up without shrugging.' },
  { title: 'Dumbbell Bent-Over Row', body_area: 'Upper body', equipment: 'Dumbbells', difficulty: 'intermediate', duration_seconds: 45, description: 'Hinge forward with a flat back, weights hanging. Pull the elbows back towards the hips and squeeze the shoulder blades together before lowering.' },
  { title: 'Dumbbell Shoulder Press', body_area: 'Upper body', equipment: 'Dumbbells', difficulty: 'beginner', duration_seconds: 45, description: 'Weights at shoulder height, ribs down. Press straight overhead until the arms are long, then lower under control to the start.' },
  { title: 'Band Pull-Apart', body_area: 'Upper body', equipment: 'Resistance band', difficulty: 'beginner', duration_seconds: 40, description: 'Hold the band at shoulder height with straight arms. Pull it apart until it touches the chest, leading with the shoulder blades.' },
  { title: 'Pull-Up', body_area: 'Upper body', equipment: 'Pull-up bar', difficulty: 'advanced', duration_seconds: 40, description: 'Hang with an overhand grip, shoulders engaged. Pull the chest towards the bar until the chin clears it, then lower all the way down.' },
  { title: 'Chin-Up', body_area: 'Upper body', equipment: 'Pull-up bar', difficulty: 'intermediate', duration_seconds: 40, description: 'Underhand grip, shoulder-width apart. Pull until the chin is over the bar, keeping the legs still, then lower slowly.' },
  { title: 'Dead Hang', body_area: 'Upper body', equipment: 'Pull-up bar', difficulty: 'beginner', duration_seconds: 30, description: 'Hang from the bar with straight arms and relaxed legs. Breathe slowly and build grip strength while the shoulders decompress.' },
  { title: 'Wall Push-Up', body_area: 'Upper body', equipment: 'Wall', difficulty: 'beginner', duration_seconds: 40, description: 'Stand an arm’s length from the wall, hands at chest height. Bend the elbows to bring the chest to the wall and push back.' },
  // 34–43: core.
  { title: 'Side Plank', body_area: 'Core', equipment: 'Mat', difficulty: 'intermediate', duration_seconds: 40, description: 'Elbow under shoulder, feet stacked. Lift the hips so the body makes one straight line and hold, then switch sides.' },
  { title: 'Dead Bug', body_area: 'Core', equipment: 'Mat', difficulty: 'beginner', duration_seconds: 45, description: 'On your back, arms up and knees over hips. Lower the opposite arm and leg towards the floor while the lower back stays pressed down.' },
  { title: 'Bird Dog', body_area: 'Core', equipment: 'Mat', difficulty: 'beginner', duration_seconds: 45, description: 'On hands and knees, reach one arm forward and the opposite leg back until both are level with the body. Pause without rocking, then switch.' },
  { title: 'Hollow Body Hold', body_area: 'Core', equipment: 'Mat', difficulty: 'advanced', duration_seconds: 30, description: 'Lower back glued to the floor, lift the shoulders and legs into a shallow banana shape. Hold, and bend the knees if the back lifts.' },
  { title: 'Russian Twist', body_area: 'Core', equipment: 'None', difficulty: 'intermediate', duration_seconds: 40, description: 'Sit leaning back with the feet light on the floor. Rotate the ribs side to side, following the hands with the eyes.' },
  { title: 'Bicycle Crunch', body_area: 'Core', equipment: 'Mat', difficulty: 'beginner', duration_seconds: 40, description: 'Hands by the ears, bring the opposite elbow towards the opposite knee while the other leg extends. Slow and controlled beats fast.' },
  { title: 'Hanging Knee Raise', body_area: 'Core', equipment: 'Pull-up bar', difficulty: 'intermediate', duration_seconds: 40, description: 'Hang from the bar and curl the knees up towards the chest by tilting the pelvis. Lower without swinging.' },
  { title: 'Plank Shoulder Tap', body_area: 'Core', equipment: 'None', difficulty: 'intermediate', duration_seconds: 40, description: 'From a high plank with the feet wide, tap one shoulder with the opposite hand. Keep the hips still as if balancing a glass of water.' },
  { title: 'Pallof Press', body_area: 'Core', equipment: 'Resistance band', difficulty: 'intermediate', duration_seconds: 45, description: 'Band anchored to one side at chest height. Press it straight out from the chest and resist the pull to rotate, then bring it back.' },
  { title: 'V-Up', body_area: 'Core', equipment: 'Mat', difficulty: 'advanced', duration_seconds: 30, description: 'Lie long, then lift the straight legs and the torso together to reach for the toes. Lower with control rather than dropping.' },
  // 44–51: cardio.
  { title: 'Jumping Jack', body_area: 'Cardio', equipment: 'None', difficulty: 'beginner', duration_seconds: 45, description: 'Jump the feet wide while the arms sweep overhead, then jump back together. Stay light on the balls of the feet.' },
  { title: 'High Knees', body_area: 'Cardio', equipment: 'None', difficulty: 'beginner', duration_seconds: 30, description: 'Run on the spot, driving each knee up to hip height. Pump the arms and stay tall.' },
  { title: 'Burpee', body_area: 'Full body', equipment: 'None', difficulty: 'advanced', duration_seconds: 40, description: 'Squat, place the hands down and jump the feet back to a plank. Jump the feet in again and leap up with the arms overhead.' },
  { title: 'Skater Hop', body_area: 'Cardio', equipment: 'None', difficulty: 'intermediate', duration_seconds: 40, description: 'Leap sideways from one foot to the other, landing softly with a bent knee, the trailing leg sweeping behind.' },
  { title: 'Butt Kicks', body_area: 'Cardio', equipment: 'None', difficulty: 'beginner', duration_seconds: 30, description: 'Jog on the spot, bringing the heels up towards the glutes. Quick feet, relaxed shoulders.' },
  { title: 'Squat Thrust', body_area: 'Cardio', equipment: 'None', difficulty: 'intermediate', duration_seconds: 35, description: 'Squat down, hands on the floor, and jump the feet back to a plank. Jump them back in and stand tall.' },
  { title: 'Shadow Boxing', body_area: 'Cardio', equipment: 'None', difficulty: 'beginner', duration_seconds: 60, description: 'Stay on the balls of your feet and throw quick jabs and crosses. Keep the hands up and rotate through the hips.' },
  { title: 'Plank Jack', body_area: 'Cardio', equipment: 'None', difficulty: 'intermediate', duration_seconds: 30, description: 'Hold a high plank and jump the feet out wide and back in, keeping the hips level with the shoulders.' },
  // 52–57: full body.
  { title: 'Turkish Get-Up', body_area: 'Full body', equipment: 'Kettlebell', difficulty: 'advanced', duration_seconds: 60, description: 'With the bell locked out overhead, move from lying to standing one deliberate step at a time, eyes on the bell, then reverse it.' },
  { title: 'Bear Crawl', body_area: 'Full body', equipment: 'None', difficulty: 'intermediate', duration_seconds: 40, description: 'On hands and toes with the knees hovering an inch off the floor. Crawl forward moving opposite hand and foot together.' },
  { title: 'Inchworm', body_area: 'Full body', equipment: 'None', difficulty: 'beginner', duration_seconds: 45, description: 'Fold forward, walk the hands out to a plank, then walk the feet up to the hands with the legs as straight as comfortable.' },
  { title: 'Dumbbell Thruster', body_area: 'Full body', equipment: 'Dumbbells', difficulty: 'advanced', duration_seconds: 45, description: 'A front squat flowing straight into an overhead press. Drive hard out of the bottom so the legs launch the weights.' },
  { title: 'Kettlebell Clean', body_area: 'Full body', equipment: 'Kettlebell', difficulty: 'advanced', duration_seconds: 40, description: 'Hike the bell back, drive the hips, and guide it close to the body into the rack position. Let it land softly, not bang the wrist.' },
  { title: 'Renegade Row', body_area: 'Full body', equipment: 'Dumbbells', difficulty: 'advanced', duration_seconds: 40, description: 'High plank on two dumbbells, feet wide. Row one weight to the hip without twisting, set it down and switch sides.' },
  // 58–66: mobility.
  { title: 'World’s Greatest Stretch', body_area: 'Mobility', equipment: 'None', difficulty: 'beginner', duration_seconds: 60, description: 'From a deep lunge, drop the inside elbow towards the front foot, then rotate and reach that arm to the ceiling.' },
  { title: 'Cat-Cow', body_area: 'Mobility', equipment: 'Mat', difficulty: 'beginner', duration_seconds: 45, description: 'On hands and knees, round the spine up towards the ceiling, then let the belly drop and lift the chest. Move with the breath.' },
  { title: 'Hip Flexor Stretch', body_area: 'Mobility', equipment: 'Mat', difficulty: 'beginner', duration_seconds: 60, description: 'Half-kneeling, tuck the pelvis under and squeeze the back glute until you feel the front of the hip open. Breathe and hold.' },
  { title: 'Thoracic Open Book', body_area: 'Mobility', equipment: 'Mat', difficulty: 'beginner', duration_seconds: 45, description: 'Lie on your side with the knees bent. Open the top arm across the body like a book cover, following the hand with the eyes.' },
  { title: 'Deep Squat Hold', body_area: 'Mobility', equipment: 'None', difficulty: 'beginner', duration_seconds: 60, description: 'Sink into the bottom of a squat with the heels down and the elbows pressing the knees out. Relax and breathe into the hips.' },
  { title: 'Downward Dog to Cobra', body_area: 'Mobility', equipment: 'Mat', difficulty: 'beginner', duration_seconds: 45, description: 'Press the hips high into downward dog, then flow forward and lower the hips to lift the chest into cobra. Flow back with the breath.' },
  { title: 'Band Shoulder Dislocate', body_area: 'Mobility', equipment: 'Resistance band', difficulty: 'intermediate', duration_seconds: 40, description: 'Hold the band wide with straight arms and sweep it over the head and behind you, then back. Widen the grip if the elbows bend.' },
  { title: 'Ankle Rock', body_area: 'Mobility', equipment: 'Wall', difficulty: 'beginner', duration_seconds: 40, description: 'Half-kneeling facing the wall, rock the front knee towards the wall with the heel planted. Move the foot back as the ankle loosens.' },
  { title: 'Child’s Pose', body_area: 'Mobility', equipment: 'Mat', difficulty: 'beginner', duration_seconds: 60, description: 'Knees wide, big toes together, sit the hips back to the heels and reach the arms long. Let the forehead rest and breathe slowly.' },
  // 67: a member's published move.
  { title: 'Plank Reach-Through', body_area: 'Core', equipment: 'Mat', difficulty: 'intermediate', duration_seconds: 45, description: 'From a forearm plank, reach one arm under the body towards the opposite side, then back out. Jordan’s Core Crew favourite.', owner: { user_id: 3, status: 'published', created_at: seedDate(9, 5) } },
]

function toRow(seed: MoveSeed, index: number): MoveRow {
  const id = index + 1
  const media = clipMedia(clipFor(seed.body_area))
  return {
    id,
    title: seed.title,
    description: seed.description,
    body_area: seed.body_area,
    equipment: seed.equipment,
    difficulty: seed.difficulty,
    duration_seconds: seed.duration_seconds,
    poster_url: movePosterUrl(seed.title),
    video_url: media.video_url,
    video_webm_url: media.video_webm_url,
    captions_url: media.captions_url,
    user_id: seed.owner?.user_id ?? null,
    status: seed.owner?.status ?? 'published',
    featured: FEATURED_TITLES.has(seed.title),
    // The catalogue was filmed before the demo starts; one move a day, oldest first.
    created_at: seed.owner?.created_at ?? seedDate(id - 70),
  }
}

/** What the demo's admins feature on members' dashboards. */
const FEATURED_TITLES = new Set(['Bodyweight Squat', 'Forearm Plank', 'Kettlebell Swing', 'World’s Greatest Stretch'])

export const SEED_MOVES: readonly MoveRow[] = MOVES.map(toRow)

export const SEED_FAVOURITES: readonly FavouriteRow[] = [
  { id: 1, user_id: 1, move_id: SEED_MOVE_IDS.bodyweightSquat, created_at: seedDate(8, 7) },
  { id: 2, user_id: 1, move_id: SEED_MOVE_IDS.forearmPlank, created_at: seedDate(8, 8) },
  { id: 3, user_id: 1, move_id: SEED_MOVE_IDS.gobletSquat, created_at: seedDate(10, 8) },
  { id: 4, user_id: 3, move_id: SEED_MOVE_IDS.pushUp, created_at: seedDate(9, 18) },
]

/** Member 1 watched four different moves for 180 seconds in all: 3 minutes on the dashboard. */
export const SEED_HISTORY: readonly UserHistoryRow[] = [
  { id: 1, user_id: 1, move_id: SEED_MOVE_IDS.bodyweightSquat, seconds_watched: 45, completed: true, watched_at: seedDate(8, 7) },
  { id: 2, user_id: 1, move_id: SEED_MOVE_IDS.forearmPlank, seconds_watched: 30, completed: false, watched_at: seedDate(8, 8) },
  { id: 3, user_id: 3, move_id: SEED_MOVE_IDS.pushUp, seconds_watched: 40, completed: true, watched_at: seedDate(9, 18) },
  { id: 4, user_id: 1, move_id: SEED_MOVE_IDS.jumpingJack, seconds_watched: 45, completed: true, watched_at: seedDate(9, 7) },
  { id: 5, user_id: 1, move_id: SEED_MOVE_IDS.wallSitHold, seconds_watched: 60, completed: true, watched_at: seedDate(10, 7) },
]
