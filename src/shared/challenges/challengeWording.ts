import type { ChallengeKind, ChallengeStatus, ChallengeSummary } from '@/api/challenges/challengeTypes'
import { daysBetween } from '@/lib/time/plainDates'

/*
 * How a challenge is said in words, the same on the challenge pages, a group's page and the
 * dashboard: "Watch 3 moves", "2 of 3 moves", "4 days left". Plain functions, no Intl on import,
 * so the dashboard's small challenges card can use them without weight.
 */

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** What each kind asks, with N for the goal: the create form's explanation of the three kinds. */
export const KIND_EXPLANATION: Record<ChallengeKind, string> = {
  count: 'Watch N moves',
  minutes: 'N minutes of moves',
  streak: 'A move on N days in a row',
}

/** The kind's short name, for a chip on a card. */
export const KIND_NAME: Record<ChallengeKind, string> = { count: 'Moves', minutes: 'Minutes', streak: 'Streak' }

type Goal = Pick<ChallengeSummary, 'kind' | 'goal' | 'body_area'> & Partial<Pick<ChallengeSummary, 'move_ids'>>

/** The goal as a sentence: "Watch 3 core moves", "30 minutes of moves", "A move on 5 days in a row". */
export function goalText({ kind, goal, body_area: bodyArea, move_ids: moveIds = [] }: Goal): string {
  switch (kind) {
    case 'count': {
      const moves = `${goal} ${bodyArea ? `${bodyArea.toLowerCase()} ` : ''}${goal === 1 ? 'move' : 'moves'}`
      const chosen = moveIds.length > 0 ? ` from ${plural(moveIds.length, 'chosen move', 'chosen moves')}` : ''
      return `Watch ${moves}${chosen}`
    }
    case 'minutes':
      return `${plural(goal, 'minute', 'minutes')} of moves`
    case 'streak':
      return goal === 1 ? 'A move on 1 day' : `A move on ${goal} days in a row`
  }
}

/** A score in the kind's unit: "2 moves", "12 minutes", "3 days". */
export function scoreText(kind: ChallengeKind, score: number): string {
  switch (kind) {
    case 'count':
      return plural(score, 'move', 'moves')
    case 'minutes':
      return plural(score, 'minute', 'minutes')
    case 'streak':
      return plural(score, 'day', 'days')
  }
}

/**
 * Progress against the goal, as a screen reader and a caption say it: "2 of 3 moves", "3 of 5 days
 * in a row"; past the goal, "6 moves, goal 5".
 */
export function progressText(kind: ChallengeKind, score: number, goal: number): string {
  if (score > goal) return `${scoreText(kind, score)}, goal ${goal}`
  switch (kind) {
    case 'count':
      return `${score} of ${plural(goal, 'move', 'moves')}`
    case 'minutes':
      return `${score} of ${plural(goal, 'minute', 'minutes')}`
    case 'streak':
      return goal === 1 ? `${score} of 1 day` : `${score} of ${goal} days in a row`
  }
}

/** How far along, 0 to 1, for a bar or a ring (a score past the goal fills it). */
export function progressShare(score: number, goal: number): number {
  if (goal <= 0) return 0
  return Math.min(1, Math.max(0, score / goal))
}

/** Today on the member's own calendar, as YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** Whole days left including today, from the member's own calendar: 1 on the last day, 0 once over. */
export function daysLeftOn(endDate: string, today: string): number {
  return Math.max(0, daysBetween(today, endDate) + 1)
}

/**
 * When it runs, in words: "Starts tomorrow", "Starts in 3 days", "4 days left", "Last day",
 * "Finished". `daysLeft` is the server's count for the viewer's zone when known.
 */
export function timingText(challenge: Pick<ChallengeSummary, 'status' | 'start_date' | 'end_date'>, today: string, daysLeft?: number): string {
  const status: ChallengeStatus = challenge.status
  if (status === 'finished') return 'Finished'
  if (status === 'upcoming') {
    const until = daysBetween(today, challenge.start_date)
    if (until <= 0) return 'Starts today'
    return until === 1 ? 'Starts tomorrow' : `Starts in ${until} days`
  }
  const left = daysLeft ?? daysLeftOn(challenge.end_date, today)
  if (left <= 1) return 'Last day'
  return `${left} days left`
}

/** "1 taking part", "4 taking part". */
export function participantsText(count: number): string {
  return count === 1 ? '1 taking part' : `${count} taking part`
}

/** "1st", "2nd", "3rd", "11th", "22nd". */
export function ordinal(rank: number): string {
  const tens = rank % 100
  if (tens >= 11 && tens <= 13) return `${rank}th`
  const suffix = ['th', 'st', 'nd', 'rd'][rank % 10] ?? 'th'
  return `${rank}${suffix}`
}
