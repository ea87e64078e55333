// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { CHALLENGE_GOAL_MAX, CHALLENGE_MAX_DAYS } from '@/api/challenges/challengeTypes'
import { addDays } from '@/lib/time/plainDates'
import { challengeInput, challengeMessages, emptyChallenge, validateChallenge, type ChallengeFormValues } from './challengeForm'

const today = '2026-05-06'
const filled = (overrides: Partial<ChallengeFormValues> = {}): ChallengeFormValues => ({ ...emptyChallenge(today, null), title: 'Three moves', goal: '3', ...overrides })
const errorsOf = (values: ChallengeFormValues) => Object.fromEntries(Object.entries(validateChallenge(values, today)).filter(([, message]) => message))

describe('the create form’s checks', () => {
  it('starts today for a week, counting moves, with the group from the link', () => {
    expect(emptyChallenge(today, 4)).toMatchObject({ kind: 'count', start_date: today, end_date: '2026-05-12', group_id: '4' })
    expect(errorsOf(filled())).toEqual({})
  })

  it('asks for a title and a whole-number goal within the kind’s bound', () => {
    expect(errorsOf(filled({ title: '  ', goal: '' }))).toEqual({ title: challengeMessages.titleRequired, goal: challengeMessages.goalRequired })
    expect(errorsOf(filled({ goal: '2.5' })).goal).toBe(challengeMessages.goalWhole)
    expect(errorsOf(filled({ goal: '0' })).goal).toBe(challengeMessages.goalTooSmall)
    for (const kind of ['count', 'minutes', 'streak'] as const) {
      const end = kind === 'streak' ? addDays(today, CHALLENGE_GOAL_MAX.streak) : undefined
      expect(errorsOf(filled({ kind, goal: String(CHALLENGE_GOAL_MAX[kind]), ...(end ? { end_date: end } : {}) })).goal).toBeUndefined()
      expect(errorsOf(filled({ kind, goal: String(CHALLENGE_GOAL_MAX[kind] + 1) })).goal).toBe(challengeMessages.goalTooBig(kind))
    }
  })

  it('keeps the dates in order, not in the past, and within the longest challenge', () => {
    expect(errorsOf(filled({ start_date: addDays(today, -1) })).start_date).toBe(challengeMessages.startPast)
    expect(errorsOf(filled({ end_date: addDays(today, -1) })).end_date).toBe(challengeMessages.endBeforeStart)
    expect(errorsOf(filled({ end_date: addDays(today, CHALLENGE_MAX_DAYS - 1) })).end_date).toBeUndefined()
    expect(errorsOf(filled({ end_date: addDays(today, CHALLENGE_MAX_DAYS) })).end_date).toBe(challengeMessages.tooLong)
    expect(errorsOf(filled({ start_date: '', end_date: '' }))).toMatchObject({ start_date: challengeMessages.startRequired, end_date: challengeMessages.endRequired })
  })

  it('fits a streak inside its dates', () => {
    expect(errorsOf(filled({ kind: 'streak', goal: '8' })).goal).toBe(challengeMessages.streakLongerThanChallenge(7))
    expect(errorsOf(filled({ kind: 'streak', goal: '7' })).goal).toBeUndefined()
  })

  it('sends numbers as numbers, a body area only for a count, and no group when none is chosen', () => {
    expect(challengeInput(filled({ title: ' Core week ', body_area: 'Core', group_id: '2' }))).toEqual({
      title: 'Core week',
      description: '',
      kind: 'count',
      goal: 3,
      start_date: today,
      end_date: '2026-05-12',
      body_area: 'Core',
      move_ids: [],
      group_id: 2,
    })
    expect(challengeInput(filled({ kind: 'minutes', body_area: 'Core' }))).toMatchObject({ kind: 'minutes', body_area: null, group_id: null })
  })
})
