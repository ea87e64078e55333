// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { BODY_AREAS, DIFFICULTIES, EQUIPMENT } from '@/api/moves/moveTypes'
import { EXERCISE_FACTS, PHOTOGRAPHED_EXERCISES } from './exerciseFacts'
import { generateMoves } from './generateMoves'
import { CLIP_SECONDS, exerciseMedia } from './moveMedia'
import { moveSchema } from './schemas'

describe('generateMoves', () => {
  const rows = generateMoves(5000, 100_001)

  it('is deterministic: the same arguments give the same rows', () => {
    expect(generateMoves(5000, 100_001)).toEqual(rows)
    // A prefix is the same catalogue, shorter; another first id only shifts the ids.
    expect(generateMoves(100, 100_001)).toEqual(rows.slice(0, 100))
    expect(generateMoves(3, 7).map((row) => ({ ...row, id: row.id + 100_001 - 7 }))).toEqual(rows.slice(0, 3))
  })

  it('numbers the rows from the first id', () => {
    expect(rows.map((row) => row.id)).toEqual(Array.from({ length: 5000 }, (_, index) => 100_001 + index))
    expect(generateMoves(0, 5)).toEqual([])
  })

  it('makes valid, published catalogue moves', () => {
    for (const row of rows) {
      expect(moveSchema.safeParse(row).success).toBe(true)
      expect(row).toMatchObject({ user_id: null, status: 'published' })
    }
  })

  it('gives 5,000 different titles across every body area, equipment and difficulty', () => {
    expect(new Set(rows.map((row) => row.title)).size).toBe(rows.length)
    expect(new Set(rows.map((row) => row.body_area))).toEqual(new Set(BODY_AREAS))
    expect(new Set(rows.map((row) => row.equipment))).toEqual(new Set(EQUIPMENT))
    expect(new Set(rows.map((row) => row.difficulty))).toEqual(new Set(DIFFICULTIES))
    expect(rows.filter((row) => /squat/i.test(row.title)).length).toBeGreaterThan(100)
  })

  it('draws its names from every one of the 873 exercises', () => {
    expect(EXERCISE_FACTS).toHaveLength(873)
    // The first 873 rows are the exercises themselves, untouched; later rows add a tempo.
    expect(rows.slice(0, EXERCISE_FACTS.length).map((row) => row.title)).toEqual(EXERCISE_FACTS.map((fact) => fact.name))
    expect(rows.find((row) => row.title === 'Paused Goblet Squat')).toMatchObject({ body_area: 'Lower body', equipment: 'Kettlebell' })
    expect(rows.find((row) => row.title === 'Barbell Full Squat')).toMatchObject({ body_area: 'Lower body', equipment: 'Barbell' })
  })

  it('reuses the photographed exercises’ shipped media, and says what each duration counts', () => {
    const shipped = new Set(PHOTOGRAPHED_EXERCISES.map((fact) => exerciseMedia(fact.id).video_url))
    for (const row of rows) {
      expect(shipped.has(row.video_url), row.title).toBe(true)
      expect(row.poster_url).toMatch(/^\/media\/posters\/[a-z0-9-]+\.webp$/)
      expect(row.thumbnail_url).toMatch(/^\/media\/thumbs\/[a-z0-9-]+\.webp$/)
      if (row.duration_kind === 'clip') expect(row.duration_seconds).toBe(CLIP_SECONDS)
      else expect(row.duration_kind).toBe('hold')
    }
    // A photographed exercise shows its own photos; another shows one working the same muscle.
    expect(rows.find((row) => row.title === 'Goblet Squat')?.poster_url).toBe('/media/posters/goblet-squat.webp')
    expect(rows.find((row) => row.title === 'Barbell Full Squat')?.poster_url).toMatch(/squat|lunge|jump|step|bound/)
  })

  it('builds 5,000 rows quickly enough for the developer panel', () => {
    const started = performance.now()
    generateMoves(5000, 1)
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('stays small enough for a browser snapshot', () => {
    // localStorage holds about 5 million characters per origin; the seed and sessions need room too.
    expect(JSON.stringify(rows).length).toBeLessThan(2_600_000)
  })
})
