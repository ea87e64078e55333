import type { BodyArea, Difficulty, Equipment } from '@/api/moves/moveTypes'
import { clipFor, clipMedia } from './moveMedia'
import type { MoveRow } from './schemas'
import { SEED_TIME } from './seedTime'

/**
 * A large, deterministic catalogue for performance work (search, filters, long lists, storage):
 * combinations of a base exercise, its equipment, a variant and a tempo, so titles read like a
 * real programme ("Paused Staggered Dumbbell Squat"). No randomness: the same count and first id
 * always give the same rows. Descriptions are kept short: 5,000 of these must still fit in the
 * browser's localStorage snapshot of the mock (see mocks/db/persistence.ts).
 */

interface BaseMove {
  name: string
  body_area: BodyArea
  /** The first is the default; the name is prefixed with the others ("Dumbbell Squat"). */
  equipment: readonly Equipment[]
  variants: readonly string[]
  cue: string
}

const BASES: readonly BaseMove[] = [
  { name: 'Squat', body_area: 'Lower body', equipment: ['None', 'Dumbbells', 'Kettlebell', 'Resistance band'], variants: ['', 'Wide-Stance', 'Narrow-Stance', 'Staggered', 'Box'], cue: 'Sit between the heels, chest tall.' },
  { name: 'Lunge', body_area: 'Lower body', equipment: ['None', 'Dumbbells', 'Kettlebell'], variants: ['', 'Reverse', 'Walking', 'Curtsy', 'Lateral'], cue: 'Back knee drops straight down.' },
  { name: 'Deadlift', body_area: 'Lower body', equipment: ['Dumbbells', 'Kettlebell', 'Resistance band'], variants: ['', 'Single-Leg', 'Romanian', 'Staggered', 'Sumo'], cue: 'Hips back, flat back, bar path close.' },
  { name: 'Glute Bridge', body_area: 'Lower body', equipment: ['Mat', 'Dumbbells', 'Resistance band'], variants: ['', 'Single-Leg', 'Marching', 'Feet-Elevated', 'Frog'], cue: 'Ribs down, squeeze at the top.' },
  { name: 'Step-Up', body_area: 'Lower body', equipment: ['Bench', 'Dumbbells'], variants: ['', 'Lateral', 'Crossover', 'High', 'Knee-Drive'], cue: 'Whole foot on the box, push through the heel.' },
  { name: 'Calf Raise', body_area: 'Lower body', equipment: ['Wall', 'Dumbbells', 'Bench'], variants: ['', 'Single-Leg', 'Bent-Knee', 'Tiptoe', 'Seated'], cue: 'Rise high, lower slowly.' },
  { name: 'Hip Thrust', body_area: 'Lower body', equipment: ['Bench', 'Dumbbells', 'Resistance band'], variants: ['', 'Single-Leg', 'Frog-Stance', 'B-Stance', 'Feet-Elevated'], cue: 'Chin tucked, hips to full lockout.' },
  { name: 'Push-Up', body_area: 'Upper body', equipment: ['None', 'Bench', 'Resistance band'], variants: ['', 'Wide', 'Close-Grip', 'Staggered', 'Archer'], cue: 'One straight line, chest to the floor.' },
  { name: 'Row', body_area: 'Upper body', equipment: ['Dumbbells', 'Resistance band', 'Kettlebell'], variants: ['', 'Single-Arm', 'Bent-Over', 'Chest-Supported', 'High'], cue: 'Elbow to the hip, shoulder blade back.' },
  { name: 'Shoulder Press', body_area: 'Upper body', equipment: ['Dumbbells', 'Kettlebell', 'Resistance band'], variants: ['', 'Seated', 'Single-Arm', 'Half-Kneeling', 'Arnold'], cue: 'Ribs down, press straight up.' },
  { name: 'Chest Press', body_area: 'Upper body', equipment: ['Dumbbells', 'Resistance band'], variants: ['', 'Floor', 'Incline', 'Single-Arm', 'Alternating'], cue: 'Shoulders pinned, press over the chest.' },
  { name: 'Pull-Up', body_area: 'Upper body', equipment: ['Pull-up bar', 'Resistance band'], variants: ['', 'Wide-Grip', 'Neutral-Grip', 'Negative', 'Scapular'], cue: 'Chest to the bar, full hang below.' },
  { name: 'Biceps Curl', body_area: 'Upper body', equipment: ['Dumbbells', 'Resistance band', 'Kettlebell'], variants: ['', 'Hammer', 'Alternating', 'Cross-Body', 'Concentration'], cue: 'Elbows still, squeeze at the top.' },
  { name: 'Triceps Extension', body_area: 'Upper body', equipment: ['Dumbbells', 'Resistance band'], variants: ['', 'Overhead', 'Lying', 'Single-Arm', 'Kickback'], cue: 'Upper arm still, straighten fully.' },
  { name: 'Dip', body_area: 'Upper body', equipment: ['Bench', 'None'], variants: ['', 'Bent-Knee', 'Straight-Leg', 'Feet-Elevated', 'Single-Leg'], cue: 'Elbows straight back, shoulders down.' },
  { name: 'Plank', body_area: 'Core', equipment: ['Mat', 'None'], variants: ['', 'High', 'Side', 'Long-Lever', 'Reaching'], cue: 'Squeeze the glutes, hips level.' },
  { name: 'Crunch', body_area: 'Core', equipment: ['Mat', 'Dumbbells'], variants: ['', 'Reverse', 'Bicycle', 'Cross-Body', 'Toe-Touch'], cue: 'Curl the ribs to the hips, exhale.' },
  { name: 'Dead Bug', body_area: 'Core', equipment: ['Mat', 'Resistance band', 'Dumbbells'], variants: ['', 'Alternating', 'Heel-Tap', 'Straight-Leg', 'Held'], cue: 'Lower back stays on the floor.' },
  { name: 'Russian Twist', body_area: 'Core', equipment: ['None', 'Dumbbells', 'Kettlebell'], variants: ['', 'Feet-Up', 'Seated', 'Half', 'Reaching'], cue: 'Turn the ribs, not just the arms.' },
  { name: 'Leg Raise', body_area: 'Core', equipment: ['Mat', 'Pull-up bar', 'Bench'], variants: ['', 'Bent-Knee', 'Hanging', 'Scissor', 'Flutter'], cue: 'Lower only as far as the back stays flat.' },
  { name: 'Woodchop', body_area: 'Core', equipment: ['Resistance band', 'Dumbbells', 'Kettlebell'], variants: ['', 'High-to-Low', 'Low-to-High', 'Half-Kneeling', 'Split-Stance'], cue: 'Rotate from the trunk, arms long.' },
  { name: 'Pallof Press', body_area: 'Core', equipment: ['Resistance band'], variants: ['', 'Half-Kneeling', 'Tall-Kneeling', 'Split-Stance', 'Overhead'], cue: 'Resist the pull, press straight out.' },
  { name: 'Jumping Jack', body_area: 'Cardio', equipment: ['None'], variants: ['', 'Half', 'Seal', 'Cross', 'Squat'], cue: 'Light feet, arms all the way up.' },
  { name: 'High Knees', body_area: 'Cardio', equipment: ['None'], variants: ['', 'Marching', 'Lateral', 'Power', 'Alternating'], cue: 'Knees to hip height, pump the arms.' },
  { name: 'Skater', body_area: 'Cardio', equipment: ['None', 'Resistance band'], variants: ['', 'Hop', 'Touchdown', 'Long', 'Curtsy'], cue: 'Land soft on a bent knee.' },
  { name: 'Mountain Climber', body_area: 'Cardio', equipment: ['None', 'Mat'], variants: ['', 'Cross-Body', 'Spiderman', 'Sprint', 'Wide'], cue: 'Shoulders over wrists, hips low.' },
  { name: 'Jump Rope Hop', body_area: 'Cardio', equipment: ['None'], variants: ['', 'Single-Leg', 'Side-to-Side', 'Forward-Back', 'Double'], cue: 'Small hops, wrists turn the rope.' },
  { name: 'Shuffle', body_area: 'Cardio', equipment: ['None', 'Resistance band'], variants: ['', 'Lateral', 'Defensive', 'Carioca', 'Fast-Feet'], cue: 'Stay low, feet never cross.' },
  { name: 'Burpee', body_area: 'Full body', equipment: ['None', 'Dumbbells'], variants: ['', 'Half', 'Push-Up', 'Lateral', 'Tuck-Jump'], cue: 'Chest down, jump tall.' },
  { name: 'Thruster', body_area: 'Full body', equipment: ['Dumbbells', 'Kettlebell'], variants: ['', 'Single-Arm', 'Front-Rack', 'Split', 'Alternating'], cue: 'Drive from the legs into the press.' },
  { name: 'Swing', body_area: 'Full body', equipment: ['Kettlebell', 'Dumbbells'], variants: ['', 'Single-Arm', 'Hand-to-Hand', 'American', 'Dead-Stop'], cue: 'Snap the hips, arms just guide.' },
  { name: 'Clean', body_area: 'Full body', equipment: ['Kettlebell', 'Dumbbells'], variants: ['', 'Hang', 'Single-Arm', 'Alternating', 'Squat'], cue: 'Keep it close, land it soft.' },
  { name: 'Bear Crawl', body_area: 'Full body', equipment: ['None'], variants: ['', 'Lateral', 'Reverse', 'Hold', 'Shoulder-Tap'], cue: 'Knees an inch off the floor.' },
  { name: 'Get-Up', body_area: 'Full body', equipment: ['Kettlebell', 'None', 'Dumbbells'], variants: ['', 'Half', 'Kneeling', 'Sit-Up', 'Windmill'], cue: 'Eyes on the weight, one step at a time.' },
  { name: 'Man Maker', body_area: 'Full body', equipment: ['Dumbbells'], variants: ['', 'Half', 'No-Push-Up', 'Single-Row', 'Alternating'], cue: 'Row, stand, press: no rushing.' },
  { name: 'Hip Opener', body_area: 'Mobility', equipment: ['None', 'Mat'], variants: ['', '90-90', 'Frog', 'Kneeling', 'Standing'], cue: 'Breathe into the stretch, no bouncing.' },
  { name: 'Thoracic Rotation', body_area: 'Mobility', equipment: ['Mat', 'None', 'Wall'], variants: ['', 'Quadruped', 'Side-Lying', 'Seated', 'Kneeling'], cue: 'Follow the hand with the eyes.' },
  { name: 'Hamstring Stretch', body_area: 'Mobility', equipment: ['Mat', 'Resistance band', 'Bench'], variants: ['', 'Lying', 'Standing', 'Seated', 'Active'], cue: 'Hinge at the hips, long spine.' },
  { name: 'Shoulder Circle', body_area: 'Mobility', equipment: ['None', 'Resistance band', 'Wall'], variants: ['', 'Wall-Slide', 'Pass-Through', 'Reverse', 'Wide'], cue: 'Slow circles, ribs stay down.' },
  { name: 'Ankle Mobiliser', body_area: 'Mobility', equipment: ['Wall', 'None', 'Resistance band'], variants: ['', 'Knee-to-Wall', 'Elevated', 'Kneeling', 'Rocking'], cue: 'Heel down, knee tracks the toes.' },
  { name: 'Spinal Wave', body_area: 'Mobility', equipment: ['Mat', 'None'], variants: ['', 'Cat-Cow', 'Standing', 'Seated', 'Segmented'], cue: 'One vertebra at a time.' },
]

