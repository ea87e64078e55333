// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { daysLeftOn, goalText, localToday, ordinal, progressShare, progressText, scoreText, timingText } from './challengeWording'

describe('challenge wording', () => {
  it('says each kind’s goal in words', () => {
    expect(goalText({ kind: 'count', goal: 3, body_area: null })).toBe('Watch 3 moves')
    expect(goalText({ kind: 'count', goal: 1, body_area: 'Upper body' })).toBe('Watch 1 upper body move')
    expect(goalText({ kind: 'count', goal: 5, body_area: null, move_ids: [4, 9] })).toBe('Watch 5 moves from 2 chosen moves')
    expect(goalText({ kind: 'minutes', goal: 30, body_area: null })).toBe('30 minutes of moves')
    expect(goalText({ kind: 'minutes', goal: 1, body_area: null })).toBe('1 minute of moves')
    expect(goalText({ kind: 'streak', goal: 5, body_area: null })).toBe('A move on 5 days in a row')
    expect(goalText({ kind: 'streak', goal: 1, body_area: null })).toBe('A move on 1 day')
  })

  it('says progress against the goal, and past it', () => {
    expect(progressText('count', 2, 3)).toBe('2 of 3 moves')
    expect(progressText('minutes', 12, 30)).toBe('12 of 30 minutes')
    expect(progressText('streak', 3, 5)).toBe('3 of 5 days in a row')
    expect(progressText('count', 6, 5)).toBe('6 moves, goal 5')
    expect(scoreText('streak', 1)).toBe('1 day')
    expect(progressShare(6, 5)).toBe(1)
    expect(progressShare(1, 4)).toBe(0.25)
    expect(progressShare(3, 0)).toBe(0)
  })

  it('counts days left on the member’s own calendar, today included', () => {
    expect(daysLeftOn('2026-05-13', '2026-05-06')).toBe(8)
    expect(daysLeftOn('2026-05-06', '2026-05-06')).toBe(1)
    expect(daysLeftOn('2026-05-05', '2026-05-06')).toBe(0)
    const challenge = { start_date: '2026-05-01', end_date: '2026-05-13' }
    expect(timingText({ ...challenge, status: 'active' }, '2026-05-06')).toBe('8 days left')
    expect(timingText({ ...challenge, status: 'active' }, '2026-05-13')).toBe('Last day')
    // The server's count for the viewer's zone wins over the device's.
    expect(timingText({ ...challenge, status: 'active' }, '2026-05-06', 7)).toBe('7 days left')
    expect(timingText({ ...challenge, status: 'upcoming' }, '2026-04-30')).toBe('Starts tomorrow')
    expect(timingText({ ...challenge, status: 'upcoming' }, '2026-04-28')).toBe('Starts in 3 days')
    expect(timingText({ ...challenge, status: 'finished' }, '2026-06-01')).toBe('Finished')
  })

  it('writes the local date and ordinals', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05')
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '101st', '111th'])
  })
})
