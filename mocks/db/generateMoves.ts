import type { BodyArea, Difficulty, Equipment } from '@/api/moves/moveTypes'
import { EXERCISE_FACTS, PHOTOGRAPHED_EXERCISES, bodyAreaOf, difficultyOf, equipmentOf, isHold, type ExerciseFact } from './exerciseFacts'
import { CLIP_SECONDS, exerciseMedia, type MoveMedia } from './moveMedia'
import type { MoveRow } from './schemas'
import { SEED_TIME } from './seedTime'

/**
 * A large, deterministic catalogue for performance work (search, filters, long lists, storage):
 * every exercise of the Free Exercise DB (873: names, body areas, equipment, levels, muscles)
 * under a run of tempos ("Paused Goblet Squat"), so titles read like a real programme. Media is
 * reused from the photographed exercises: the one working the same main muscle, else the same
 * body area. No randomness: the same count and first id always give the same rows. Rows are kept
 * lean (no cues or muscle lists, one-line descriptions, MP4 only): 5,000 of them must still fit in the browser's localStorage
 * snapshot of the mock (see mocks/db/persistence.ts).
 */

const TEMPOS: readonly { name: string; cue: string }[] = [
  { name: '', cue: 'Steady, controlled reps.' },
  { name: 'Paused', cue: 'Hold two seconds at the hardest point.' },
  { name: 'Tempo', cue: 'Three seconds down, one up.' },
  { name: 'Pulse', cue: 'Small pulses at the hardest point.' },
  { name: 'Explosive', cue: 'Fast up, controlled down.' },
  { name: 'Slow', cue: 'Five seconds each way.' },
  { name: 'Isometric', cue: 'Hold still and breathe.' },
  { name: '1½-Rep', cue: 'Half rep, full rep, repeat.' },
  { name: 'Eccentric', cue: 'Four seconds on the way down.' },
  { name: 'Quick', cue: 'Crisp, quick reps with good form.' },
  { name: 'Cluster', cue: 'Three reps, short rest, repeat.' },
]

/** Programmed holds cycle through these, so the duration filters have something in each range. */
const HOLD_SECONDS = [20, 30, 45, 60, 90] as const

interface Source {
  fact: ExerciseFact
  body_area: BodyArea
  equipment: Equipment
  difficulty: Difficulty
  hold: boolean
  media: MoveMedia
}

/** The photographed exercise whose clip stands in: same main muscle, else same body area. */
function standIn(fact: ExerciseFact, area: BodyArea): ExerciseFact {
  if (fact.hasImages) return fact
  const muscle = fact.primaryMuscles[0]
  const sameMuscle = PHOTOGRAPHED_EXERCISES.filter((candidate) => candidate.primaryMuscles[0] === muscle && bodyAreaOf(candidate) === area)
  const pool = sameMuscle.length > 0 ? sameMuscle : PHOTOGRAPHED_EXERCISES.filter((candidate) => bodyAreaOf(candidate) === area)
  // The name's length spreads neighbours over the pool without randomness.
  return pool[fact.name.length % Math.max(pool.length, 1)] ?? PHOTOGRAPHED_EXERCISES[0] ?? fact
}

let sources: readonly Source[] | undefined

/** Worked out once, on first use: the mock loads this module long before anyone generates. */
function allSources(): readonly Source[] {
  sources ??= EXERCISE_FACTS.map((fact) => {
    const area = bodyAreaOf(fact)
    return { fact, body_area: area, equipment: equipmentOf(fact), difficulty: difficultyOf(fact), hold: isHold(fact), media: exerciseMedia(standIn(fact, area).id) }
  })
  return sources
}

function titleOf(source: Source, tempo: number, round: number): string {
  const title = [TEMPOS[tempo]?.name, source.fact.name].filter(Boolean).join(' ')
  // Past every combination the catalogue repeats itself; the suffix keeps titles apart.
  return round === 0 ? title : `${title} (Set ${round + 1})`
}

/** The n-th generated move's date: older than the seeded catalogue, an hour apart, so "newest first" keeps the seed on top. */
export function generatedMoveDate(index: number): string {
  return new Date(SEED_TIME - 90 * 86_400_000 - index * 3_600_000).toISOString()
}

export function generateMoves(count: number, firstId: number): MoveRow[] {
  const all = allSources()
  const rows: MoveRow[] = []
  for (let index = 0; index < count; index += 1) {
    // Exercises innermost, so neighbouring ids differ in exercise and body area, the way a real
    // catalogue's newest moves do; then the tempo; past every pair, a numbered round.
    const source = all[index % all.length] as Source
    const pass = Math.floor(index / all.length)
    const tempo = pass % TEMPOS.length
    const { media } = source
    rows.push({
      id: firstId + index,
      title: titleOf(source, tempo, Math.floor(pass / TEMPOS.length)),
      description: source.hold ? 'Hold and breathe.' : (TEMPOS[tempo]?.cue ?? ''),
      body_area: source.body_area,
      equipment: source.equipment,
      difficulty: source.difficulty,
      duration_seconds: source.hold ? (HOLD_SECONDS[index % HOLD_SECONDS.length] as number) : CLIP_SECONDS,
      duration_kind: source.hold ? 'hold' : 'clip',
      poster_url: media.poster_url,
      thumbnail_url: media.thumbnail_url,
      video_url: media.video_url,
      // MP4 only: it plays everywhere, and the WebM links would cost the snapshot 300,000 characters.
      video_webm_url: '',
      captions_url: '',
      user_id: null,
      status: 'published',
      featured: false,
      created_at: generatedMoveDate(index),
    })
  }
  return rows
}
