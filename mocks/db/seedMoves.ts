import type { MoveVisibility } from '@/api/moves/moveTypes'
import { PHOTOGRAPHED_EXERCISES, bodyAreaOf, difficultyOf, equipmentOf, exerciseFact, isHold, type ExerciseFact } from './exerciseFacts'
import { cuesFor } from './moveCues'
import { CLIP_SECONDS, exerciseMedia } from './moveMedia'
import type { FavouriteRow, MoveRow, UserHistoryRow } from './schemas'
import { recentDate, seedDate } from './seedTime'

/**
 * The seeded move library: every exercise of the Free Exercise DB that ships with photographs
 * (130), each with its poster, thumbnail, clip, facts and MoveTime's cues, one of them published
 * by the second member; plus the member's own private move. Ids are fixed (tests and the demo
 * name them), so new moves go at the end, never in between.
 */

/** Ids worth naming in tests and the demo script. */
export const SEED_MOVE_IDS = {
  bodyweightSquat: 1,
  pushUp: 2,
  walkingLunge: 3,
  plank: 4,
  gluteBridge: 5,
  mountainClimber: 6,
  kettlebellSwing: 7,
  /** The member's (user 1) own private move. */
  wallSitHold: 8,
  gobletSquat: 9,
  jumpSquat: 10,
  /** Published by the second member (user 3); the last id. */
  pushUpToSidePlank: 131,
} as const

/** The first ten catalogue ids, in order (8 is the member's own move); the rest follow by name. */
const LEADING_EXERCISES = ['Bodyweight_Squat', 'Pushups', 'Bodyweight_Walking_Lunge', 'Plank', 'Butt_Lift_Bridge', 'Mountain_Climbers', 'One-Arm_Kettlebell_Swings', null, 'Goblet_Squat', 'Freehand_Jump_Squat'] as const

const SECOND_MEMBERS_EXERCISE = 'Push_Up_to_Side_Plank'

/** MoveTime's names where the dataset's read like an index rather than a title. */
const TITLES: Record<string, string> = {
  Pushups: 'Push-Up',
  Pullups: 'Pull-Up',
  'V-Bar_Pullup': 'V-Bar Pull-Up',
  Crunches: 'Crunch',
  Mountain_Climbers: 'Mountain Climber',
  Freehand_Jump_Squat: 'Jump Squat',
  Butt_Lift_Bridge: 'Glute Bridge',
  Hip_Circles_prone: 'Prone Hip Circles',
  'Calf_Raises_-_With_Bands': 'Banded Calf Raise',
  'Shoulder_Press_-_With_Bands': 'Banded Shoulder Press',
  'Upright_Row_-_With_Bands': 'Banded Upright Row',
  'Isometric_Neck_Exercise_-_Front_And_Back': 'Isometric Neck Hold, Front and Back',
  'Isometric_Neck_Exercise_-_Sides': 'Isometric Neck Hold, Sides',
  'Brachialis-SMR': 'Brachialis Foam Roll',
  'Iliotibial_Tract-SMR': 'IT Band Foam Roll',
  'Latissimus_Dorsi-SMR': 'Lats Foam Roll',
  'Lower_Back-SMR': 'Lower Back Foam Roll',
  'Rhomboids-SMR': 'Upper Back Foam Roll',
  'Handstand_Push-Ups': 'Handstand Push-Up',
  Hammer_Curls: 'Hammer Curl',
  Dumbbell_Lunges: 'Dumbbell Lunge',
  Dumbbell_Step_Ups: 'Dumbbell Step-Up',
  Groiners: 'Groiner',
  'One-Arm_Kettlebell_Swings': 'One-Arm Kettlebell Swing',
  Front_Squats_With_Two_Kettlebells: 'Double Kettlebell Front Squat',
  Windmills: 'Windmill',
  Reverse_Flyes: 'Reverse Fly',
  Side_Leg_Raises: 'Side Leg Raise',
  Bench_Dips: 'Bench Dip',
  Seated_Biceps: 'Seated Biceps Stretch',
  Elbows_Back: 'Elbows Back Stretch',
  Runners_Stretch: 'Runner’s Stretch',
  Hyperextensions_With_No_Hyperextension_Bench: 'Floor Back Extension',
  Push_Up_to_Side_Plank: 'Push-Up to Side Plank',
  'Step-up_with_Knee_Raise': 'Step-Up with Knee Raise',
  'Bent_Over_Two-Dumbbell_Row': 'Bent-Over Dumbbell Row',
  'Bent_Over_Two-Dumbbell_Row_With_Palms_In': 'Bent-Over Dumbbell Row, Palms In',
  'Palms-Up_Dumbbell_Wrist_Curl_Over_A_Bench': 'Palms-Up Wrist Curl',
  Dumbbell_Squat_To_A_Bench: 'Dumbbell Box Squat',
  Calf_Raise_On_A_Dumbbell: 'Single-Leg Calf Raise on a Dumbbell',
  Dumbbell_Bicep_Curl: 'Dumbbell Biceps Curl',
  Chin_To_Chest_Stretch: 'Chin-to-Chest Stretch',
  Ankle_On_The_Knee: 'Ankle-on-Knee Stretch',
  One_Knee_To_Chest: 'Knee-to-Chest Stretch',
  Exercise_Ball_Crunch: 'Stability Ball Crunch',
  Physioball_Hip_Bridge: 'Stability Ball Hip Bridge',
  Chest_Stretch_on_Stability_Ball: 'Chest Stretch on a Stability Ball',
}

