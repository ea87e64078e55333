import { SUBSCRIPTION_GONE, SUBSCRIPTION_IDLE_SECONDS } from '@/api/spaces/spaceTypes'
import { HttpError } from '@mocks/http/httpErrors'
import { SPACE_MESSAGES as M } from './spaceMessages'
import { nowMs, readPointerOf } from './spaceStore'

/*
 * Channel subscriptions: which browser (its polling tab) follows which spaces, when it last polled,
 * and the poll it holds open. In this process's memory, not in the database: a subscription is a
 * live connection to this home (a held poll is a pending HTTP answer), it cannot outlive the
 * process, and a client whose subscription is gone hears 410 SUBSCRIPTION_GONE and subscribes
 * again. Nothing is lost with it, because delivery is by the client's cursors, never by a queue
 * kept here. (In the browser home each tab keeps its own; the polling tab's is the one in use.)
 */

/** A poll waiting for something to send. */
export interface HeldPoll {
  /** Something may have arrived: check and answer if so. */
  wake(): void
  /** Answer at once, empty, with `closed` (replaced by a newer poll, unsubscribed). */
  close(): void
}

export interface Subscription {
  id: string
  userId: number
  roomIds: number[]
  /** The mock clock when it was last polled (or made); a held poll keeps it alive. */
  lastActive: number
  /** The read pointer this subscription last told its client, per room: a move beyond it is a `read` event. */
  knownRead: Map<number, number>
  held: HeldPoll | null
}

const subscriptions = new Map<string, Subscription>()
const IDLE_MS = SUBSCRIPTION_IDLE_SECONDS * 1000

const isIdle = (subscription: Subscription, now: number) => subscription.held === null && now - subscription.lastActive > IDLE_MS

function end(subscription: Subscription): void {
  subscriptions.delete(subscription.id)
  subscription.held?.close()
}

/** Drops subscriptions nobody polled for too long (on each subscribe: no timers to keep). */
function sweepIdle(now: number): void {
  for (const subscription of subscriptions.values()) if (isIdle(subscription, now)) end(subscription)
}

export function subscribe(userId: number, roomIds: readonly number[], existingId?: string): Subscription {
  const now = nowMs()
  sweepIdle(now)
  const known = new Map(roomIds.map((roomId) => [roomId, readPointerOf(roomId, userId)]))
  const existing = existingId ? subscriptions.get(existingId) : undefined
  if (existing && existing.userId === userId) {
    // A changed set of spaces: the poll held for the old set ends; the client polls the new one.
    existing.held?.close()
    existing.roomIds = [...roomIds]
    existing.knownRead = new Map([...known].map(([roomId, read]) => [roomId, existing.knownRead.get(roomId) ?? read]))
    existing.lastActive = now
    return existing
  }
  const subscription: Subscription = { id: crypto.randomUUID(), userId, roomIds: [...roomIds], lastActive: now, knownRead: known, held: null }
  subscriptions.set(subscription.id, subscription)
  return subscription
}

const gone = () => new HttpError(410, M.subscriptionGone, undefined, { code: SUBSCRIPTION_GONE })

/** The caller's live subscription; 410 SUBSCRIPTION_GONE when unknown, someone else's or idle. */
export function requireSubscription(id: string, userId: number): Subscription {
  const subscription = subscriptions.get(id)
  if (!subscription || subscription.userId !== userId) throw gone()
  if (isIdle(subscription, nowMs())) {
    end(subscription)
    throw gone()
  }
  return subscription
}

/** Ends the caller's subscription and answers its held poll; an unknown one is already ended. */
export function unsubscribe(id: string, userId: number): void {
  const subscription = subscriptions.get(id)
  if (subscription && subscription.userId === userId) end(subscription)
}

/** Wakes the held polls that follow one of `roomIds`. */
export function wakeRooms(roomIds: ReadonlySet<number>): void {
  for (const subscription of subscriptions.values()) {
    if (subscription.held && subscription.roomIds.some((roomId) => roomIds.has(roomId))) subscription.held.wake()
  }
}

/** Wakes every held poll of a member (their read pointer moved). */
export function wakeMember(userId: number): void {
  for (const subscription of subscriptions.values()) if (subscription.userId === userId) subscription.held?.wake()
}

/** Wakes every held poll (the data was replaced: another tab's write arrived, or a reset). */
export function wakeAll(): void {
  for (const subscription of subscriptions.values()) subscription.held?.wake()
}

/** How many polls are held open now (the load note's count, and tests). */
export function heldPollCount(): number {
  return [...subscriptions.values()].filter((subscription) => subscription.held !== null).length
}
