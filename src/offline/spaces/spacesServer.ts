import { markRead, pollChannel, sendHeartbeat, subscribeToSpaces, unsubscribeFromSpaces, type PollQuery } from '@/api/spaces/channelApi'
import { catchUpSpaces, getHistory, getMySpaces, leaveSpace, openSpace, reportMessage, sendMessage, updateSpace, type HistoryQuery } from '@/api/spaces/roomsApi'
import type {
  HeartbeatResponse,
  HistoryResponse,
  MarkReadBody,
  MarkReadResponse,
  MySpacesResponse,
  OpenSpaceBody,
  OpenSpaceResponse,
  PollResponse,
  ReportMessageBody,
  SendMessageBody,
  SendMessageResponse,
  SpaceResponse,
  SpacesCatchUpResponse,
  SubscribeBody,
  SubscribeResponse,
} from '@/api/spaces/spaceTypes'

/**
 * The calls the spaces engine makes, as one object: the real one goes through the API client;
 * tests stand in an in-memory server (`fakeSpacesServer.testing.ts`).
 */
export interface SpacesServer {
  getMySpaces(signal?: AbortSignal): Promise<MySpacesResponse>
  catchUpSpaces(userId: number, since: number): Promise<SpacesCatchUpResponse>
  openSpace(body: OpenSpaceBody): Promise<OpenSpaceResponse>
  getHistory(query: HistoryQuery): Promise<HistoryResponse>
  sendMessage(body: SendMessageBody): Promise<SendMessageResponse>
  updateSpace(roomId: number, muted: boolean): Promise<SpaceResponse>
  leaveSpace(roomId: number): Promise<void>
  reportMessage(body: ReportMessageBody): Promise<void>
  subscribe(body: SubscribeBody): Promise<SubscribeResponse>
  poll(query: PollQuery, signal: AbortSignal): Promise<PollResponse>
  unsubscribe(subscriptionId: string): Promise<void>
  heartbeat(): Promise<HeartbeatResponse>
  markRead(body: MarkReadBody): Promise<MarkReadResponse>
}

export const apiSpacesServer: SpacesServer = {
  getMySpaces,
  catchUpSpaces: (userId, since) => catchUpSpaces(userId, since),
  openSpace,
  getHistory: (query) => getHistory(query),
  sendMessage,
  updateSpace: (roomId, muted) => updateSpace(roomId, { muted }),
  leaveSpace: async (roomId) => {
    await leaveSpace(roomId)
  },
  reportMessage: async (body) => {
    await reportMessage(body)
  },
  subscribe: subscribeToSpaces,
  poll: (query, signal) => pollChannel(query, signal),
  unsubscribe: async (subscriptionId) => {
    await unsubscribeFromSpaces({ subscription_id: subscriptionId })
  },
  heartbeat: sendHeartbeat,
  markRead,
}
