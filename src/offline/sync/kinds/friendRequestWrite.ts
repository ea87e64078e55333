import type { MemberCard, SendFriendRequestBody } from '@/api/friends/friendTypes'
import type { OfflineDb } from '@/offline/store/offlineSchema'
import { queuedWrites, queueWrite, removeWrite } from '../outbox'
import type { Queued, WriteKind } from '../writeKind'

/** Who a request goes to: a member found by search (their card, to show while it waits) or an exact email. */
export type FriendRequestTarget = { member: MemberCard } | { email: string }

/**
 * A friend request made on this device. `clientRef` is sent as `client_ref`, so a request whose
 * answer was lost and that is sent again is stored once.
 */
export interface FriendRequestOp {
  type: 'friend-request'
  clientRef: string
  target: FriendRequestTarget
  /** When the member sent it (epoch ms), shown as the request's date while it waits. */
  madeAt: number
}

export interface FriendRequestServer {
  sendFriendRequest(body: SendFriendRequestBody): Promise<void>
}

export function friendRequestBody(op: FriendRequestOp): SendFriendRequestBody {
  return 'member' in op.target ? { user_id: op.target.member.id, client_ref: op.clientRef } : { email: op.target.email, client_ref: op.clientRef }
}

const targetKey = (target: FriendRequestTarget) => ('member' in target ? `member:${target.member.id}` : `email:${target.email.trim().toLowerCase()}`)

/**
 * One request per member: sending again while the first waits keeps the first, with its
 * clientRef, since it may already be on the server with its answer lost.
 */
export const friendRequestWrite: WriteKind<FriendRequestOp, FriendRequestServer> = {
  type: 'friend-request',
  mergeKey: (write) => targetKey(write.target),
  merge: (earlier) => earlier,
  send: (write, server) => server.sendFriendRequest(friendRequestBody(write)),
}

export function newFriendRequestOp(target: FriendRequestTarget, madeAt: number = Date.now()): FriendRequestOp {
  return { type: 'friend-request', clientRef: crypto.randomUUID(), target, madeAt }
}

export async function queueFriendRequest(db: OfflineDb, op: FriendRequestOp): Promise<Queued<FriendRequestOp>> {
  const queued = await queueWrite(db, friendRequestWrite, op)
  // The merge always keeps one of the two.
  if (!queued) throw new Error('A friend request was not queued')
  return queued
}

export function queuedFriendRequests(db: OfflineDb): Promise<Queued<FriendRequestOp>[]> {
  return queuedWrites(db, friendRequestWrite)
}

/** Takes back a request that never left this device. Returns whether there was one. */
export async function unqueueFriendRequest(db: OfflineDb, seq: number): Promise<boolean> {
  const waiting = (await queuedFriendRequests(db)).some((write) => write.seq === seq)
  if (waiting) await removeWrite(db, friendRequestWrite, seq)
  return waiting
}
