import { bodyCall, call, endpoint } from '../http'
import type {
  HistoryResponse,
  MySpacesResponse,
  OkResponse,
  OpenSpaceBody,
  OpenSpaceResponse,
  RemoveMessageBody,
  RemoveMessageResponse,
  ReportMessageBody,
  ReportMessageResponse,
  SendMessageBody,
  SendMessageResponse,
  SpaceResponse,
  SpacesCatchUpResponse,
  UpdateSpaceBody,
} from './spaceTypes'

/**
 * The realtime family (docs/product.md §7): spaces and their messages as the server keeps them.
 * The live side (subscribe, poll, presence, read pointer) is `channelApi.ts`.
 */

const mySpacesCall = endpoint('GET', '/v3/api/lambda/realtime/room/my')
const catchUpCall = endpoint('GET', '/v3/api/lambda/realtime/room/poll')
const historyCall = endpoint('GET', '/v3/api/lambda/realtime/chat')
const updateSpaceCall = endpoint('PUT', '/v3/api/lambda/realtime/room/{id}')
const leaveSpaceCall = endpoint('DELETE', '/v3/api/lambda/realtime/room/{id}')

/** Opens a space I belong to (with its members), or gets or makes a direct or coach space. */
export const openSpace = bodyCall<OpenSpaceBody, OpenSpaceResponse>('POST', '/v3/api/lambda/realtime/room')

export const getMySpaces = (signal?: AbortSignal) => call<MySpacesResponse>(mySpacesCall, { signal })

/** What changed in my list after `since`; answered at once (the badge and a list coming back to view). */
export const catchUpSpaces = (userId: number, since: number, signal?: AbortSignal) =>
  call<SpacesCatchUpResponse>(catchUpCall, { query: { user_id: userId, since }, signal })

export interface HistoryQuery {
  roomId: number
  /** Messages before this chat_id (older pages), or after it (catching up); neither: the newest. */
  before?: number
  after?: number
  limit?: number
}

export const getHistory = ({ roomId, before, after, limit }: HistoryQuery, signal?: AbortSignal) =>
  call<HistoryResponse>(historyCall, { query: { room_id: roomId, before, after, limit }, signal })

/** Idempotent by `client_id`: a retry returns the stored message, never a second one. */
export const sendMessage = bodyCall<SendMessageBody, SendMessageResponse>('POST', '/v3/api/lambda/realtime/send')

export const updateSpace = (roomId: number, body: UpdateSpaceBody) => call<SpaceResponse>(updateSpaceCall, { params: { id: roomId }, body })

/** Leaves a direct space; it comes back when either member opens it again. */
export const leaveSpace = (roomId: number) => call<OkResponse>(leaveSpaceCall, { params: { id: roomId } })

export const reportMessage = bodyCall<ReportMessageBody, ReportMessageResponse>('POST', '/v3/api/lambda/realtime/report')

/** Admins only. */
export const removeMessage = bodyCall<RemoveMessageBody, RemoveMessageResponse>('POST', '/v3/api/lambda/realtime/chat/remove')
