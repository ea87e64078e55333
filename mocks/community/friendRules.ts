import type { FriendRequestAction, FriendRequestStatus } from '@/api/friends/friendTypes'
import type { FriendRequestRow } from '@mocks/db/contentSchemas'
import { db, nextId } from '@mocks/db/db'
import type { UserRow } from '@mocks/db/schemas'
import { HttpError } from '@mocks/http/httpErrors'
import { FRIEND_MESSAGES } from './communityMessages'
import { communityKeys, withCommunityLock } from './communityLocks'
import { hasBlocked, isBlockedEitherWay } from './visibility'

/*
 * Friend requests, friendships and blocks. A pair of members has at most one live row (pending or
 * accepted) in either direction; every change to a pair runs under that pair's lock, checked
 * afresh inside it, so parallel requests behave as if they came one after another.
 */

const LIVE: readonly FriendRequestStatus[] = ['pending', 'accepted']

const now = () => new Date().toISOString()

export function findRequest(id: number): FriendRequestRow | undefined {
  return db.friend_request.findFirst((q) => q.where((row) => row.id === id))
}

/** The pair's pending or accepted row, whoever sent it. */
export function livePairRow(a: number, b: number): FriendRequestRow | undefined {
  return db.friend_request.findFirst((q) =>
    q.where((row) => LIVE.includes(row.status) && ((row.user_id === a && row.friend_id === b) || (row.user_id === b && row.friend_id === a))),
  )
}

function findByClientRef(senderId: number, clientRef: string): FriendRequestRow | undefined {
  return db.friend_request.findFirst((q) => q.where((row) => row.user_id === senderId && row.client_ref === clientRef))
}

async function setStatus(id: number, status: FriendRequestStatus): Promise<FriendRequestRow> {
  const updated = await db.friend_request.update((q) => q.where((row) => row.id === id), {
    data(draft) {
      draft.status = status
      draft.updated_at = now()
    },
  })
  if (!updated) throw new HttpError(404, FRIEND_MESSAGES.requestNotFound)
  return updated
}

/**
 * Sends `sender`'s request to `receiver` (both already found). A replay of the same client_ref
 * answers the request it stored, whatever became of it since.
 */
export function sendFriendRequest(sender: UserRow, receiver: UserRow, clientRef: string): Promise<FriendRequestRow> {
  const keys = [communityKeys.pair(sender.id, receiver.id), communityKeys.clientRef('friend-request', sender.id, clientRef)]
  return withCommunityLock(keys, async () => {
    const replayed = findByClientRef(sender.id, clientRef)
    if (replayed) return replayed
    if (hasBlocked(db, sender.id, receiver.id)) throw new HttpError(403, FRIEND_MESSAGES.youBlocked)
    if (isBlockedEitherWay(db, sender.id, receiver.id)) throw new HttpError(403, FRIEND_MESSAGES.blocked)
    const live = livePairRow(sender.id, receiver.id)
    if (live?.status === 'accepted') throw new HttpError(409, FRIEND_MESSAGES.alreadyFriends(receiver.first_name))
    if (live && live.user_id === sender.id) throw new HttpError(409, FRIEND_MESSAGES.alreadyAsked(receiver.first_name))
    if (live) throw new HttpError(409, FRIEND_MESSAGES.theyAsked(receiver.first_name))
    const stamp = now()
    return db.friend_request.create({
      id: nextId('friend_request'),
      user_id: sender.id,
      friend_id: receiver.id,
      status: 'pending',
      client_ref: clientRef,
      created_at: stamp,
      updated_at: stamp,
    })
  })
}

const ANSWERED: Record<FriendRequestAction, FriendRequestStatus> = { accept: 'accepted', decline: 'declined', cancel: 'cancelled' }

/**
 * Accept or decline (the receiver), cancel (the sender). Giving the answer the request already
 * has is a harmless repeat (a retried or replayed call); any other change to an answered request
 * is a conflict. A member at neither end is told it does not exist.
 */
export function respondToFriendRequest(me: number, requestId: number, action: FriendRequestAction): Promise<FriendRequestRow> {
  const first = findRequest(requestId)
  if (!first || (first.user_id !== me && first.friend_id !== me)) return Promise.reject(new HttpError(404, FRIEND_MESSAGES.requestNotFound))
  return withCommunityLock([communityKeys.pair(first.user_id, first.friend_id)], async () => {
    const row = findRequest(requestId)
    if (!row) throw new HttpError(404, FRIEND_MESSAGES.requestNotFound)
    if (action === 'cancel' && row.user_id !== me) throw new HttpError(403, FRIEND_MESSAGES.onlySenderCancels)
    if (action !== 'cancel' && row.friend_id !== me) throw new HttpError(403, FRIEND_MESSAGES.onlyReceiverAnswers)
    const wanted = ANSWERED[action]
    if (row.status === wanted) return row
    if (row.status !== 'pending') throw new HttpError(409, FRIEND_MESSAGES.alreadyAnswered(row.status))
    if (wanted === 'accepted' && isBlockedEitherWay(db, row.user_id, row.friend_id)) throw new HttpError(403, FRIEND_MESSAGES.blocked)
    return setStatus(row.id, wanted)
  })
}

/** Ends a friendship for both. Already not friends: nothing to do (a retried remove is fine). */
export function removeFriend(me: number, other: number): Promise<void> {
  return withCommunityLock([communityKeys.pair(me, other)], async () => {
    const live = livePairRow(me, other)
    if (live?.status === 'accepted') await setStatus(live.id, 'removed')
  })
}

/**
 * `me` blocks `other`: the friendship ends ('removed'), a waiting request either way is cancelled,
 * and waiting group invitations between the two are cancelled. Blocking twice is one block.
 */
export function blockMember(me: number, other: number): Promise<void> {
  return withCommunityLock([communityKeys.pair(me, other)], async () => {
    const live = livePairRow(me, other)
    if (live) await setStatus(live.id, live.status === 'accepted' ? 'removed' : 'cancelled')
    const between = (row: { user_id: number; invited_by: number; status: string }) =>
      row.status === 'pending' && ((row.user_id === me && row.invited_by === other) || (row.user_id === other && row.invited_by === me))
    await db.group_invitation.updateMany((q) => q.where(between), {
      data(draft) {
        draft.status = 'cancelled'
        draft.updated_at = now()
      },
    })
    if (hasBlocked(db, me, other)) return
    await db.member_block.create({ id: nextId('member_block'), user_id: me, blocked_id: other, created_at: now() })
  })
}

/** Lifts `me`'s block of `other` (theirs of me, if any, stays). Not blocked: nothing to do. */
export function unblockMember(me: number, other: number): Promise<void> {
  return withCommunityLock([communityKeys.pair(me, other)], async () => {
    db.member_block.deleteMany((q) => q.where((row) => row.user_id === me && row.blocked_id === other))
  })
}
