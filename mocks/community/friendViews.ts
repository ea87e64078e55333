import type {
  Friend,
  FriendRequest,
  FriendRequestsResponse,
  MemberRelation,
  MemberSearchResult,
} from '@/api/friends/friendTypes'
import { MEMBER_SEARCH_LIMIT } from '@/api/friends/friendTypes'
import type { FriendRequestRow } from '@mocks/db/contentSchemas'
import { db } from '@mocks/db/db'
import type { UserRow } from '@mocks/db/schemas'
import { livePairRow } from './friendRules'
import { cardFor, hasBlocked } from './visibility'

/** What the friends calls answer, built from the rows for one viewer. */

function userById(id: number): UserRow | undefined {
  return db.user.findFirst((q) => q.where((row) => row.id === id))
}

/** A row whose other end no longer exists (an account deleted by an admin) is left out. */
export function toFriendRequest(row: FriendRequestRow, viewerId: number): FriendRequest | null {
  const from = userById(row.user_id)
  const to = userById(row.friend_id)
  if (!from || !to) return null
  return { id: row.id, from: cardFor(db, viewerId, from), to: cardFor(db, viewerId, to), status: row.status, created_at: row.created_at ?? '' }
}

const newestFirst = (a: { created_at?: string | undefined; id: number }, b: { created_at?: string | undefined; id: number }) =>
  (b.created_at ?? '').localeCompare(a.created_at ?? '') || b.id - a.id

const byName = (a: UserRow, b: UserRow) => a.first_name.localeCompare(b.first_name) || a.last_name.localeCompare(b.last_name) || a.id - b.id

export function friendsOf(userId: number): Friend[] {
  const rows = db.friend_request.findMany((q) => q.where((row) => row.status === 'accepted' && (row.user_id === userId || row.friend_id === userId)))
  const friends: Array<{ user: UserRow; since: string }> = []
  for (const row of rows) {
    const user = userById(row.user_id === userId ? row.friend_id : row.user_id)
    if (user) friends.push({ user, since: row.updated_at ?? row.created_at ?? '' })
  }
  return friends.sort((a, b) => byName(a.user, b.user)).map(({ user, since }) => ({ member: cardFor(db, userId, user), since }))
}

export function requestsOf(userId: number): Omit<FriendRequestsResponse, 'error'> {
  const pending = db.friend_request.findMany((q) => q.where((row) => row.status === 'pending' && (row.user_id === userId || row.friend_id === userId)))
  const list = (rows: FriendRequestRow[]) =>
    rows
      .sort(newestFirst)
      .map((row) => toFriendRequest(row, userId))
      .filter((request): request is FriendRequest => request !== null)
  const blocked = db.member_block
    .findMany((q) => q.where((row) => row.user_id === userId))
    .map((row) => userById(row.blocked_id))
    .filter((user): user is UserRow => user !== undefined)
    .sort(byName)
    // Shown like anywhere else: blocking someone is no way to read more of them than a search would.
    .map((user) => cardFor(db, userId, user))
  return {
    incoming: list(pending.filter((row) => row.friend_id === userId)),
    outgoing: list(pending.filter((row) => row.user_id === userId)),
    blocked,
  }
}

function relationOf(viewerId: number, other: number): Pick<MemberSearchResult, 'relation' | 'request_id'> {
  if (hasBlocked(db, viewerId, other)) return { relation: 'blocked', request_id: null }
  const live = livePairRow(viewerId, other)
  if (!live) return { relation: 'none', request_id: null }
  if (live.status === 'accepted') return { relation: 'friend', request_id: null }
  const relation: MemberRelation = live.user_id === viewerId ? 'request_sent' : 'request_received'
  return { relation, request_id: live.id }
}

/**
 * Finding members: a whole email address matches that one member; otherwise the text is the
 * start of a first name, a last name or the full name (case-insensitive). Members only, never
 * the searcher, never someone who blocked the searcher; at most MEMBER_SEARCH_LIMIT.
 */
export function searchMembers(viewerId: number, query: string): MemberSearchResult[] {
  const wanted = query.trim().toLowerCase()
  const matches = wanted.includes('@')
    ? (user: UserRow) => user.email.toLowerCase() === wanted
    : (user: UserRow) =>
        user.first_name.toLowerCase().startsWith(wanted) ||
        user.last_name.toLowerCase().startsWith(wanted) ||
        `${user.first_name} ${user.last_name}`.toLowerCase().startsWith(wanted)
  return db.user
    .findMany((q) => q.where((user) => user.role === 'user' && user.id !== viewerId && matches(user) && !hasBlocked(db, user.id, viewerId)))
    .sort(byName)
    .slice(0, MEMBER_SEARCH_LIMIT)
    .map((user) => ({ member: cardFor(db, viewerId, user), ...relationOf(viewerId, user.id) }))
}
