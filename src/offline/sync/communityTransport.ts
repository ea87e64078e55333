import { trackChallenge } from '@/api/challenges/challengesApi'
import { respondToFriendRequest, sendFriendRequest } from '@/api/friends/friendsApi'
import { respondToGroupInvitation } from '@/api/groups/groupsApi'
import type { ChallengeTrackServer } from './kinds/challengeTrackWrite'
import type { FriendAnswerServer } from './kinds/friendAnswerWrite'
import type { FriendRequestServer } from './kinds/friendRequestWrite'
import type { GroupAnswerServer } from './kinds/groupAnswerWrite'

export type CommunityServer = FriendRequestServer & FriendAnswerServer & GroupAnswerServer & ChallengeTrackServer

/**
 * The community kinds' calls, on their own so the community pages can send a write at once
 * without loading the moves calls the rest of the sync transport needs.
 */
export const communityApiTransport: CommunityServer = {
  async sendFriendRequest(body) {
    await sendFriendRequest(body)
  },
  async respondToFriendRequest(requestId, action) {
    await respondToFriendRequest(requestId, { action })
  },
  async respondToGroupInvitation(invitationId, action) {
    await respondToGroupInvitation(invitationId, { action })
  },
  async trackChallenge(body) {
    await trackChallenge(body)
  },
}
