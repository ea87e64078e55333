import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BODY_AREAS, DIFFICULTIES, EQUIPMENT } from '@/api/moves/moveTypes'
import { MOVE_CLIPS, clipMedia } from './moveMedia'
import { moveSchema } from './schemas'
import { SEED_FAVOURITES, SEED_HISTORY, SEED_MOVES, SEED_MOVE_IDS } from './seedMoves'

const publicFile = (url: string) => join(process.cwd(), 'public', url)

describe('the seeded move library', () => {
  it('has at least 60 valid moves with unique ids and titles', () => {
    expect(SEED_MOVES.length).toBeGreaterThanOrEqual(60)
    expect(new Set(SEED_MOVES.map((move) => move.id)).size).toBe(SEED_MOVES.length)
    expect(new Set(SEED_MOVES.map((move) => move.title)).size).toBe(SEED_MOVES.length)
    for (const move of SEED_MOVES) expect(moveSchema.safeParse(move).success, move.title).toBe(true)
  })

  it('covers every body area, equipment and difficulty, with many moves needing no equipment', () => {
    expect(new Set(SEED_MOVES.map((move) => move.body_area))).toEqual(new Set(BODY_AREAS))
    expect(new Set(SEED_MOVES.map((move) => move.equipment))).toEqual(new Set(EQUIPMENT))
    expect(new Set(SEED_MOVES.map((move) => move.difficulty))).toEqual(new Set(DIFFICULTIES))
    expect(SEED_MOVES.filter((move) => move.equipment === 'None').length).toBeGreaterThanOrEqual(20)
  })

  it('names its notable moves by the ids tests use', () => {
    const title = (id: number) => SEED_MOVES.find((move) => move.id === id)?.title
    expect(title(SEED_MOVE_IDS.bodyweightSquat)).toBe('Bodyweight Squat')
    expect(title(SEED_MOVE_IDS.gobletSquat)).toBe('Goblet Squat')
    expect(title(SEED_MOVE_IDS.jumpSquat)).toBe('Jump Squat')
    expect(title(SEED_MOVE_IDS.sumoSquat)).toBe('Sumo Squat')
    expect(title(SEED_MOVE_IDS.splitSquat)).toBe('Split Squat')
    expect(title(SEED_MOVE_IDS.bulgarianSplitSquat)).toBe('Bulgarian Split Squat')
    expect(title(SEED_MOVE_IDS.deepSquatHold)).toBe('Deep Squat Hold')
    expect(title(SEED_MOVE_IDS.jumpingJack)).toBe('Jumping Jack')
    expect(title(SEED_MOVE_IDS.pushUp)).toBe('Push-Up')
    expect(title(SEED_MOVE_IDS.forearmPlank)).toBe('Forearm Plank')
    expect(SEED_MOVES.find((move) => move.id === SEED_MOVE_IDS.wallSitHold)).toMatchObject({ title: 'Wall Sit Hold', user_id: 1, status: 'private' })
    expect(SEED_MOVES.find((move) => move.id === SEED_MOVE_IDS.plankReachThrough)).toMatchObject({ user_id: 3, status: 'published' })
    expect(SEED_MOVES.filter((move) => move.user_id !== null)).toHaveLength(2)
  })

  it('points favourites and history at moves their member can open', () => {
    for (const row of [...SEED_FAVOURITES, ...SEED_HISTORY]) {
      const move = SEED_MOVES.find((candidate) => candidate.id === row.move_id)
      expect(move && (move.status === 'published' || move.user_id === row.user_id)).toBe(true)
    }
    expect(SEED_FAVOURITES.filter((row) => row.user_id === 1).map((row) => row.move_id)).toEqual([1, 4, 9])
  })

  it('points every move at media shipped in public/', () => {
    for (const move of SEED_MOVES) {
      for (const url of [move.poster_url, move.video_url, move.video_webm_url, move.captions_url].filter(Boolean)) {
        expect(existsSync(publicFile(url)), url).toBe(true)
      }
    }
  })

  it('ships every clip as MP4, WebM and a poster, and captions for at least two', () => {
    for (const clip of MOVE_CLIPS) {
      const media = clipMedia(clip)
      for (const url of [media.video_url, media.video_webm_url, media.poster_url]) expect(existsSync(publicFile(url)), url).toBe(true)
    }
    expect(MOVE_CLIPS.filter((clip) => clipMedia(clip).captions_url !== '').length).toBeGreaterThanOrEqual(2)
  })
})
