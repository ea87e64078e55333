import type { ChallengeStatus, ChallengeSummary } from '@/api/challenges/challengeTypes'

/** The list page's sections: what waits for my answer, then mine by when they run. */
export interface ChallengeSections {
  invitations: ChallengeSummary[]
  active: ChallengeSummary[]
  upcoming: ChallengeSummary[]
  finished: ChallengeSummary[]
}

/**
 * Waiting for my answer: invited, or open to me through a group, and not over. A decline made
 * offline stays here, marked, until the server has it; a join made offline moves to my challenges.
 */
function waitsForMe(challenge: ChallengeSummary): boolean {
  if (challenge.status === 'finished') return false
  return challenge.my_status === 'invited' || challenge.my_status === 'none' || (challenge.my_status === 'declined' && challenge.queued === true)
}

const byStart = (a: ChallengeSummary, b: ChallengeSummary) => a.start_date.localeCompare(b.start_date) || a.id - b.id
const byEnd = (a: ChallengeSummary, b: ChallengeSummary) => a.end_date.localeCompare(b.end_date) || a.id - b.id

/** Sorts a member's challenges into the page's sections: running ones ending soonest first, finished ones newest first. */
export function sortChallenges(list: readonly ChallengeSummary[]): ChallengeSections {
  const mine = (status: ChallengeStatus) => list.filter((challenge) => challenge.my_status === 'joined' && challenge.status === status)
  return {
    invitations: list.filter(waitsForMe).sort(byStart),
    active: mine('active').sort(byEnd),
    upcoming: mine('upcoming').sort(byStart),
    finished: mine('finished').sort((a, b) => byEnd(b, a)),
  }
}

export function hasAnyChallenge(sections: ChallengeSections): boolean {
  return Object.values(sections).some((list) => list.length > 0)
}
