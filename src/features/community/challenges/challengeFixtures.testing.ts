import type { ChallengeDetails, ChallengeSummary, LeaderboardEntry } from '@/api/challenges/challengeTypes'
import type { Friend, MemberCard } from '@/api/friends/friendTypes'
import type { GroupsResponse } from '@/api/groups/groupTypes'
import { challengeRules } from '@mocks/community/challengeRules'

/*
 * Story- and test-only: challenges as the server describes them, on a fixed calendar (today is
 * FIXTURE_TODAY), so every story draws the same days left.
 */

export const FIXTURE_TODAY = '2026-05-06'
export const FIXTURE_NOW = Date.parse('2026-05-06T15:30:00Z')

const member = (id: number, first_name: string, last_name: string, photo = ''): MemberCard => ({ id, first_name, last_name, photo })

export const maya = member(1, 'Maya', 'Thompson')
export const jordan = member(3, 'Jordan', 'Lee')
export const tom = member(5, 'Tom', 'Becker')
export const sofia = member(8, 'Sofia', 'Marquez')
export const daniel = member(9, 'Daniel', 'Okafor')
export const hannah = member(10, 'Hannah', '')

const base: Omit<ChallengeSummary, 'id' | 'title' | 'kind' | 'goal' | 'start_date' | 'end_date' | 'status' | 'my_status' | 'my_progress'> = {
  description: '',
  body_area: null,
  move_ids: [],
  creator: maya,
  group_id: null,
  participant_count: 4,
}

export const runningChallenge: ChallengeSummary = {
  ...base,
  id: 1,
  title: 'Ten moves in two weeks',
  description: 'Any ten moves, watched to the end, before the weekend after next.',
  kind: 'count',
  goal: 10,
  start_date: '2026-04-30',
  end_date: '2026-05-13',
  group_id: 1,
  status: 'active',
  my_status: 'joined',
  my_progress: { score: 8, completed: false, reached_at: '2026-05-05T18:00:00Z' },
  my_rank: 2,
}

export const invitation: ChallengeSummary = {
  ...base,
  id: 2,
  title: 'Plank every day',
  description: 'One move a day, five days in a row. Planks encouraged.',
  kind: 'streak',
  goal: 5,
  start_date: '2026-05-03',
  end_date: '2026-05-09',
  creator: jordan,
  group_id: 2,
  participant_count: 2,
  status: 'active',
  my_status: 'invited',
  my_progress: null,
}

export const upcomingChallenge: ChallengeSummary = {
  ...base,
  id: 4,
  title: 'An hour of mobility',
  kind: 'minutes',
  goal: 60,
  start_date: '2026-05-09',
  end_date: '2026-05-22',
  creator: sofia,
  participant_count: 2,
  status: 'upcoming',
  my_status: 'joined',
  my_progress: { score: 0, completed: false, reached_at: null },
}

export const finishedChallenge: ChallengeSummary = {
  ...base,
  id: 3,
  title: 'Five moves in a week',
  kind: 'count',
  goal: 5,
  start_date: '2026-04-23',
  end_date: '2026-04-29',
  creator: sofia,
  status: 'finished',
  my_status: 'joined',
  my_progress: { score: 6, completed: true, reached_at: '2026-04-27T09:00:00Z' },
}

export const coreChallenge: ChallengeSummary = {
  ...base,
  id: 5,
  title: 'A very long challenge title that has to wrap on a narrow phone without pushing anything sideways',
  kind: 'count',
  goal: 20,
  body_area: 'Core',
  start_date: '2026-05-01',
  end_date: '2026-05-06',
  participant_count: 12,
  status: 'active',
  my_status: 'joined',
  my_progress: { score: 20, completed: true, reached_at: '2026-05-05T08:00:00Z' },
}

export const queuedJoin: ChallengeSummary = { ...invitation, id: 6, title: 'Squat September', my_status: 'joined', queued: true }
export const queuedDecline: ChallengeSummary = { ...invitation, id: 7, title: 'Lunge league', kind: 'minutes', goal: 90, my_status: 'declined', queued: true }
export const groupOpen: ChallengeSummary = { ...invitation, id: 8, title: 'Core Crew’s week', kind: 'count', goal: 7, my_status: 'none' }

export const challengesFull: ChallengeSummary[] = [runningChallenge, coreChallenge, invitation, groupOpen, upcomingChallenge, finishedChallenge]
export const challengesWithQueued: ChallengeSummary[] = [runningChallenge, queuedJoin, queuedDecline, invitation]

const entry = (rank: number, who: MemberCard, score: number, goal: number, extra: Partial<LeaderboardEntry> = {}): LeaderboardEntry => ({
  rank,
  member: who,
  score,
  completed: score >= goal,
  reached_at: '2026-05-05T10:00:00Z',
  restricted: false,
  last_activity: { move_title: 'Plank', watched_at: '2026-05-05T10:00:00Z' },
  ...extra,
})

