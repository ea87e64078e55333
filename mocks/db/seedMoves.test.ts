// @vitest-environment node
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BODY_AREAS, DIFFICULTIES, EQUIPMENT, type Equipment } from '@/api/moves/moveTypes'
import { streakDays } from '@mocks/handlers/moves/moveStats'
import { PHOTOGRAPHED_EXERCISES } from './exerciseFacts'
import { CLIP_SECONDS, MOVE_CLIPS, clipMedia } from './moveMedia'
import { moveSchema } from './schemas'
import { SEED_FAVOURITES, SEED_MOVES, SEED_MOVE_IDS, SEED_STREAK_DAYS, seedHistory } from './seedMoves'

const publicFile = (url: string) => join(process.cwd(), 'public', url)
const KB = 1024

/** Equipment only the generated gym catalogue has: none of the photographed exercises uses it. */
const GYM_ONLY: readonly Equipment[] = ['Barbell', 'Machine', 'Other']

describe('the seeded move library', () => {
  it('is every photographed exercise plus the member’s own move, valid, with unique ids and titles', () => {
    expect(SEED_MOVES).toHaveLength(PHOTOGRAPHED_EXERCISES.length + 1)
    expect(SEED_MOVES.map((move) => move.id)).toEqual(SEED_MOVES.map((_, index) => index + 1))
    expect(new Set(SEED_MOVES.map((move) => move.title)).size).toBe(SEED_MOVES.length)
    for (const move of SEED_MOVES) expect(moveSchema.safeParse(move).success, move.title).toBe(true)
  })

  it('covers every body area and difficulty, and every equipment a home or studio has', () => {
    expect(new Set(SEED_MOVES.map((move) => move.body_area))).toEqual(new Set(BODY_AREAS))
    expect(new Set(SEED_MOVES.map((move) => move.difficulty))).toEqual(new Set(DIFFICULTIES))
    expect(new Set(SEED_MOVES.map((move) => move.equipment))).toEqual(new Set(EQUIPMENT.filter((item) => !GYM_ONLY.includes(item))))
    expect(SEED_MOVES.filter((move) => move.equipment === 'None').length).toBeGreaterThanOrEqual(20)
  })

  it('names its notable moves by the ids tests use', () => {
    const title = (id: number) => SEED_MOVES.find((move) => move.id === id)?.title
    expect(title(SEED_MOVE_IDS.bodyweightSquat)).toBe('Bodyweight Squat')
    expect(title(SEED_MOVE_IDS.pushUp)).toBe('Push-Up')
    expect(title(SEED_MOVE_IDS.walkingLunge)).toBe('Bodyweight Walking Lunge')
    expect(title(SEED_MOVE_IDS.plank)).toBe('Plank')
    expect(title(SEED_MOVE_IDS.gluteBridge)).toBe('Glute Bridge')
    expect(title(SEED_MOVE_IDS.mountainClimber)).toBe('Mountain Climber')
    expect(title(SEED_MOVE_IDS.kettlebellSwing)).toBe('One-Arm Kettlebell Swing')
    expect(title(SEED_MOVE_IDS.gobletSquat)).toBe('Goblet Squat')
    expect(title(SEED_MOVE_IDS.jumpSquat)).toBe('Jump Squat')
    expect(SEED_MOVES.find((move) => move.id === SEED_MOVE_IDS.wallSitHold)).toMatchObject({ title: 'Wall Sit Hold', user_id: 1, status: 'private' })
    expect(SEED_MOVES.find((move) => move.id === SEED_MOVE_IDS.pushUpToSidePlank)).toMatchObject({ title: 'Push-Up to Side Plank', user_id: 3, status: 'published' })
    expect(SEED_MOVES.filter((move) => move.user_id !== null)).toHaveLength(2)
  })

  it('points favourites and history at moves their member can open', () => {
    for (const row of [...SEED_FAVOURITES, ...seedHistory(Date.now())]) {
      const move = SEED_MOVES.find((candidate) => candidate.id === row.move_id)
      expect(move && (move.status === 'published' || move.user_id === row.user_id)).toBe(true)
    }
    expect(SEED_FAVOURITES.filter((row) => row.user_id === 1).map((row) => row.move_id)).toEqual([1, 4, 9])
  })

  it('ships every move’s poster, thumbnail, MP4 and WebM in public/, each within its budget', () => {
    for (const move of SEED_MOVES) {
      const budgets: Array<[string | undefined, number]> = [
        [move.poster_url, 40 * KB],
        [move.thumbnail_url, 8 * KB],
        [move.video_url, 150 * KB],
        [move.video_webm_url, 150 * KB],
      ]
      for (const [url, budget] of budgets) {
        expect(url, `${move.title}: missing media link`).toMatch(/^\/media\/(posters|thumbs|videos)\/[a-z0-9-]+\.(webp|mp4|webm)$/)
        const file = publicFile(url ?? '')
        expect(existsSync(file), url).toBe(true)
        expect(statSync(file).size, url).toBeLessThanOrEqual(budget)
        expect(statSync(file).size, url).toBeGreaterThan(500)
      }
    }
  })

  it('captions each catalogue move’s clip with its cues, in order, within the clip', () => {
    for (const move of SEED_MOVES.filter((candidate) => candidate.cues)) {
      expect(move.captions_url, move.title).toMatch(/^\/media\/captions\/[a-z0-9-]+\.vtt$/)
      const text = readFileSync(publicFile(move.captions_url), 'utf8')
      expect(text.startsWith('WEBVTT')).toBe(true)
      const shown = [...text.matchAll(/--> (\d\d):(\d\d)\.(\d{3})\n(.+)/g)]
      expect(shown.map((cue) => cue[4]), move.title).toEqual(move.cues)
      const last = shown.at(-1)
      expect(last && Number(last[2]) + Number(last[3]) / 1000, move.title).toBe(CLIP_SECONDS)
    }
  })

  it('gives each catalogue move two to four cues of its own words and its muscles', () => {
    for (const move of SEED_MOVES.filter((candidate) => candidate.id !== SEED_MOVE_IDS.wallSitHold)) {
      expect(move.cues?.length, move.title).toBeGreaterThanOrEqual(2)
      expect(move.cues?.length, move.title).toBeLessThanOrEqual(4)
      for (const cue of move.cues ?? []) expect(cue, move.title).toMatch(/^[A-Z0-9].{8,120}[.!]$/)
      expect(move.primary_muscles?.length, move.title).toBeGreaterThan(0)
    }
    // Written per kind of movement: a push-up is not coached like a stretch.
    const cues = (id: number) => SEED_MOVES.find((move) => move.id === id)?.cues?.join(' ') ?? ''
    expect(cues(SEED_MOVE_IDS.pushUp)).toMatch(/press/i)
    expect(cues(SEED_MOVE_IDS.plank)).toMatch(/breath/i)
    expect(cues(SEED_MOVE_IDS.jumpSquat)).toMatch(/land/i)
  })

  it('says truthfully what a duration counts: one play of the clip, or a programmed hold', () => {
    for (const move of SEED_MOVES) {
      if (move.duration_kind === 'clip') expect(move.duration_seconds, move.title).toBe(CLIP_SECONDS)
      else expect(move.duration_kind, move.title).toBe('hold')
      if (move.duration_kind === 'hold') expect(move.duration_seconds, move.title).toBeGreaterThanOrEqual(15)
    }
    const kind = (title: string) => SEED_MOVES.find((move) => move.title === title)?.duration_kind
    expect(kind('Plank')).toBe('hold')
    expect(kind('Runner’s Stretch')).toBe('hold')
    expect(kind('Lats Foam Roll')).toBe('hold')
    expect(kind('Push-Up')).toBe('clip')
    expect(kind('Wrist Circles')).toBe('clip')
  })

  it('keeps one clip per body area for content that needs one, all shipped', () => {
    expect(new Set(MOVE_CLIPS.map((clip) => clip.bodyArea))).toEqual(new Set(BODY_AREAS))
    for (const clip of MOVE_CLIPS) {
      const media = clipMedia(clip)
      for (const url of [media.video_url, media.video_webm_url, media.poster_url, media.thumbnail_url]) expect(existsSync(publicFile(url)), url).toBe(true)
    }
  })
})

