import { HttpResponse, http } from 'msw'
import { z } from 'zod'
import {
  COMMUNITY_PRIVACY,
  FRIEND_REQUEST_ACTIONS,
  MEMBER_SEARCH_MIN_LENGTH,
  type CommunityPrivacyResponse,
  type FriendRequestResponse,
  type FriendRequestsResponse,
  type FriendsResponse,
  type MemberSearchResponse,
  type OkResponse,
} from '@/api/friends/friendTypes'
import { FRIEND_MESSAGES } from '@mocks/community/communityMessages'
import { clientRefField, emailField, exactlyOneTarget, pathId, readBody, userIdField } from '@mocks/community/communityInput'
import { blockMember, removeFriend, respondToFriendRequest, sendFriendRequest, unblockMember } from '@mocks/community/friendRules'
import { friendsOf, requestsOf, searchMembers, toFriendRequest } from '@mocks/community/friendViews'
import { db } from '@mocks/db/db'
import type { UserRow } from '@mocks/db/schemas'
import { findUser, findUserByEmail, requireRole } from '@mocks/http/guard'
import { handle } from '@mocks/http/handle'
import { HttpError } from '@mocks/http/httpErrors'

/*
 * The friends family (src/api/friends; docs/product.md §7 and our extensions): friends, requests,
 * blocks, finding members and the privacy setting. Members only. The rules are in
 * mocks/community (friendRules.ts, visibility.ts); this file reads input and shapes answers.
 */

const sendSchema = z
  .object({ user_id: userIdField.optional(), email: emailField.optional(), client_ref: clientRefField })
  .superRefine(exactlyOneTarget(FRIEND_MESSAGES.oneTarget))
const respondSchema = z.object({ action: z.enum(FRIEND_REQUEST_ACTIONS, FRIEND_MESSAGES.action) })
const blockSchema = z.object({ user_id: userIdField })
const privacySchema = z.object({ privacy: z.enum(COMMUNITY_PRIVACY, FRIEND_MESSAGES.privacy) })

const SEARCH_MAX = 254

const member = (request: Request) => requireRole(request, 'user')

/** Another member by id: an unknown id, or an account that is not a member, is not found. */
function otherMember(id: number): UserRow {
  const user = findUser(id)
  if (!user || user.role !== 'user') throw new HttpError(404, FRIEND_MESSAGES.memberNotFound)
  return user
}

function requestAnswer(row: Parameters<typeof toFriendRequest>[0], viewerId: number): Response {
  const model = toFriendRequest(row, viewerId)
  if (!model) throw new HttpError(404, FRIEND_MESSAGES.requestNotFound)
  return HttpResponse.json<FriendRequestResponse>({ error: false, model })
}

const ok = (message: string) => HttpResponse.json<OkResponse>({ error: false, message })

export const friendsHandlers = [
  http.get<{ id: string }>(
    '*/v3/api/custom/movetime/get-friends/:id',
    handle<{ id: string }>(({ request, params }) => {
      const { user } = member(request)
      if (pathId(params.id, FRIEND_MESSAGES.memberNotFound) !== user.id) throw new HttpError(403, FRIEND_MESSAGES.friendsListOwnOnly)
      return HttpResponse.json<FriendsResponse>({ error: false, list: friendsOf(user.id) })
    }),
  ),

  http.get(
    '*/v3/api/custom/movetime/friend-req',
    handle(({ request }) => {
      const { user } = member(request)
      return HttpResponse.json<FriendRequestsResponse>({ error: false, ...requestsOf(user.id) })
    }),
  ),

  http.post(
    '*/v3/api/movetime/friend-req',
    handle(async ({ request }) => {
      const { user } = member(request)
      const body = await readBody(request, sendSchema)
      let receiver: UserRow
      if (body.email !== undefined) {
        const found = findUserByEmail(body.email)
        if (!found || found.role !== 'user') throw new HttpError(404, FRIEND_MESSAGES.emailNotFound, { email: FRIEND_MESSAGES.emailNotFound })
        receiver = found
      } else {
        receiver = otherMember(body.user_id ?? 0)
      }
      if (receiver.id === user.id) {
        const field = body.email !== undefined ? 'email' : 'user_id'
        throw new HttpError(400, FRIEND_MESSAGES.notYourself, { [field]: FRIEND_MESSAGES.notYourself })
      }
      return requestAnswer(await sendFriendRequest(user, receiver, body.client_ref), user.id)
    }),
  ),

  http.post<{ id: string }>(
    '*/v3/api/movetime/friend-req/:id/respond',
    handle<{ id: string }>(async ({ request, params }) => {
      const { user } = member(request)
      const id = pathId(params.id, FRIEND_MESSAGES.requestNotFound)
      const { action } = await readBody(request, respondSchema)
      return requestAnswer(await respondToFriendRequest(user.id, id, action), user.id)
    }),
  ),

  http.delete<{ id: string }>(
    '*/v3/api/movetime/friends/:id',
    handle<{ id: string }>(async ({ request, params }) => {
      const { user } = member(request)
      const other = otherMember(pathId(params.id, FRIEND_MESSAGES.memberNotFound))
      if (other.id === user.id) throw new HttpError(404, FRIEND_MESSAGES.notAFriend)
      await removeFriend(user.id, other.id)
      return ok(FRIEND_MESSAGES.removed)
    }),
  ),

  http.post(
    '*/v3/api/movetime/blocks',
    handle(async ({ request }) => {
      const { user } = member(request)
      const body = await readBody(request, blockSchema)
      if (body.user_id === user.id) throw new HttpError(400, FRIEND_MESSAGES.blockSelf, { user_id: FRIEND_MESSAGES.blockSelf })
      const other = otherMember(body.user_id)
      await blockMember(user.id, other.id)
      return ok(FRIEND_MESSAGES.blockedDone)
    }),
  ),

  http.delete<{ id: string }>(
    '*/v3/api/movetime/blocks/:id',
    handle<{ id: string }>(async ({ request, params }) => {
      const { user } = member(request)
      // An account deleted since the block can still be unblocked: the row is the caller's.
      await unblockMember(user.id, pathId(params.id, FRIEND_MESSAGES.memberNotFound))
      return ok(FRIEND_MESSAGES.unblockedDone)
    }),
  ),

  http.get(
    '*/v3/api/movetime/member-search',
    handle(({ request }) => {
      const { user } = member(request)
      const q = (new URL(request.url).searchParams.get('q') ?? '').trim()
      if (q.length > SEARCH_MAX) throw new HttpError(400, FRIEND_MESSAGES.searchTooLong, { q: FRIEND_MESSAGES.searchTooLong })
      if (!q.includes('@') && q.length < MEMBER_SEARCH_MIN_LENGTH) throw new HttpError(400, FRIEND_MESSAGES.searchTooShort, { q: FRIEND_MESSAGES.searchTooShort })
      return HttpResponse.json<MemberSearchResponse>({ error: false, list: searchMembers(user.id, q) })
    }),
  ),

  http.get(
    '*/v3/api/movetime/community-privacy',
    handle(({ request }) => {
      const { user } = member(request)
      return HttpResponse.json<CommunityPrivacyResponse>({ error: false, privacy: user.community_privacy })
    }),
  ),

  http.put(
    '*/v3/api/movetime/community-privacy',
    handle(async ({ request }) => {
      const { user } = member(request)
      const { privacy } = await readBody(request, privacySchema)
      await db.user.update((q) => q.where((row) => row.id === user.id), {
        data(draft) {
          draft.community_privacy = privacy
        },
      })
      return HttpResponse.json<CommunityPrivacyResponse>({ error: false, privacy })
    }),
  ),
]
