import { useSyncExternalStore } from 'react'

/*
 * How many friend requests wait for the signed-in member, shared by the navigation's badge and the
 * community pages. Deliberately tiny and free of API imports: the member shell imports it, and the
 * shell must stay within the bundle budget. The count is read from the server by
 * loadWaitingRequestCount.ts, loaded after the first draw; a page that already has the requests
 * (the friends page) publishes its own count here, so the badge follows an accept at once.
 */

interface Known {
  userId: number
  count: number
}

let known: Known | null = null
const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Publishes the member's count of waiting requests (a page that read them, or the shell's loader). */
export function setWaitingRequestCount(userId: number, count: number): void {
  if (known?.userId === userId && known.count === count) return
  known = { userId, count }
  for (const listener of listeners) listener()
}

/** Forgets the count (tests, sign-out). */
export function clearWaitingRequestCount(): void {
  if (known === null) return
  known = null
  for (const listener of listeners) listener()
}

/** The count for this member, or null while it is not known (the badge then shows nothing). */
export function useWaitingRequestCount(userId: number | null): number | null {
  const snapshot = useSyncExternalStore(
    subscribe,
    () => known,
    () => null,
  )
  return userId !== null && snapshot?.userId === userId ? snapshot.count : null
}

/** "2 waiting requests", read after a link's own name. */
export function waitingRequestsText(count: number): string {
  return count === 1 ? '1 waiting request' : `${count} waiting requests`
}
