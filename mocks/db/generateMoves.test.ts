import { describe, expect, it } from 'vitest'
import { BODY_AREAS, DIFFICULTIES, EQUIPMENT } from '@/api/moves/moveTypes'
import { generateMoves } from './generateMoves'
import { MOVE_CLIPS, clipMedia } from './moveMedia'
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

  it('uses the shipped clips and their posters', () => {
    const shipped = new Set(MOVE_CLIPS.map((clip) => clipMedia(clip).video_url))
    for (const row of rows.slice(0, 200)) {
      expect(shipped.has(row.video_url)).toBe(true)
      expect(row.poster_url).toMatch(/^\/media\/posters\/[a-z-]+\.jpg$/)
    }
  })

  it('stays small enough for a browser snapshot', () => {
    // localStorage holds about 5 million characters per origin; the seed and sessions need room too.
    expect(JSON.stringify(rows).length).toBeLessThan(2_600_000)
  })
})
