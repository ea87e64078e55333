import { POLL_BATCH_MAX, POLL_GAP_MAX, type ChannelEvent, type SpacePresence } from '@/api/spaces/spaceTypes'
import { HttpError } from '@mocks/http/httpErrors'
import { presenceOf } from './presence'
import { SPACE_MESSAGES as M } from './spaceMessages'
import { belongsTo, membersOf } from './spaceMembership'
import { presentMessage } from './spacePresenters'
import { findRoom, latestChatId, messagesOf, readPointerOf } from './spaceStore'
import type { Subscription } from './subscriptions'

/*
 * What a poll delivers, read from the stored messages by the client's cursors: everything after
 * each cursor, oldest first, at most POLL_BATCH_MAX over all rooms (the rest comes with the next
 * poll, whose cursors have moved). Nothing is removed on delivery, so a poll whose answer was
 * lost (abandoned, overlapped, the phone slept) costs nothing: the next one asks from the same
 * cursor and gets the same messages. A cursor ahead of the room's latest message (unknown to this
 * server) or more than POLL_GAP_MAX behind puts the room in `resync` instead.
 */

const CURSOR_PAIR = /^(\d{1,15}):(\d{1,15})$/

/** `room:chat_id,…` as a map; '' is no cursors. 400 for anything else. */
export function parseCursors(raw: string | null): Map<number, number> {
  const cursors = new Map<number, number>()
  if (raw === null || raw.trim() === '') return cursors
  for (const part of raw.split(',')) {
    const match = CURSOR_PAIR.exec(part.trim())
    if (!match) throw new HttpError(400, M.cursor, { cursor: M.cursor })
    cursors.set(Number(match[1]), Number(match[2]))
  }
  return cursors
}

export interface Delivery {
  events: ChannelEvent[]
  resync: number[]
}

export const isEmptyDelivery = (delivery: Delivery) => delivery.events.length === 0 && delivery.resync.length === 0

/**
 * The events due to this subscription now. Spaces the member no longer belongs to (they left the
 * group) drop out of the subscription here, silently: the list's catch-up says they are gone.
 */
export function collect(subscription: Subscription, cursors: ReadonlyMap<number, number>): Delivery {
  const userId = subscription.userId
  subscription.roomIds = subscription.roomIds.filter((roomId) => {
    const room = findRoom(roomId)
    return room !== undefined && belongsTo(room, userId)
  })
  const events: ChannelEvent[] = []
  const resync: number[] = []
  let budget = POLL_BATCH_MAX
  for (const roomId of subscription.roomIds) {
    const cursor = cursors.get(roomId)
    const latest = latestChatId(roomId)
    if (cursor === undefined || cursor > latest || latest - cursor > POLL_GAP_MAX) {
      resync.push(roomId)
      continue
    }
    if (cursor === latest || budget === 0) continue
    const due = messagesOf(roomId)
      .filter((row) => row.chat_id > cursor)
      .slice(0, budget)
    budget -= due.length
    for (const row of due) events.push({ type: 'message', message: presentMessage(row, userId) })
  }
  // Read pointers moved (on another device or tab) since this subscription last said.
  for (const roomId of subscription.roomIds) {
    const read = readPointerOf(roomId, userId)
    if (read > (subscription.knownRead.get(roomId) ?? 0)) {
      subscription.knownRead.set(roomId, read)
      events.push({ type: 'read', room_id: roomId, read_chat_id: read })
    }
  }
  return { events, resync }
}

/** Presence of everyone in the subscribed spaces (the member too), once each. */
export function presenceFor(roomIds: readonly number[]): SpacePresence[] {
  const ids = new Set<number>()
  for (const roomId of roomIds) {
    const room = findRoom(roomId)
    if (room) for (const id of membersOf(room)) ids.add(id)
  }
  return [...ids].sort((a, b) => a - b).map(presenceOf)
}
