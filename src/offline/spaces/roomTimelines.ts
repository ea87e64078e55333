import { ApiError, errorMessage } from '@/api/apiError'
import type { ChannelEvent, ChatMessage, HistoryResponse, PollResponse, SpaceSummary } from '@/api/spaces/spaceTypes'
import type { OfflineDb } from '../store/offlineSchema'
import { newChatMessageOp, queuedChatMessages } from '../sync/kinds/chatMessageWrite'
import { classifyFailure } from '../sync/syncErrors'
import type { DeviceCopySaves } from './deviceCopySaves'
import type { SpaceListState } from './spaceListState'
import { notifyList, notifyRoom, roomState, type RoomState, type SpacesEngineState } from './spacesEngineState'
import { readRoomCopy, readUnsent } from './spacesStore'
import { applyNewestPage, applyOlderPage, applyPollMessages, EMPTY_TIMELINE, oldestChatId, resyncTimeline, stillPending } from './timelineMerge'

export interface RoomTimelineHooks {
  /** Sends what the outbox holds (a room opened with unsent messages). */
  flushOutbox(): void
}

export interface RoomTimelines {
  /** Device copy and unsent messages at once, then the space and its newest history from the server. */
  openRoom(roomId: number): Promise<void>
  loadOlder(roomId: number): Promise<void>
  /** A live answer (from this tab's poll or the leader's): presence, messages, reads. */
  applyAnswer(answer: PollResponse, asked: ReadonlyMap<number, number>): void
  /** The newest history read afresh for a space whose cursor the server could not serve. */
  applyResync(page: HistoryResponse): void
}

const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 403 || error.status === 404)

/** Each room's timeline: open, device copy, history, older pages, live answers, resync. */
export function createRoomTimelines(state: SpacesEngineState, saves: DeviceCopySaves, list: SpaceListState, hooks: RoomTimelineHooks): RoomTimelines {
  const { server, userId } = state

  async function loadLocal(room: RoomState, roomId: number, db: OfflineDb): Promise<void> {
    const [queued, unsent] = await Promise.all([queuedChatMessages(db).catch(() => []), readUnsent(db, roomId).catch(() => [])])
    for (const op of queued) {
      if (op.roomId !== roomId || room.local.has(op.clientId)) continue
      const { seq: _seq, ...write } = op
      room.local.set(op.clientId, { op: write, state: state.online() ? 'sending' : 'waiting', failure: '' })
    }
    for (const record of unsent) {
      room.local.set(record.clientId, {
        op: newChatMessageOp(roomId, record.text, record.replyTo, record.clientId, record.madeAt),
        state: 'failed',
        failure: record.failure,
      })
    }
  }

  async function openRoom(roomId: number): Promise<void> {
    const room = roomState(state, roomId)
    const db = await state.db().catch(() => null)
    if (db) {
      const copy = await readRoomCopy(db, roomId).catch(() => undefined)
      if (copy) {
        room.timeline = applyNewestPage(room.timeline.messages.length > 0 ? room.timeline : EMPTY_TIMELINE, {
          room_id: roomId,
          messages: copy.messages,
          latest_chat_id: copy.cursor,
          has_older: copy.hasOlder,
        })
        room.space ??= copy.space
        if (room.members.length === 0) room.members = copy.members
        room.savedAt = copy.savedAt
        room.status = 'ready'
      }
      await loadLocal(room, roomId, db)
      notifyRoom(room)
      if (room.local.size > 0 && state.online()) hooks.flushOutbox()
    }
    try {
      const opened = await server.openSpace({ room_id: roomId })
      room.space = opened.space
      room.members = opened.members
      for (const member of opened.members) state.presence.set(member.user_id, { user_id: member.user_id, online: member.online, last_seen: member.last_seen })
      const page = await server.getHistory({ roomId })
      room.timeline = applyNewestPage(room.timeline, page)
      room.status = 'ready'
      room.errorKind = 'none'
      room.error = ''
      room.savedAt = null
      room.loaded = true
      upsertKnownSpace(opened.space)
      saves.scheduleSave(roomId)
    } catch (error) {
      if (isNotFound(error)) {
        room.status = 'error'
        room.errorKind = 'notFound'
      } else {
        room.errorKind = classifyFailure(error) === 'offline' ? 'offline' : 'other'
        if (room.savedAt === null) room.status = 'error'
      }
      room.error = errorMessage(error)
    }
    notifyRoom(room)
  }

  function upsertKnownSpace(space: SpaceSummary): void {
    const held = state.list.spaces.find((known) => known.id === space.id)
    // The list's own counters are the live ones; a space new to the list joins it.
    if (!held) list.upsertSpace(space)
  }

  async function loadOlder(roomId: number): Promise<void> {
    const room = roomState(state, roomId)
    const before = oldestChatId(room.timeline)
    if (before === null || !room.timeline.hasOlder || room.loadingOlder) return
    room.loadingOlder = true
    notifyRoom(room)
    try {
      const page = await server.getHistory({ roomId, before })
      room.timeline = applyOlderPage(room.timeline, before, page)
    } catch (error) {
      room.error = errorMessage(error)
    } finally {
      room.loadingOlder = false
      notifyRoom(room)
    }
  }

  function applyAnswer(answer: PollResponse, asked: ReadonlyMap<number, number>): void {
    for (const item of answer.presence) state.presence.set(item.user_id, item)
    const byRoom = new Map<number, ChatMessage[]>()
    for (const event of answer.events) applyEvent(event, byRoom)
    for (const [roomId, messages] of byRoom) {
      const room = state.rooms.get(roomId)
      if (!room) continue
      const before = new Set(room.timeline.messages.map((message) => message.chat_id))
      room.timeline = applyPollMessages(room.timeline, asked.get(roomId) ?? Number.MAX_SAFE_INTEGER, messages)
      room.arrivedCount += messages.filter((message) => message.author.id !== userId && !before.has(message.chat_id)).length
      dropConfirmed(room)
      saves.scheduleSave(roomId)
    }
    for (const room of state.rooms.values()) notifyRoom(room)
    notifyList(state)
  }

  function applyEvent(event: ChannelEvent, byRoom: Map<number, ChatMessage[]>): void {
    if (event.type === 'read') {
      list.listSawRead(event.room_id, event.read_chat_id)
      return
    }
    const messages = byRoom.get(event.message.room_id) ?? []
    messages.push(event.message)
    byRoom.set(event.message.room_id, messages)
    list.listSawMessage(event.message)
  }

  function applyResync(page: HistoryResponse): void {
    const room = state.rooms.get(page.room_id)
    if (room) {
      room.timeline = resyncTimeline(page)
      dropConfirmed(room)
      notifyRoom(room)
      saves.scheduleSave(page.room_id)
    }
    const newest = page.messages[page.messages.length - 1]
    if (newest) list.listSawMessage(newest)
  }

  /** Local messages whose server copy the timeline now holds are not shown twice. */
  function dropConfirmed(room: RoomState): void {
    const refs = [...room.local.values()].map((local) => ({ clientId: local.op.clientId, authorId: userId }))
    const still = new Set(stillPending(room.timeline, refs).map((ref) => ref.clientId))
    for (const clientId of [...room.local.keys()]) if (!still.has(clientId)) room.local.delete(clientId)
  }

  return { openRoom, loadOlder, applyAnswer, applyResync }
}
