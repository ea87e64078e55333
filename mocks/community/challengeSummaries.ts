import type {
  ChallengeDetails,
  ChallengeProgress,
  ChallengeStatus,
  ChallengeSummary,
  LeaderboardEntry,
} from '@/api/challenges/challengeTypes'
import type { MemberCard } from '@/api/friends/friendTypes'
import type { ChallengeRow } from '@mocks/db/challengeSchemas'
import type { Db } from '@mocks/db/collections'
import type { MoveRow, UserRow } from '@mocks/db/schemas'
import { placeOf, placesIn, participationStatus } from './challengeAccess'
import { challengeStatus, daysLeft } from './challengeCalendar'
import { progressOf, rankStandings, type ChallengeGoal, type Viewing } from './challengeProgress'
import { challengeRules } from './challengeRules'
import { canSeeActivity, isBlockedEitherWay, memberCard } from './visibility'

/*
 * Challenges as a member sees them (src/api/challenges/challengeTypes.ts), built from the stored
 * rows on every read: progress is computed here from move history, never stored. What a viewer
 * sees of another member follows that member's privacy (visibility.canSeeActivity): their full
 * card and last move, or their first name and score only.
 */

/** What a viewer is shown for a member whose account is gone. */
const FORMER_MEMBER = { first_name: 'Former member', last_name: '', photo: '' }
export const PRIVATE_MOVE_TITLE = 'A private move'
export const REMOVED_MOVE_TITLE = 'A removed move'

type ChallengeViewing = Viewing & { user_id: number }

/** One request's view of the data: moves and history are read once, however many challenges it shows. */
export interface ChallengeReader {
  db: Db
  viewerId: number
  now: number
  move(id: number): MoveRow | undefined
  user(id: number): UserRow | undefined
  historyOf(memberIds: Iterable<number>): Map<number, ChallengeViewing[]>
}

export function challengeReader(db: Db, viewerId: number, now: number = Date.now()): ChallengeReader {
  let moves: Map<number, MoveRow> | undefined
  let users: Map<number, UserRow> | undefined
  // A member's history is read once per request, however many challenges ask for it.
  const histories = new Map<number, ChallengeViewing[]>()
  const move = (id: number) => (moves ??= new Map(db.move.all().map((row) => [row.id, row]))).get(id)
  return {
    db,
    viewerId,
    now,
    move,
    user: (id) => (users ??= new Map(db.user.all().map((row) => [row.id, row]))).get(id),
    historyOf(memberIds) {
      const wanted = [...new Set(memberIds)]
      const missing = new Set(wanted.filter((id) => !histories.has(id)))
      if (missing.size > 0) {
        for (const id of missing) histories.set(id, [])
        for (const row of db.user_history.findMany((q) => q.where((candidate) => missing.has(candidate.user_id)))) {
          histories.get(row.user_id)!.push({ ...row, body_area: move(row.move_id)?.body_area ?? null })
        }
      }
      return new Map(wanted.map((id) => [id, histories.get(id)!]))
    },
  }
}

export function goalOf(challenge: ChallengeRow): ChallengeGoal {
  return {
    kind: challenge.kind,
    goal: challenge.goal,
    start_date: challenge.start_date,
    end_date: challenge.end_date,
    body_area: challenge.body_area,
    move_ids: challenge.move_ids,
  }
}

/** Whether the viewer sees only a member's first name and score. Never for oneself. */
function isRestricted(reader: ChallengeReader, memberId: number): boolean {
  return memberId !== reader.viewerId && !canSeeActivity(reader.db, reader.viewerId, memberId)
}

function cardOf(reader: ChallengeReader, memberId: number, restricted = isRestricted(reader, memberId)): MemberCard {
  const user = reader.user(memberId)
  return user ? memberCard(user, restricted) : { id: memberId, ...FORMER_MEMBER }
}

/** Hidden from each other entirely when either blocked the other (one's own entry always shows). */
function hiddenFromViewer(reader: ChallengeReader, memberId: number): boolean {
  return memberId !== reader.viewerId && isBlockedEitherWay(reader.db, reader.viewerId, memberId)
}

function joinedIds(reader: ChallengeReader, challenge: ChallengeRow): number[] {
  return placesIn(reader.db, challenge.id)
    .filter((place) => place.status === 'joined' && reader.user(place.user_id) !== undefined)
    .map((place) => place.user_id)
}

/** Everyone who joined, ranked (score, then who reached it first, then member id). */
function standingsOf(reader: ChallengeReader, challenge: ChallengeRow) {
  const goal = goalOf(challenge)
  const participants = joinedIds(reader, challenge)
  const history = reader.historyOf(participants)
  return rankStandings(
    participants.map((memberId) => {
      const progress = progressOf(goal, history.get(memberId) ?? [])
      return { member_id: memberId, score: progress.score, reached_at: progress.reached_at, completed: progress.completed, last: progress.last_counted }
    }),
  )
}
type Standings = ReturnType<typeof standingsOf>

