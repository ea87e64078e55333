import { useEffect, useMemo } from 'react'
import type { Friend, FriendRequestsResponse } from '@/api/friends/friendTypes'
import { friendRequestsSource, friendsSource } from '@/offline/community/communitySources'
import { useRemoteData, type RemoteData } from '@/shared/remote/useRemoteData'
import { remoteData } from '@/shared/remote/remoteState'
import { countWaiting, setWaitingRequestCount } from '../common/waitingRequestCount'

export interface FriendsData {
  friends: RemoteData<Friend[]>
  requests: RemoteData<FriendRequestsResponse>
}

/**
 * The member's friends and requests, device copy first (so the page opens offline), read again
 * when the member returns to the tab or the network returns. The count of waiting requests goes
 * to the navigation's badge whenever the requests change here, so an accept shows there at once.
 */
export function useFriendsData(userId: number): FriendsData {
  const friendsDevice = useMemo(() => friendsSource(userId), [userId])
  const friends = useRemoteData({ key: `friends:${userId}`, load: friendsDevice.fetch, device: friendsDevice })
  const requests = useRemoteData({ key: `friend-requests:${userId}`, load: friendRequestsSource.fetch, device: friendRequestsSource })

  const shownRequests = remoteData(requests.state)
  useEffect(() => {
    if (shownRequests) setWaitingRequestCount(userId, countWaiting(shownRequests))
  }, [shownRequests, userId])

  return { friends, requests }
}
