import type {
  HeartbeatResponse,
  HistoryResponse,
  MarkReadResponse,
  MySpacesResponse,
  OkResponse,
  OpenSpaceResponse,
  PollResponse,
  RemoveMessageResponse,
  ReportMessageResponse,
  SendMessageResponse,
  SpaceResponse,
  SpacesCatchUpResponse,
  SubscribeResponse,
} from '@/api/spaces/spaceTypes'
import { callMock, MOCK_ORIGIN, type MockAnswer } from '@mocks/testing/callMock'
import { encodeProjectCredentials } from '@mocks/http/projectCredentials'

/** The realtime and channel calls as the handler tests make them (raw, with the status and body). */

export const REALTIME = '/v3/api/lambda/realtime'
export const CHANNEL = '/v2/api/lambda/subscription/channel'

export interface ErrorAnswer {
  message: string
  validation?: Record<string, string>
  code?: string
}

type Answer<T> = MockAnswer<T & Partial<ErrorAnswer>>
type Body = Record<string, unknown>

export const openSpace = (token: string, body: Body): Promise<Answer<OpenSpaceResponse>> => callMock('POST', `${REALTIME}/room`, { token, body })
export const mySpaces = (token: string): Promise<Answer<MySpacesResponse>> => callMock('GET', `${REALTIME}/room/my`, { token })
export const catchUp = (token: string, userId: number | string, since: number | string): Promise<Answer<SpacesCatchUpResponse>> =>
  callMock('GET', `${REALTIME}/room/poll?user_id=${userId}&since=${since}`, { token })
export const history = (token: string, query: string): Promise<Answer<HistoryResponse>> => callMock('GET', `${REALTIME}/chat?${query}`, { token })
export const send = (token: string, body: Body): Promise<Answer<SendMessageResponse>> => callMock('POST', `${REALTIME}/send`, { token, body })
export const mute = (token: string, roomId: number, muted: unknown): Promise<Answer<SpaceResponse>> => callMock('PUT', `${REALTIME}/room/${roomId}`, { token, body: { muted } })
export const leave = (token: string, roomId: number): Promise<Answer<OkResponse>> => callMock('DELETE', `${REALTIME}/room/${roomId}`, { token })
export const report = (token: string, body: Body): Promise<Answer<ReportMessageResponse>> => callMock('POST', `${REALTIME}/report`, { token, body })
export const remove = (token: string, body: Body): Promise<Answer<RemoveMessageResponse>> => callMock('POST', `${REALTIME}/chat/remove`, { token, body })

export const subscribe = (token: string, body: Body): Promise<Answer<SubscribeResponse>> => callMock('POST', `${CHANNEL}/room`, { token, body })
export const unsubscribe = (token: string, subscriptionId: string): Promise<Answer<OkResponse>> => callMock('POST', `${CHANNEL}/unsubscribe`, { token, body: { subscription_id: subscriptionId } })
export const heartbeat = (token: string): Promise<Answer<HeartbeatResponse>> => callMock('POST', `${CHANNEL}/online`, { token, body: {} })
export const markRead = (token: string, body: Body): Promise<Answer<MarkReadResponse>> => callMock('POST', `${CHANNEL}/send`, { token, body })

export interface PollCall {
  subscription: string
  cursors?: Record<number, number>
  wait?: number
  signal?: AbortSignal
}

/** A poll; with a signal it can be aborted like the client's (the promise then rejects). */
export async function poll(token: string, { subscription, cursors = {}, wait = 0, signal }: PollCall): Promise<Answer<PollResponse>> {
  const cursor = Object.entries(cursors)
    .map(([room, chat]) => `${room}:${chat}`)
    .join(',')
  const query = new URLSearchParams({ subscription_id: subscription, cursor, wait: String(wait) })
  const response = await fetch(`${MOCK_ORIGIN}${CHANNEL}/poll?${query}`, {
    headers: { 'x-project': encodeProjectCredentials(), authorization: `Bearer ${token}` },
    signal,
  })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as PollResponse & Partial<ErrorAnswer>, headers: response.headers }
}

export function ok<T>(answer: MockAnswer<T>, status = 200): T {
  if (answer.status !== status) throw new Error(`Expected ${status}, got ${answer.status}: ${JSON.stringify(answer.body)}`)
  return answer.body
}

let sent = 0
/** Sends a new message (a fresh client_id) and returns it. */
export async function say(token: string, roomId: number, text: string, extra: Body = {}) {
  return ok(await send(token, { room_id: roomId, client_id: `test-${++sent}`, text, ...extra }), 201).message
}