const TEMPOS: readonly { name: string; cue: string }[] = [
  { name: '', cue: 'Steady, controlled reps.' },
  { name: 'Paused', cue: 'Hold two seconds at the hardest point.' },
  { name: 'Tempo', cue: 'Three seconds down, one up.' },
  { name: 'Pulse', cue: 'Small pulses at the bottom.' },
  { name: 'Explosive', cue: 'Fast up, controlled down.' },
  { name: 'Slow', cue: 'Five seconds each way.' },
  { name: 'Isometric', cue: 'Hold still and breathe.' },
  { name: '1½-Rep', cue: 'Half rep, full rep, repeat.' },
  { name: 'Eccentric', cue: 'Four seconds on the way down.' },
  { name: 'Quick', cue: 'Crisp, quick reps with good form.' },
  { name: 'Cluster', cue: 'Three reps, short rest, repeat.' },
]

const DIFFICULTY_BY_TEMPO: readonly Difficulty[] = ['beginner', 'intermediate', 'intermediate', 'beginner', 'advanced', 'intermediate', 'beginner', 'advanced', 'advanced', 'beginner', 'intermediate']

interface Combination {
  base: BaseMove
  equipment: Equipment
  variant: string
  tempo: number
}

/**
 * Every base × equipment × variant × tempo once, bases innermost so neighbouring ids differ in
 * exercise and body area, the way a real catalogue's newest moves do.
 */
