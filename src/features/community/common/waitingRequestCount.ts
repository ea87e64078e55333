import { useSyncExternalStore } from 'react'
import type { FriendRequestsResponse } from '@/api/friends/friendTypes'

/*
 * How many friend requests wait for the signed-in member, shared by the navigation's badge and the
 * community pages. The member shell never imports it statically (the bundle budget): it subscribes
 * through loadWaitingRequestCount.ts, loaded after the first draw, which also reads the count from
 * the server. A page that already has the requests (the friends page) publishes its own count here,
 * so the badge follows an accept at once.
 */

interface Known {
  userId: number
  count: number
}

let known: Known | null = null
let published = 0
const listeners = new Set<() => void>()

/** Hears every change of the count, whoever it is for. */
export function subscribeWaitingRequestCount(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** This member's count, or null while it is not known. */
export function waitingRequestCountOf(userId: number): number | null {
  return known?.userId === userId ? known.count : null
}

/** Requests the member still has to answer. Here, not with the loader, so the friends page need not load the loader. */
export function countWaiting(requests: Pick<FriendRequestsResponse, 'incoming'>): number {
  return requests.incoming.filter((request) => request.status === 'pending').length
}

/**
 * How many times a count was published, changed or not: compared before and after a read that
 * takes a while, since a page that published meanwhile (an accept) knows better than the read.
 */
export function waitingRequestPublications(): number {
  return published
}

/** Publishes the member's count of waiting requests (a page that read them, or the shell's loader). */
export function setWaitingRequestCount(userId: number, count: number): void {
  published += 1
  if (known?.userId === userId && known.count === count) return
  known = { userId, count }
  for (const listener of listeners) listener()
}

/** Forgets the count (tests, sign-out). */
export function clearWaitingRequestCount(): void {
  published += 1
  if (known === null) return
  known = null
  for (const listener of listeners) listener()
}

/** The count for this member, or null while it is not known (the badge then shows nothing). */
export function useWaitingRequestCount(userId: number | null): number | null {
  const snapshot = useSyncExternalStore(
    subscribeWaitingRequestCount,
    () => known,
    () => null,
  )
  return userId !== null && snapshot?.userId === userId ? snapshot.count : null
}

/** "2 waiting requests", read after a link's own name. */
export function waitingRequestsText(count: number): string {
  return count === 1 ? '1 waiting request' : `${count} waiting requests`
}