export const titleOf = (fact: ExerciseFact) => TITLES[fact.id] ?? fact.name

/** How long a hold is programmed for: a release on the roller, a stretch, or a strength hold. */
function holdSeconds(fact: ExerciseFact): number {
  if (fact.equipment === 'foam roll') return 45
  if (fact.category === 'stretching') return fact.level === 'beginner' ? 30 : 45
  return fact.level === 'beginner' ? 30 : 45
}

const KIND_WORDS: Record<string, string> = {
  strength: 'strength move',
  stretching: 'stretch',
  plyometrics: 'jump',
  powerlifting: 'strength lift',
  'olympic weightlifting': 'lift',
  strongman: 'strongman event',
  cardio: 'conditioning drill',
}

const list = (items: readonly string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`)

/** A short, factual line in MoveTime's words: level, kind, muscles, kit. */
export function descriptionOf(fact: ExerciseFact): string {
  const kind = fact.equipment === 'foam roll' ? 'foam-roller release' : isHold(fact) || fact.category !== 'stretching' ? (KIND_WORDS[fact.category] ?? 'move') : 'mobility drill'
  const helpers = fact.secondaryMuscles.filter((muscle) => !fact.primaryMuscles.includes(muscle))
  const level = fact.level === 'expert' ? 'An advanced' : fact.level === 'intermediate' ? 'An intermediate' : 'A beginner'
  const muscles = `for the ${list(fact.primaryMuscles)}${helpers.length > 0 ? `, with the ${list(helpers)} helping` : ''}`
  const equipment = equipmentOf(fact)
  const kit = equipment === 'None' ? 'No equipment needed.' : `You need: ${equipment.toLowerCase()}.`
  const timing = isHold(fact) ? `Hold for ${holdSeconds(fact)} seconds.` : 'The clip shows two slow repetitions.'
  return `${level} ${kind} ${muscles}. ${kit} ${timing}`
}

interface Owner {
  user_id: number
  status: MoveVisibility
  created_at: string
}

function exerciseRow(fact: ExerciseFact, id: number, owner?: Owner): MoveRow {
  const hold = isHold(fact)
  const media = exerciseMedia(fact.id)
  return {
    id,
    title: titleOf(fact),
    description: descriptionOf(fact),
    body_area: bodyAreaOf(fact),
    equipment: equipmentOf(fact),
    difficulty: difficultyOf(fact),
    duration_seconds: hold ? holdSeconds(fact) : CLIP_SECONDS,
    duration_kind: hold ? 'hold' : 'clip',
    poster_url: media.poster_url,
    thumbnail_url: media.thumbnail_url,
    video_url: media.video_url,
    video_webm_url: media.video_webm_url,
    captions_url: media.captions_url,
    cues: cuesFor(fact),
    primary_muscles: [...fact.primaryMuscles],
    secondary_muscles: [...fact.secondaryMuscles],
    user_id: owner?.user_id ?? null,
    status: owner?.status ?? 'published',
    featured: FEATURED_TITLES.has(titleOf(fact)),
    // The catalogue was filmed before the demo starts; one move a day, oldest first.
    created_at: owner?.created_at ?? seedDate(id - 140),
  }
}

/**
 * The member's own finisher. Members film their own moves; the demo's reuses the squat's photos
 * (a wall sit is the bottom of a squat, held) and says so in its description.
 */
function wallSitHold(id: number): MoveRow {
  const media = exerciseMedia('Bodyweight_Squat')
  return {
    id,
    title: 'Wall Sit Hold',
    description: 'My own finisher: back flat against the wall, knees at ninety degrees, hold and breathe. (Filmed as my squat for now.)',
    body_area: 'Lower body',
    equipment: 'Wall',
    difficulty: 'intermediate',
    duration_seconds: 60,
    duration_kind: 'hold',
    poster_url: media.poster_url,
    thumbnail_url: media.thumbnail_url,
    video_url: media.video_url,
    video_webm_url: media.video_webm_url,
    captions_url: '',
    user_id: 1,
    status: 'private',
    featured: false,
    created_at: seedDate(5),
  }
}

/** What the demo's admins feature on members' dashboards. */
const FEATURED_TITLES = new Set(['Bodyweight Squat', 'Plank', 'One-Arm Kettlebell Swing', 'Runner’s Stretch'])

function seedMoves(): MoveRow[] {
  const leading = LEADING_EXERCISES.filter((id): id is Exclude<typeof id, null> => id !== null)
  const placed = new Set<string>([...leading, SECOND_MEMBERS_EXERCISE])
  const rest = PHOTOGRAPHED_EXERCISES.filter((fact) => !placed.has(fact.id))
  const rows = LEADING_EXERCISES.map((exerciseId, index) => (exerciseId === null ? wallSitHold(index + 1) : exerciseRow(exerciseFact(exerciseId), index + 1)))
  for (const fact of rest) rows.push(exerciseRow(fact, rows.length + 1))
  rows.push(exerciseRow(exerciseFact(SECOND_MEMBERS_EXERCISE), rows.length + 1, { user_id: 3, status: 'published', created_at: seedDate(9, 5) }))
  return rows
}

export const SEED_MOVES: readonly MoveRow[] = seedMoves()

export const SEED_FAVOURITES: readonly FavouriteRow[] = [
  { id: 1, user_id: 1, move_id: SEED_MOVE_IDS.bodyweightSquat, created_at: seedDate(8, 7) },
  { id: 2, user_id: 1, move_id: SEED_MOVE_IDS.plank, created_at: seedDate(8, 8) },
  { id: 3, user_id: 1, move_id: SEED_MOVE_IDS.gobletSquat, created_at: seedDate(10, 8) },
  { id: 4, user_id: 3, move_id: SEED_MOVE_IDS.pushUp, created_at: seedDate(9, 18) },
]

/** Member 1's viewings, each `[days ago, hour (UTC), move id, seconds watched]`, newest first. */
const MEMBER_VIEWINGS: readonly (readonly [number, number, number, number])[] = [
  [1, 18, SEED_MOVE_IDS.gobletSquat, 6],
  [1, 17, SEED_MOVE_IDS.plank, 30],
  [2, 7, SEED_MOVE_IDS.bodyweightSquat, 6],
  [3, 19, SEED_MOVE_IDS.wallSitHold, 60],
  [4, 7, SEED_MOVE_IDS.mountainClimber, 6],
  [4, 6, SEED_MOVE_IDS.pushUp, 6],
  [5, 12, SEED_MOVE_IDS.kettlebellSwing, 6],
  [6, 7, SEED_MOVE_IDS.walkingLunge, 6],
  [7, 20, SEED_MOVE_IDS.plank, 30],
  [8, 7, SEED_MOVE_IDS.gluteBridge, 6],
  [9, 7, SEED_MOVE_IDS.jumpSquat, 6],
  // Day 10 missed: the streak before it ended there.
  [11, 8, SEED_MOVE_IDS.bodyweightSquat, 6],
  [12, 8, SEED_MOVE_IDS.pushUp, 6],
  [13, 18, SEED_MOVE_IDS.plank, 20],
]

/** The member's current streak in the seed: nine days, ending yesterday. */
export const SEED_STREAK_DAYS = 9

/**
 * The watch history, dated back from `now` (whole UTC days, the mock's one time zone), so the
 * dashboard always shows a running streak and recent moves however long after the release the
 * demo is reset. Every viewing is in a past day, so none is ever in the future.
 */
export function seedHistory(now: number): UserHistoryRow[] {
  // Synced as they were watched: each reached the server at the time it happened.
  const onTime = (watchedAt: string) => ({ watched_at: watchedAt, received_at: watchedAt, time_zone: 'UTC' })
  const member: UserHistoryRow[] = MEMBER_VIEWINGS.map(([daysAgo, hour, moveId, seconds], index) => ({
    id: index + 1,
    user_id: 1,
    move_id: moveId,
    seconds_watched: seconds,
    completed: true,
    ...onTime(recentDate(now, daysAgo, hour)),
  }))
  const second: UserHistoryRow = { id: member.length + 1, user_id: 3, move_id: SEED_MOVE_IDS.pushUp, seconds_watched: 6, completed: true, ...onTime(recentDate(now, 2, 18)) }
  return [...member, second]
}
