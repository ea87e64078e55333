import type { FriendRequestsResponse } from '@/api/friends/friendTypes'
import { friendRequestsSource } from '@/offline/community/communitySources'
import { offlineSession } from '@/offline/session/offlineSession'
import {
  countWaiting,
  setWaitingRequestCount,
  subscribeWaitingRequestCount,
  waitingRequestCountOf,
  waitingRequestPublications,
  waitingRequestsText,
} from './waitingRequestCount'

/**
 * Loaded with a dynamic import after the shell draws (it brings the API client): reads the
 * waiting requests as the friends page does (answers still in the outbox applied) and publishes
 * their count. Offline, the copy saved on the device answers; with neither, the badge keeps what
 * it showed. A count published while this read was under way (the friends page, after an accept)
 * is newer than what this read brings, and stays.
 */
export async function loadWaitingRequestCount(userId: number, signal: AbortSignal): Promise<void> {
  const startedAt = waitingRequestPublications()
  const db = await offlineSession()
    ?.then((session) => session.db)
    .catch(() => null)
  let requests: FriendRequestsResponse | undefined
  try {
    const fresh = await friendRequestsSource.fetch(signal)
    requests = db ? await friendRequestsSource.save(db, fresh) : fresh
  } catch {
    requests = db ? await friendRequestsSource.read(db).catch(() => undefined) : undefined
  }
  if (requests && !signal.aborted && waitingRequestPublications() === startedAt) setWaitingRequestCount(userId, countWaiting(requests))
}

/** What the navigation shows: the count and its words, or null while unknown or zero. */
export interface WaitingBadge {
  count: number
  description: string
}

/**
 * The navigation's badge for this member, run by the shell after its dynamic import: reads the
 * count now, again when the member returns to the tab or the network returns, and calls `show`
 * whenever it changes (the friends page publishing an accept, say). Everything but the call lives
 * here, out of the shell's first download. Returns the way to stop.
 */
export function runWaitingRequestBadge(userId: number, show: (badge: WaitingBadge | null) => void): () => void {
  // One read at a time: a newer read makes the one under way old news.
  let reading: AbortController | null = null
  const read = () => {
    reading?.abort()
    reading = new AbortController()
    void loadWaitingRequestCount(userId, reading.signal).catch(() => undefined)
  }
  const onVisible = () => document.visibilityState === 'visible' && read()
  const emit = () => {
    const count = waitingRequestCountOf(userId)
    show(count ? { count, description: waitingRequestsText(count) } : null)
  }
  emit()
  const unsubscribe = subscribeWaitingRequestCount(emit)
  document.addEventListener('visibilitychange', onVisible)
  window.addEventListener('online', read)
  read()
  return () => {
    reading?.abort()
    unsubscribe()
    document.removeEventListener('visibilitychange', onVisible)
    window.removeEventListener('online', read)
  }
}
