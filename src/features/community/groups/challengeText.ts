import type { ChallengeStatus, ChallengeSummary } from '@/api/challenges/challengeTypes'
import { lazyValue } from '@/lib/lazyValue'

/** "Watch 20 moves", "150 minutes of moves", "A 7-day streak": the goal in a few words. */
export function challengeGoalText(challenge: Pick<ChallengeSummary, 'kind' | 'goal' | 'body_area'>): string {
  switch (challenge.kind) {
    case 'count': {
      const moves = challenge.goal === 1 ? 'move' : 'moves'
      return challenge.body_area ? `Watch ${challenge.goal} ${challenge.body_area.toLowerCase()} ${moves}` : `Watch ${challenge.goal} ${moves}`
    }
    case 'minutes':
      return `${challenge.goal} ${challenge.goal === 1 ? 'minute' : 'minutes'} of moves`
    case 'streak':
      return `A ${challenge.goal}-day streak`
  }
}

export const CHALLENGE_STATUS_LABEL: Record<ChallengeStatus, string> = { upcoming: 'Upcoming', active: 'On now', finished: 'Finished' }

const calendarFormat = lazyValue(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }))

/**
 * A challenge's calendar dates (YYYY-MM-DD) as one range, "Mar 2 – 8, 2026". Read as UTC midnight
 * and shown in UTC, so no zone moves a date to the day before.
 */
export function challengeDatesText(start: string, end: string): string {
  const from = Date.parse(`${start}T00:00:00Z`)
  const to = Date.parse(`${end}T00:00:00Z`)
  if (Number.isNaN(from) || Number.isNaN(to)) return ''
  return calendarFormat().formatRange(from, Math.max(from, to))
}