const COMBINATIONS: readonly Combination[] = (() => {
  const all: Combination[] = []
  const mostEquipment = Math.max(...BASES.map((base) => base.equipment.length))
  const mostVariants = Math.max(...BASES.map((base) => base.variants.length))
  for (let tempo = 0; tempo < TEMPOS.length; tempo += 1) {
    for (let variant = 0; variant < mostVariants; variant += 1) {
      for (let equipment = 0; equipment < mostEquipment; equipment += 1) {
        for (const base of BASES) {
          const gear = base.equipment[equipment]
          const name = base.variants[variant]
          if (gear !== undefined && name !== undefined) all.push({ base, equipment: gear, variant: name, tempo })
        }
      }
    }
  }
  return all
})()

/** How the equipment reads in a title; the base's usual equipment goes unsaid. */
const GEAR_WORDS: Record<Equipment, string> = {
  None: 'Bodyweight',
  Mat: 'Floor',
  Dumbbells: 'Dumbbell',
  Kettlebell: 'Kettlebell',
  'Resistance band': 'Banded',
  Bench: 'Bench',
  'Pull-up bar': 'Bar',
  Wall: 'Wall',
}

function titleOf({ base, equipment, variant, tempo }: Combination, round: number): string {
  const gear = equipment === base.equipment[0] ? '' : GEAR_WORDS[equipment]
  const title = [TEMPOS[tempo]?.name, variant, gear, base.name].filter(Boolean).join(' ')
  // Past every combination the catalogue repeats itself; the suffix keeps titles apart.
  return round === 0 ? title : `${title} (Set ${round + 1})`
}

