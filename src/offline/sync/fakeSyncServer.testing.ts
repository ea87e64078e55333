import type { TrackChallengeBody, TrackEvent } from '@/api/challenges/challengeTypes'
import type { FriendRequestAction, SendFriendRequestBody } from '@/api/friends/friendTypes'
import { ApiError, TOKEN_EXPIRED } from '@/api/apiError'
import type { ChatMessage, SendMessageBody } from '@/api/spaces/spaceTypes'
import { chatMessage } from '@/offline/spaces/spacesFixtures.testing'
import type { ChatMessageOutcome } from './kinds/chatMessageWrite'
import type { GroupAnswer } from './kinds/groupAnswerWrite'
import { historyBody } from './syncTransport'
import type { SyncTransport } from './writeKinds'

/** What the next request suffers. `lost`: applied, but the reply never arrives. `duplicate`: delivered twice. */
export type Fault = 'none' | 'lost' | 'server-error' | 'duplicate' | 'offline' | 'token-expired' | 'unauthorised'

export type CallKind = 'list' | 'toggle' | 'history' | 'friend-request' | 'friend-answer' | 'group-answer' | 'challenge-track' | 'chat-message'

type HistoryBody = ReturnType<typeof historyBody>

/** A friend request as this server stores it: one per client_ref, and one per target. */
export interface StoredFriendRequest {
  id: number
  /** `member:<id>` or `email:<address>`. */
  target: string
  clientRef: string
}

/**
 * A server with the real API's semantics (a toggle is a toggle; history and friend requests are
 * deduplicated by client_ref; answers and challenge events may be repeated) and injectable faults.
 * Moves, requests, invitations and challenges it does not know answer 404.
 */
export class FakeSyncServer {
  readonly favourites: Set<number>
  readonly moves: Set<number>
  /** Stored history, one per client_ref, in arrival order. */
  readonly history = new Map<string, HistoryBody>()
  /** Every delivery of a history request, repeats included. */
  readonly historyDeliveries: string[] = []
  /** The signed-in member: a challenge event for anyone else is refused (403). */
  memberId = 7
  /** Members a request may go to, by id and by email; anyone else is 404. */
  readonly members = new Map<number, string>()
  /** Stored friend requests by client_ref. */
  readonly friendRequests = new Map<string, StoredFriendRequest>()
  /** Requests the member may answer (their id), and the answer each got last. */
  readonly friendAnswers = new Map<number, FriendRequestAction | null>()
  readonly invitationAnswers = new Map<number, GroupAnswer | null>()
  /** Challenges the member may join or decline, and their last event. */
  readonly challengeEvents = new Map<number, TrackEvent | null>()
  /** Every delivery of a community write, repeats included, e.g. `answer 12 accept`. */
  readonly communityDeliveries: string[] = []
  /** Stored chat messages by client_id (one per client_id), in arrival order. */
  readonly chatMessages = new Map<string, ChatMessage>()
  /** Rooms the member may not write in: a message there is refused (403). */
  readonly closedRooms = new Set<number>()
  /** What the device was told of each queued message, e.g. `sent c-1` or `refused c-2`. */
  readonly chatOutcomes: string[] = []
  readonly calls: string[] = []
  online = true
  /** Decides the fault of each request; the default is a healthy server. */
  faultFor: (kind: CallKind) => Fault = () => 'none'
  /** Picks which of a duplicated request's two replies the client gets. */
  pickSecondReply: () => boolean = () => false
  private nextRequestId = 100

  constructor(moves: Iterable<number>, favourites: Iterable<number> = []) {
    this.moves = new Set(moves)
    this.favourites = new Set(favourites)
  }

  readonly transport: SyncTransport = {
    getServerFavouriteIds: () => this.handle('list', () => [...this.favourites]),
    toggleFavourite: (moveId) => this.handle('toggle', () => this.toggle(moveId)),
    recordHistory: (op) => this.handle('history', () => this.record(historyBody(op))),
    sendFriendRequest: (body) => this.handle('friend-request', () => this.request(body)),
    respondToFriendRequest: (requestId, action) => this.handle('friend-answer', () => this.answerRequest(requestId, action)),
    respondToGroupInvitation: (invitationId, action) => this.handle('group-answer', () => this.answerInvitation(invitationId, action)),
    trackChallenge: (body) => this.handle('challenge-track', () => this.track(body)),
    sendChatMessage: (body) => this.handle('chat-message', () => this.storeChat(body)),
    settleChatMessage: (write, outcome: ChatMessageOutcome) => {
      this.chatOutcomes.push(`${'sent' in outcome ? 'sent' : 'refused'} ${write.clientId}`)
      return Promise.resolve()
    },
  }