export function toChallengeSummary(reader: ChallengeReader, challenge: ChallengeRow, standings?: Standings): ChallengeSummary {
  const place = placeOf(reader.db, challenge.id, reader.viewerId)
  let myProgress: ChallengeProgress | null = null
  let myRank: number | null = null
  const status = challengeStatus(challenge, reader.now)
  if (place?.status === 'joined') {
    // My place needs everyone's score; the list answers it for each challenge I am in.
    const mine = (standings ?? standingsOf(reader, challenge)).find((standing) => standing.member_id === reader.viewerId)
    if (mine) {
      myProgress = { score: mine.score, completed: mine.completed, reached_at: mine.reached_at }
      // Before the start everyone is level: a place would mean nothing.
      myRank = status === 'upcoming' ? null : mine.rank
    }
  }
  return {
    id: challenge.id,
    title: challenge.title,
    description: challenge.description,
    kind: challenge.kind,
    goal: challenge.goal,
    start_date: challenge.start_date,
    end_date: challenge.end_date,
    body_area: challenge.body_area,
    move_ids: [...challenge.move_ids],
    creator: cardOf(reader, challenge.creator_id),
    group_id: challenge.group_id,
    status,
    participant_count: joinedIds(reader, challenge).length,
    my_status: participationStatus(place),
    my_progress: myProgress,
    my_rank: myRank,
  }
}

const STATUS_ORDER: Record<ChallengeStatus, number> = { active: 0, upcoming: 1, finished: 2 }

/** Running first, then coming, then finished; the soonest to start first, the latest to finish first. */
function listOrder(reader: ChallengeReader) {
  return (a: ChallengeRow, b: ChallengeRow) => {
    const statusA = challengeStatus(a, reader.now)
    const byStatus = STATUS_ORDER[statusA] - STATUS_ORDER[challengeStatus(b, reader.now)]
    if (byStatus !== 0) return byStatus
    const byDate = statusA === 'finished' ? b.end_date.localeCompare(a.end_date) : a.start_date.localeCompare(b.start_date)
    return byDate || a.id - b.id
  }
}

export function toChallengeSummaries(reader: ChallengeReader, challenges: readonly ChallengeRow[]): ChallengeSummary[] {
  return [...challenges].sort(listOrder(reader)).map((challenge) => toChallengeSummary(reader, challenge))
}

/** The group page's challenges (group-details), for a viewer who belongs to the group. */
export function challengeSummariesForGroup(db: Db, groupId: number, viewerId: number): ChallengeSummary[] {
  const reader = challengeReader(db, viewerId)
  return toChallengeSummaries(reader, db.challenge.findMany((q) => q.where({ group_id: groupId })))
}

function lastActivity(reader: ChallengeReader, viewing: ChallengeViewing | null): LeaderboardEntry['last_activity'] {
  if (!viewing) return null
  const move = reader.move(viewing.move_id)
  // Someone's private move is theirs alone: its title does not travel with their progress.
  const title = !move ? REMOVED_MOVE_TITLE : move.status === 'published' || move.user_id === reader.viewerId ? move.title : PRIVATE_MOVE_TITLE
  return { move_title: title, watched_at: viewing.watched_at }
}

/**
 * The challenge page: the leaderboard of everyone who joined (ranked over all of them; a member
 * hidden by a block leaves a gap rather than moving the others up), the invited who have not
 * answered, days left on the viewer's calendar and the rules.
 */
export function toChallengeDetails(reader: ChallengeReader, challenge: ChallengeRow, viewerZone: string): ChallengeDetails {
  const standings = standingsOf(reader, challenge)
  const leaderboard = standings
    .filter((standing) => !hiddenFromViewer(reader, standing.member_id))
    .map((standing): LeaderboardEntry => {
      const restricted = isRestricted(reader, standing.member_id)
      return {
        rank: standing.rank,
        member: cardOf(reader, standing.member_id, restricted),
        score: standing.score,
        completed: standing.completed,
        reached_at: standing.reached_at,
        restricted,
        last_activity: restricted ? null : lastActivity(reader, standing.last),
      }
    })
  const notJoined = placesIn(reader.db, challenge.id)
    .filter((place) => place.status === 'invited' && reader.user(place.user_id) !== undefined && !hiddenFromViewer(reader, place.user_id))
    .sort((a, b) => a.id - b.id)
    .map((place) => cardOf(reader, place.user_id))
  return {
    challenge: toChallengeSummary(reader, challenge, standings),
    leaderboard,
    not_joined: notJoined,
    days_left: daysLeft(challenge, reader.now, viewerZone),
    rules: challengeRules(challenge),
  }
}
