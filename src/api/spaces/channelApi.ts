import { bodyCall, call, endpoint } from '../http'
import type {
  HeartbeatResponse,
  MarkReadBody,
  MarkReadResponse,
  OkResponse,
  PollResponse,
  SubscribeBody,
  SubscribeResponse,
  UnsubscribeBody,
} from './spaceTypes'

/**
 * The channel family (docs/product.md §7): the live side of spaces. One tab per browser holds a
 * subscription and long-polls it by cursor; the durable side is `roomsApi.ts`.
 */

const pollCall = endpoint('GET', '/v2/api/lambda/subscription/channel/poll')
const heartbeatCall = endpoint('POST', '/v2/api/lambda/subscription/channel/online')

export const subscribeToSpaces = bodyCall<SubscribeBody, SubscribeResponse>('POST', '/v2/api/lambda/subscription/channel/room')

/** Cursors as the poll takes them: `room:chat_id` pairs joined by commas. */
export function formatCursor(cursors: ReadonlyMap<number, number>): string {
  return [...cursors].map(([roomId, chatId]) => `${roomId}:${chatId}`).join(',')
}

export interface PollQuery {
  subscriptionId: string
  cursors: ReadonlyMap<number, number>
  /** Seconds to hold the poll when nothing has arrived (the server caps it at 25). */
  waitSeconds?: number
}

export const pollChannel = ({ subscriptionId, cursors, waitSeconds }: PollQuery, signal?: AbortSignal) =>
  call<PollResponse>(pollCall, { query: { subscription_id: subscriptionId, cursor: formatCursor(cursors), wait: waitSeconds }, signal })

export const unsubscribeFromSpaces = bodyCall<UnsubscribeBody, OkResponse>('POST', '/v2/api/lambda/subscription/channel/unsubscribe')

export const sendHeartbeat = () => call<HeartbeatResponse>(heartbeatCall, { body: {} })

/** Moves my read pointer; my other tabs and devices hear it through their polls. */
export const markRead = bodyCall<MarkReadBody, MarkReadResponse>('POST', '/v2/api/lambda/subscription/channel/send')
