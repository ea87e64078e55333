import type { FriendRequestsResponse } from '@/api/friends/friendTypes'
import { friendRequestsSource } from '@/offline/community/communitySources'
import { offlineSession } from '@/offline/session/offlineSession'
import { setWaitingRequestCount } from './waitingRequestCount'

/** Requests the member still has to answer. */
export function countWaiting(requests: Pick<FriendRequestsResponse, 'incoming'>): number {
  return requests.incoming.filter((request) => request.status === 'pending').length
}

/**
 * Loaded with a dynamic import after the shell draws (it brings the API client): reads the
 * waiting requests as the friends page does (answers still in the outbox applied) and publishes
 * their count. Offline, the copy saved on the device answers; with neither, the badge keeps what
 * it showed.
 */
export async function loadWaitingRequestCount(userId: number, signal: AbortSignal): Promise<void> {
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
  if (requests && !signal.aborted) setWaitingRequestCount(userId, countWaiting(requests))
}
