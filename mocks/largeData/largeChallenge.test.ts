import { describe, expect, it } from 'vitest'
import type { ChallengeDetailsResponse } from '@/api/challenges/challengeTypes'
import { db } from '@mocks/db/db'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { callMock, signIn } from '@mocks/testing/callMock'
import { LARGE_CHALLENGE } from './largeChallenge'

describe('the 500-member challenge of "Load large admin data"', () => {
  it('ranks 500 participants from their history, and loading again replaces it', async () => {
    expect((await callMock('POST', '/__mock/large-admin-data')).status).toBe(200)
    const token = await signIn(DEMO_ACCOUNTS.member)
    const started = performance.now()
    const { status, body } = await callMock<ChallengeDetailsResponse>('GET', `/v3/api/movetime/challenge/details/${LARGE_CHALLENGE.id}?tz=Europe%2FLondon`, { token })
    const elapsed = performance.now() - started
    expect(status).toBe(200)
    const board = body.model.leaderboard
    expect(board).toHaveLength(500)
    expect(board.map((entry) => entry.rank)).toEqual(Array.from({ length: 500 }, (_, index) => index + 1))
    for (let index = 1; index < board.length; index += 1) expect(board[index - 1]!.score).toBeGreaterThanOrEqual(board[index]!.score)
    // Real spread: some finished the 40, many are on their way, some have nothing yet.
    expect(board.filter((entry) => entry.completed).length).toBeGreaterThan(0)
    expect(new Set(board.map((entry) => entry.score)).size).toBeGreaterThan(10)
    // Her friends and group mates among them show in full, the others by first name and score.
    const restricted = board.filter((entry) => entry.restricted)
    expect(restricted.length).toBeGreaterThan(0)
    expect(restricted.length).toBeLessThan(500)
    expect(restricted.every((entry) => entry.member.last_name === '' && entry.last_activity === null)).toBe(true)
    console.info(`challenge details, 500 participants, in-process mock: ${Math.round(elapsed)} ms`)

    expect((await callMock('POST', '/__mock/large-admin-data')).status).toBe(200)
    expect(db.challenge.findMany((q) => q.where({ id: LARGE_CHALLENGE.id }))).toHaveLength(1)
    expect(db.user_challenge.findMany((q) => q.where({ challenge_id: LARGE_CHALLENGE.id }))).toHaveLength(500)
  }, 120_000)
})