describe('the seeded watch history', () => {
  const DAY = 86_400_000
  // Any moment: a release day, a year later, just after and just before midnight UTC.
  const moments = [Date.parse('2026-11-25T12:00:00Z'), Date.parse('2027-11-25T12:00:00Z'), Date.parse('2026-03-01T00:00:05Z'), Date.parse('2026-02-28T23:59:55Z')]

  it.each(moments)('gives the member a running streak, ending yesterday, at %s', (now) => {
    const member = seedHistory(now).filter((row) => row.user_id === 1)
    expect(streakDays(member.map((row) => row.watched_at), new Date(now))).toBe(SEED_STREAK_DAYS)
    expect(SEED_STREAK_DAYS).toBeGreaterThanOrEqual(7)
  })

  it.each(moments)('dates every viewing within the last 14 days and none in the future, at %s', (now) => {
    const rows = seedHistory(now)
    for (const row of rows) {
      const time = Date.parse(row.watched_at)
      expect(time).toBeLessThan(now)
      expect(time).toBeGreaterThan(now - 14 * DAY)
    }
    // The newest viewing was yesterday: "Recent moves" never looks abandoned.
    const newest = Math.max(...rows.map((row) => Date.parse(row.watched_at)))
    expect(new Date(newest).toISOString().slice(0, 10)).toBe(new Date(now - DAY).toISOString().slice(0, 10))
  })

  it('is the same for every reset within a day, with unique ids', () => {
    const morning = seedHistory(Date.parse('2026-11-25T08:00:00Z'))
    expect(seedHistory(Date.parse('2026-11-25T22:00:00Z'))).toEqual(morning)
    expect(new Set(morning.map((row) => row.id)).size).toBe(morning.length)
  })
})