export const runningDetails: ChallengeDetails = {
  challenge: { ...runningChallenge, participant_count: 5 },
  leaderboard: [
    entry(1, jordan, 10, 10, { last_activity: { move_title: 'Walking Lunge', watched_at: '2026-05-05T16:00:00Z' } }),
    entry(2, maya, 8, 10),
    entry(3, sofia, 5, 10, { last_activity: { move_title: 'Glute Bridge', watched_at: '2026-05-05T19:00:00Z' } }),
    entry(4, hannah, 4, 10, { restricted: true, last_activity: null }),
    entry(5, daniel, 3, 10, { last_activity: null }),
  ],
  not_joined: [tom, member(12, 'Claire', 'Dubois')],
  days_left: 8,
  rules: challengeRules(runningChallenge),
}

export const finishedDetails: ChallengeDetails = {
  challenge: finishedChallenge,
  leaderboard: [entry(1, hannah, 7, 5, { restricted: true, last_activity: null }), entry(2, maya, 6, 5), entry(3, sofia, 6, 5), entry(4, daniel, 3, 5)],
  not_joined: [],
  days_left: 0,
  rules: challengeRules(finishedChallenge),
}

export const invitedDetails: ChallengeDetails = {
  challenge: invitation,
  leaderboard: [entry(1, jordan, 3, 5), entry(2, tom, 2, 5, { last_activity: null, restricted: false })],
  not_joined: [maya],
  days_left: 4,
  rules: challengeRules(invitation),
}

export const upcomingDetails: ChallengeDetails = {
  challenge: upcomingChallenge,
  leaderboard: [entry(1, sofia, 0, 60, { last_activity: null }), entry(2, maya, 0, 60, { last_activity: null })],
  not_joined: [daniel],
  days_left: 17,
  rules: challengeRules(upcomingChallenge),
}

const FIRST = ['Ava', 'Ben', 'Chloe', 'Dev', 'Elif', 'Farid', 'Grace', 'Hugo', 'Ines', 'Jonas', 'Kira', 'Luca', 'Mina', 'Noah', 'Olga', 'Pavel', 'Quinn', 'Rosa', 'Sami', 'Tara']
const LAST = ['Adams', 'Brown', 'Costa', 'Dubois', 'Evans', 'Fischer', 'Garcia', 'Hansen', 'Ito', 'Jensen', 'Kowalski', 'Lopez', 'Müller', 'Nakamura', 'Olsen']

/** A challenge with `count` participants (the large-data switch's 500): scores falling with rank, every seventh private, me at 42nd. */
export function crowdDetails(count = 500): ChallengeDetails {
  const goal = 100
  const leaderboard = Array.from({ length: count }, (_, index): LeaderboardEntry => {
    const rank = index + 1
    const who = rank === 42 ? maya : member(1000 + rank, FIRST[index % FIRST.length] ?? 'Alex', LAST[(index * 7) % LAST.length] ?? 'Smith')
    const restricted = rank % 7 === 0 && rank !== 42
    const score = Math.max(0, 140 - Math.floor(index * 0.28))
    return entry(rank, restricted ? { ...who, last_name: '' } : who, score, goal, {
      restricted,
      last_activity: restricted ? null : { move_title: rank % 3 === 0 ? 'Bodyweight Squat' : 'Plank', watched_at: '2026-05-05T10:00:00Z' },
    })
  })
  const mine = leaderboard[41]
  return {
    challenge: {
      ...runningChallenge,
      id: 900,
      title: 'The spring 100',
      kind: 'count',
      goal,
      participant_count: count,
      my_progress: mine ? { score: mine.score, completed: mine.completed, reached_at: mine.reached_at } : null,
    },
    leaderboard,
    not_joined: [],
    days_left: 8,
    rules: challengeRules({ kind: 'count', goal, body_area: null, move_ids: [] }),
  }
}

export const friends: Friend[] = [jordan, tom, sofia, daniel, member(11, 'Amir', 'Haddad'), member(12, 'Claire', 'Dubois')].map((who) => ({ member: who, since: '2026-04-01T10:00:00Z' }))

export const manyFriends: Friend[] = Array.from({ length: 24 }, (_, index) => ({
  member: member(2000 + index, FIRST[index % FIRST.length] ?? 'Alex', LAST[index % LAST.length] ?? 'Smith'),
  since: '2026-04-01T10:00:00Z',
}))

export const myGroups: GroupsResponse = {
  error: false,
  groups: [
    { id: 1, name: 'Morning Movers', description: '', cover_url: '', owner: maya, member_count: 4, my_role: 'owner', created_at: '2026-03-01T10:00:00Z' },
    { id: 2, name: 'Core Crew', description: '', cover_url: '', owner: jordan, member_count: 3, my_role: 'member', created_at: '2026-03-05T10:00:00Z' },
  ],
  invitations: [],
}
