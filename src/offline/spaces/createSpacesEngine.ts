import { MESSAGE_TEXT_MAX } from '@/api/spaces/spaceTypes'
import type { OfflineDb } from '../store/offlineSchema'
import { createChatOutbox } from './chatOutbox'
import { conversationViewOf } from './conversationViewOf'
import { createDeviceCopySaves } from './deviceCopySaves'
import { createLiveConnection, type LeaderSeams } from './liveConnection'
import { createReadPointer } from './readPointer'
import { createRoomTimelines } from './roomTimelines'
import { createSpaceListState } from './spaceListState'
import { createSpacesEngineState, notifyList, roomState } from './spacesEngineState'
import type { SpacesEngine } from './spacesEngineTypes'
import type { SpacesServer } from './spacesServer'

/**
 * The spaces engine for one signed-in member (the pages see it as `SpacesEngine`). It owns the
 * device copy, the outbox's chat messages and this browser's one polling tab:
 *
 * - Every tab keeps its own views, drawn from the device copy at once and then from the server.
 * - The tab that leads (`oneTabLeader.ts`, lock `movetime-spaces`) subscribes and long-polls
 *   (`livePoll.ts`) while a tab of the browser watches a spaces page, and posts each answer on
 *   the channel; every tab, the leader too, applies it the same way.
 * - Followers tell the leader when they start or stop watching, so it polls only while someone
 *   looks, and it says hello when it starts leading, so followers tell it again.
 * - Messages: shown at once, queued in the outbox (so nothing is lost if the tab closes), sent at
 *   once when online, in the order written; the sync engine sends what is left when the network
 *   returns. Both send with the same client_id, so a message is stored once whoever sends it.
 *
 * The parts, sharing one state object (`spacesEngineState.ts`): the list (`spaceListState.ts`),
 * each room's timeline (`roomTimelines.ts`), the live connection (`liveConnection.ts`), sending
 * (`chatOutbox.ts`), the read pointer (`readPointer.ts`) and the device copy (`deviceCopySaves.ts`).
 */

export interface SpacesEngineDeps {
  userId: number
  server: SpacesServer
  /** The member's device database, or null when the device cannot keep one. */
  db(): Promise<OfflineDb | null>
  /** Starts the sync engine (what is still queued when the network returns). */
  requestSync(): void
  /** Test seams; the defaults are the browser's. */
  leader?: LeaderSeams
  online?(): boolean
  now?(): number
  random?(): number
  sleep?(ms: number, signal: AbortSignal): Promise<void>
  /** Window events (online, visibilitychange); null in tests that drive them by hand. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null
  /** How long markRead waits for the member to stop scrolling. */
  readDelayMs?: number
}

export interface DisposableSpacesEngine extends SpacesEngine {
  /** Stops polling (unsubscribing), leaves the lock and forgets every listener. */
  dispose(): void
  /** The network came back (also heard from the window's `online` event). */
  reconnected(): void
}

const defaultSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        resolve()
      },
      { once: true },
    )
  })

/** Checks a message before it is shown; the words are the member's to read. */
export function checkMessageText(text: string): string {
  const trimmed = text.trim()
  if (trimmed.length === 0) throw new Error('Write a message first.')
  if (trimmed.length > MESSAGE_TEXT_MAX) throw new Error(`A message can be at most ${MESSAGE_TEXT_MAX.toLocaleString('en')} characters (this one has ${trimmed.length.toLocaleString('en')}).`)
  return trimmed
}

export function createSpacesEngine(deps: SpacesEngineDeps): DisposableSpacesEngine {
  const state = createSpacesEngineState({
    userId: deps.userId,
    server: deps.server,
    db: () => deps.db(),
    requestSync: () => deps.requestSync(),
    online: deps.online ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false),
    now: deps.now ?? Date.now,
    random: deps.random ?? Math.random,
    sleep: deps.sleep ?? defaultSleep,
  })
  const { server } = state
  const saves = createDeviceCopySaves(state)
  const list = createSpaceListState(state, saves, { spaceIdsChanged: () => live.spaceIdsChanged() })
  const outbox = createChatOutbox(state, list)
  const timelines = createRoomTimelines(state, saves, list, { flushOutbox: () => void outbox.flushOutbox() })
  const reads = createReadPointer(state, list, deps.readDelayMs ?? 600)
  const live = createLiveConnection(state, timelines, {
    leader: deps.leader,
    events: deps.events === undefined ? (typeof window === 'undefined' ? null : window) : deps.events,
    reconnected: () => engine.reconnected(),
    catchUp: () => void list.catchUp(),
  })

  const engine: DisposableSpacesEngine = {
    watchList(listener) {
      state.listListeners.add(listener)
      live.watchStarted()
      // Coming back into view: the list catches up rather than being read whole again.
      void (state.listLoaded ? list.catchUp() : list.loadList())
      return () => {
        state.listListeners.delete(listener)
        live.watchEnded()
      }
    },
    reloadList: () => list.loadList(),
    listView() {
      state.listView ??= { status: state.list.status, spaces: state.list.spaces, savedAt: state.list.savedAt, error: state.list.error }
      return state.listView
    },
    watchConversation(roomId, listener) {
      const room = roomState(state, roomId)
      const first = room.listeners.size === 0
      room.listeners.add(listener)
      live.watchStarted()
      if (first) {
        room.arrivedCount = 0
        void timelines.openRoom(roomId)
        if (!state.listLoaded) void list.loadList()
      }
      return () => {
        room.listeners.delete(listener)
        live.watchEnded()
      }
    },
    conversationView(roomId) {
      const room = roomState(state, roomId)
      const space = state.list.spaces.find((held) => held.id === roomId) ?? room.space
      room.view ??= conversationViewOf({ ...room, space, local: room.local.values() }, state.userId, state.presence)
      return room.view
    },
    loadOlder: (roomId) => timelines.loadOlder(roomId),
    async send(roomId, text, replyTo) {
      await outbox.send(roomId, checkMessageText(text), replyTo)
    },
    retry: (roomId, key) => outbox.retry(roomId, key),
    discard: (roomId, key) => outbox.discard(roomId, key),
    markRead: (roomId, chatId) => reads.markRead(roomId, chatId),
    async setMuted(roomId, muted) {
      const answer = await server.updateSpace(roomId, muted)
      list.upsertSpace(answer.space)
    },
    async leave(roomId) {
      await server.leaveSpace(roomId)
      list.setSpaces(state.list.spaces.filter((space) => space.id !== roomId))
      notifyList(state)
      saves.scheduleSave('list')
      list.markGone(roomId)
    },
    async report(roomId, chatId, reason, note) {
      await server.reportMessage({ room_id: roomId, chat_id: chatId, reason, ...(note.trim() ? { note: note.trim() } : {}) })
    },
    async openDirect(otherUserId) {
      const answer = await server.openSpace({ kind: 'direct', user_id: otherUserId })
      list.upsertSpace(answer.space)
      return answer.space.id
    },
    async openCoach(coachId) {
      const answer = await server.openSpace({ kind: 'coach', coach_id: coachId })
      list.upsertSpace(answer.space)
      return answer.space.id
    },
    reconnected() {
      outbox.markWaitingAsSending()
      void outbox.flushOutbox()
      state.nudge()
      if (state.listListeners.size > 0) void list.catchUp()
    },
    dispose() {
      state.disposed = true
      outbox.dispose()
      saves.dispose()
      reads.dispose()
      live.dispose()
      state.listListeners.clear()
      for (const room of state.rooms.values()) room.listeners.clear()
    },
  }

  return engine
}
