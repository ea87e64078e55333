import { LATE_HISTORY_HOURS } from '@/api/challenges/challengeTypes'
import type { ChallengeRow } from '@mocks/db/challengeSchemas'

/**
 * The rules as every challenge page publishes them (details' `rules`), in the words a member
 * reads: the general ones first, then how this challenge's kind scores. They describe
 * challengeProgress.ts and challengeCalendar.ts; a rule changed there is changed here.
 */
export const GOAL_FROZEN_MESSAGE = "A challenge's goal cannot change once it has started."

export const GENERAL_RULES = [
  "A day is your own local day: each move counts on the date you watched it, in the time zone your device sent with it. Travel does not cost you a day or give you an extra one.",
  `Moves watched offline count at the time you watched them, as long as they reach MoveTime within ${LATE_HISTORY_HOURS} hours. Later than that, they stay in your history but do not count.`,
  'Moves watched from the first day count, even before you joined.',
  'Ties go to whoever reached the score first.',
  'The goal, kind and dates cannot change once the challenge has started. It starts when its first day begins anywhere on Earth and ends when its last day is over everywhere.',
  'Days left counts the challenge days still ahead in your time zone, today included.',
] as const

type ScoredChallenge = Pick<ChallengeRow, 'kind' | 'goal' | 'body_area' | 'move_ids'>

export function scoringRule(challenge: ScoredChallenge): string {
  switch (challenge.kind) {
    case 'count': {
      const limit =
        challenge.move_ids.length > 0
          ? ` Only the ${challenge.move_ids.length === 1 ? 'move' : `${challenge.move_ids.length} moves`} chosen for this challenge count.`
          : challenge.body_area !== null
            ? ` Only ${challenge.body_area} moves count.`
            : ''
      return `Your score is the number of moves you watched to the end; the goal is ${challenge.goal}.${limit}`
    }
    case 'minutes':
      return `Your score is the whole minutes of moves you watched, finished or not; the goal is ${challenge.goal}.`
    case 'streak':
      return `Your score is your longest run of days in a row with at least one move watched to the end; the goal is ${challenge.goal} days.`
  }
}

export function challengeRules(challenge: ScoredChallenge): string[] {
  return [scoringRule(challenge), ...GENERAL_RULES]
}
