import type {
  ChallengeDetails,
  ChallengeInput,
  ChallengeSummary,
  TrackEvent,
} from '@/api/challenges/challengeTypes'
import { addDays } from '@/lib/time/plainDates'
import { localDate } from '@/lib/time/timeZones'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { callMock, signIn, type MockAnswer } from '@mocks/testing/callMock'

/** The challenge calls as the handler tests make them (raw, with the status and body). */

export const BASE = '/v3/api/movetime'

export interface ErrorAnswer {
  error: true
  message: string
  validation?: Record<string, string>
}

export type Tokens = Record<'maya' | 'jordan' | 'tom' | 'sofia' | 'daniel' | 'hannah' | 'amir' | 'priya', string>

export async function signInAll(): Promise<Tokens> {
  const { member, second, tom, sofia, daniel, hannah, amir, priya } = DEMO_ACCOUNTS
  const [maya, jordan, t, s, d, h, a, p] = await Promise.all([member, second, tom, sofia, daniel, hannah, amir, priya].map((account) => signIn(account)))
  return { maya: maya!, jordan: jordan!, tom: t!, sofia: s!, daniel: d!, hannah: h!, amir: a!, priya: p! }
}

/** A date counted in whole days from today (UTC). */
export const dayFromToday = (offset: number) => addDays(localDate(Date.now(), 'UTC'), offset)

export const list = (token: string) => callMock<{ list: ChallengeSummary[] } & Partial<ErrorAnswer>>('GET', `${BASE}/challenge-get`, { token })

export const details = (id: number | string, token: string, tz?: string) =>
  callMock<{ model: ChallengeDetails } & Partial<ErrorAnswer>>('GET', `${BASE}/challenge/details/${id}${tz === undefined ? '' : `?tz=${encodeURIComponent(tz)}`}`, { token })

export function challengeInput(overrides: Partial<ChallengeInput> = {}): ChallengeInput {
  return {
    title: 'Three moves this week',
    description: '',
    kind: 'count',
    goal: 3,
    start_date: dayFromToday(0),
    end_date: dayFromToday(6),
    body_area: null,
    move_ids: [],
    group_id: null,
    ...overrides,
  }
}

let refs = 0
export const create = (token: string, overrides: Partial<ChallengeInput> & { client_ref?: string } = {}) =>
  callMock<{ model: ChallengeSummary } & Partial<ErrorAnswer>>('POST', `${BASE}/challenge`, {
    token,
    body: { client_ref: `test-ref-${++refs}`, ...challengeInput(overrides), ...overrides },
  })

export const update = (id: number, token: string, body: Record<string, unknown>) =>
  callMock<{ model: ChallengeSummary } & Partial<ErrorAnswer>>('PUT', `${BASE}/challenge/${id}`, { token, body })

export const track = (token: string, challengeId: number, userId: number, event: TrackEvent | string) =>
  callMock<{ model: ChallengeSummary } & Partial<ErrorAnswer>>('POST', `${BASE}/challenge/track`, { token, body: { challenge_id: challengeId, user_id: userId, event } })

export const invite = (id: number, token: string, body: Record<string, unknown>) =>
  callMock<{ invited: number } & Partial<ErrorAnswer>>('POST', `${BASE}/challenge/invitation/${id}`, { token, body })

export function ok<T>(answer: MockAnswer<T>): T {
  if (answer.status !== 200) throw new Error(`Expected 200, got ${answer.status}: ${JSON.stringify(answer.body)}`)
  return answer.body
}