/** The n-th generated move's date: older than the seeded catalogue, an hour apart, so "newest first" keeps the seed on top. */
export function generatedMoveDate(index: number): string {
  return new Date(SEED_TIME - 90 * 86_400_000 - index * 3_600_000).toISOString()
}

export function generateMoves(count: number, firstId: number): MoveRow[] {
  const rows: MoveRow[] = []
  for (let index = 0; index < count; index += 1) {
    const combination = COMBINATIONS[index % COMBINATIONS.length] as Combination
    const { base, equipment, tempo } = combination
    const media = clipMedia(clipFor(base.body_area))
    rows.push({
      id: firstId + index,
      title: titleOf(combination, Math.floor(index / COMBINATIONS.length)),
      description: `${base.cue} ${TEMPOS[tempo]?.cue ?? ''}`.trim(),
      body_area: base.body_area,
      equipment,
      difficulty: DIFFICULTY_BY_TEMPO[tempo] as Difficulty,
      duration_seconds: 20 + ((index * 7) % 9) * 5,
      poster_url: media.poster_url,
      video_url: media.video_url,
      video_webm_url: media.video_webm_url,
      captions_url: media.captions_url,
      user_id: null,
      status: 'published',
      featured: false,
      created_at: generatedMoveDate(index),
    })
  }
  return rows
}
