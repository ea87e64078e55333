import type { BodyArea, Difficulty, Equipment } from '@/api/moves/moveTypes'
import freeExerciseDb from './freeExerciseDb.json'

/**
 * The Free Exercise DB's facts (public domain; github.com/yuhonas/free-exercise-db) read into
 * MoveTime's enums. freeExerciseDb.json, written by scripts/generate-media.mjs, stores them as
 * compact rows (873 ship in the mock bundle); this module names the fields and maps them, the one
 * place that knows both vocabularies.
 */

/** id, name, category, force, mechanic, equipment, level, primary muscles, secondary muscles, has photographs. */
export type ExerciseFactRow = readonly [string, string, string, string | null, string | null, string | null, string, readonly string[], readonly string[], boolean]

// JSON types its rows as loose arrays; exerciseFacts.test.ts holds every row to this shape.
export const FREE_EXERCISE_DB = freeExerciseDb as unknown as readonly ExerciseFactRow[]

export interface ExerciseFact {
  id: string
  name: string
  /** strength, stretching, plyometrics, powerlifting, olympic weightlifting, strongman, cardio */
  category: string
  /** push, pull, static, or null */
  force: string | null
  /** compound, isolation, or null */
  mechanic: string | null
  /** the dataset's word ("body only", "kettlebells", "foam roll"…), or null */
  equipment: string | null
  /** beginner, intermediate, expert */
  level: string
  primaryMuscles: readonly string[]
  secondaryMuscles: readonly string[]
  /** Two photographs (start and end position) ship in public/media for these. */
  hasImages: boolean
}

const toFact = ([id, name, category, force, mechanic, equipment, level, primaryMuscles, secondaryMuscles, hasImages]: ExerciseFactRow): ExerciseFact => ({
  id,
  name,
  category,
  force,
  mechanic,
  equipment,
  level,
  primaryMuscles,
  secondaryMuscles,
  hasImages,
})

export const EXERCISE_FACTS: readonly ExerciseFact[] = FREE_EXERCISE_DB.map(toFact)

export const PHOTOGRAPHED_EXERCISES: readonly ExerciseFact[] = EXERCISE_FACTS.filter((fact) => fact.hasImages)

export function exerciseFact(id: string): ExerciseFact {
  const fact = EXERCISE_FACTS.find((candidate) => candidate.id === id)
  if (!fact) throw new Error(`No exercise "${id}" in the Free Exercise DB facts.`)
  return fact
}

// ---- body area ---------------------------------------------------------------------------------

const UPPER = new Set(['chest', 'shoulders', 'triceps', 'biceps', 'lats', 'middle back', 'traps', 'forearms', 'neck'])
const LOWER = new Set(['quadriceps', 'hamstrings', 'glutes', 'calves', 'adductors', 'abductors'])
const CORE = new Set(['abdominals', 'lower back'])

const countIn = (muscles: readonly string[], group: ReadonlySet<string>) => muscles.filter((muscle) => group.has(muscle)).length

/**
 * Stretches and foam rolling are mobility; jumps and conditioning are cardio; the lifts of
 * olympic weightlifting and strongman use everything. Strength moves go by their main muscle,
 * and count as full body when a compound move also leans on two or more muscles of the other half.
 */
export function bodyAreaOf(fact: ExerciseFact): BodyArea {
  if (fact.category === 'stretching' || fact.equipment === 'foam roll') return 'Mobility'
  if (fact.category === 'plyometrics' || fact.category === 'cardio') return 'Cardio'
  if (fact.category === 'olympic weightlifting' || fact.category === 'strongman') return 'Full body'
  const main = fact.primaryMuscles[0] ?? ''
  if (CORE.has(main)) return 'Core'
  const helpers = fact.secondaryMuscles
  if (UPPER.has(main)) return fact.mechanic === 'compound' && countIn(helpers, LOWER) >= 2 ? 'Full body' : 'Upper body'
  if (LOWER.has(main)) return fact.mechanic === 'compound' && countIn(helpers, UPPER) >= 2 ? 'Full body' : 'Lower body'
  return 'Full body'
}

// ---- equipment ---------------------------------------------------------------------------------

/** Body-weight moves still need something to hang from, step on or lie on; the name says what. */
const NEEDS = [
  // Said so that a bench is not needed: back extensions on the floor.
  { pattern: /no hyperextension bench/i, equipment: 'Mat' },
  { pattern: /pull-?up|chin-up|hanging|inverted row/i, equipment: 'Pull-up bar' },
  { pattern: /bench|box|step-?up|incline push-up|decline push-up|dips?\b/i, equipment: 'Bench' },
  { pattern: /wall|handstand/i, equipment: 'Wall' },
  {
    pattern: /crunch|sit-up|plank|bridge|bug|superman|leg lift|leg raise|hip raise|hip circles|lower back curl|knee to chest|hyperextension|glute kickback|90\/90|groin|side bridge/i,
    equipment: 'Mat',
  },
] as const satisfies readonly { pattern: RegExp; equipment: Equipment }[]

const BY_WORD: Record<string, Equipment> = {
  dumbbell: 'Dumbbells',
  kettlebells: 'Kettlebell',
  bands: 'Resistance band',
  'exercise ball': 'Exercise ball',
  'foam roll': 'Foam roller',
  'medicine ball': 'Medicine ball',
  barbell: 'Barbell',
  'e-z curl bar': 'Barbell',
  cable: 'Machine',
  machine: 'Machine',
}

/**
 * The dataset's equipment in MoveTime's words. For body-weight moves and "other" (sleds, tyres,
 * rollers, chains…) the name decides whether a bar, bench, wall or mat is needed.
 */
export function equipmentOf(fact: ExerciseFact): Equipment {
  const named = fact.equipment === null ? undefined : BY_WORD[fact.equipment]
  if (named) return named
  const needed = NEEDS.find((need) => need.pattern.test(fact.name))
  if (needed) return needed.equipment
  return fact.equipment === 'other' ? 'Other' : 'None'
}

export function difficultyOf(fact: ExerciseFact): Difficulty {
  if (fact.level === 'expert') return 'advanced'
  return fact.level === 'intermediate' ? 'intermediate' : 'beginner'
}

/**
 * Static stretches, foam rolling and static holds are timed holds; everything else, the dynamic
 * mobility drills included (the dataset files circles and swings as "pull" stretches), is reps.
 */
export function isHold(fact: ExerciseFact): boolean {
  if (fact.equipment === 'foam roll' || fact.force === 'static') return true
  return fact.category === 'stretching' && fact.force !== 'pull'
}