  private storeChat(body: SendMessageBody): ChatMessage {
    this.calls.push(`chat ${body.client_id}`)
    if (this.closedRooms.has(body.room_id)) throw new ApiError(403, "You're not a member of this space.")
    const stored = this.chatMessages.get(body.client_id)
    if (stored) return stored
    const message = chatMessage(this.chatMessages.size + 1, { roomId: body.room_id, client_id: body.client_id, authorId: this.memberId, text: body.text })
    this.chatMessages.set(body.client_id, message)
    return message
  }

  private toggle(moveId: number): boolean {
    this.calls.push(`toggle ${moveId}`)
    if (!this.moves.has(moveId)) throw new ApiError(404, 'Move not found.')
    if (this.favourites.has(moveId)) this.favourites.delete(moveId)
    else this.favourites.add(moveId)
    return this.favourites.has(moveId)
  }

  private record(body: HistoryBody): void {
    this.calls.push(`history ${body.client_ref}`)
    this.historyDeliveries.push(body.client_ref)
    if (!this.moves.has(body.move_id)) throw new ApiError(404, 'Move not found.')
    if (!this.history.has(body.client_ref)) this.history.set(body.client_ref, body)
  }

  private request(body: SendFriendRequestBody): void {
    this.calls.push(`friend-request ${body.client_ref}`)
    this.communityDeliveries.push(`request ${body.client_ref}`)
    // A replay of a stored request is answered with it, as if for the first time.
    if (this.friendRequests.has(body.client_ref)) return
    const email = body.email?.trim().toLowerCase()
    const known = body.user_id !== undefined ? this.members.has(body.user_id) : [...this.members.values()].includes(email ?? '')
    if (!known) throw new ApiError(404, 'No member with that email.')
    const target = body.user_id !== undefined ? `member:${body.user_id}` : `email:${email ?? ''}`
    if ([...this.friendRequests.values()].some((stored) => stored.target === target)) throw new ApiError(409, 'You already sent this member a request.')
    this.friendRequests.set(body.client_ref, { id: this.nextRequestId++, target, clientRef: body.client_ref })
  }

  private answerRequest(requestId: number, action: FriendRequestAction): void {
    this.calls.push(`friend-answer ${requestId}`)
    this.communityDeliveries.push(`answer ${requestId} ${action}`)
    if (!this.friendAnswers.has(requestId)) throw new ApiError(404, 'Friend request not found.')
    this.friendAnswers.set(requestId, action)
  }

  private answerInvitation(invitationId: number, action: GroupAnswer): void {
    this.calls.push(`group-answer ${invitationId}`)
    this.communityDeliveries.push(`invitation ${invitationId} ${action}`)
    if (!this.invitationAnswers.has(invitationId)) throw new ApiError(404, 'Invitation not found.')
    this.invitationAnswers.set(invitationId, action)
  }

  private track(body: TrackChallengeBody): void {
    this.calls.push(`challenge-track ${body.challenge_id}`)
    this.communityDeliveries.push(`challenge ${body.challenge_id} ${body.event}`)
    if (body.user_id !== this.memberId) throw new ApiError(403, 'You can only track your own progress.')
    if (!this.challengeEvents.has(body.challenge_id)) throw new ApiError(404, 'Challenge not found.')
    this.challengeEvents.set(body.challenge_id, body.event)
  }

  private async handle<T>(kind: CallKind, apply: () => T): Promise<T> {
    // A real request never answers in the same tick; neither does this one.
    await Promise.resolve()
    if (!this.online) throw new ApiError(0, 'Network Error')
    const fault = this.faultFor(kind)
    switch (fault) {
      case 'offline':
        throw new ApiError(0, 'Network Error')
      case 'token-expired':
        throw new ApiError(401, TOKEN_EXPIRED)
      case 'unauthorised':
        throw new ApiError(401, 'Unauthorised')
      case 'server-error':
        throw new ApiError(500, 'Internal Server Error')
      case 'lost':
        apply()
        // The reply is lost either to a dropped connection or to a gateway timeout.
        throw this.pickSecondReply() ? new ApiError(504, 'Gateway Timeout') : new ApiError(0, 'Network Error')
      case 'duplicate': {
        const first = apply()
        let second: T
        try {
          second = apply()
        } catch {
          return first
        }
        return this.pickSecondReply() ? second : first
      }
      case 'none':
        return apply()
    }
  }
}
