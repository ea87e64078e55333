import { ApiError, errorMessage } from '@/api/apiError'
import {
  MESSAGE_TEXT_MAX,
  type ChannelEvent,
  type ChatMessage,
  type HistoryResponse,
  type PollResponse,
  type SpaceMember,
  type SpacePresence,
  type SpaceSummary,
} from '@/api/spaces/spaceTypes'
import { startOneTabLeader, type OneTabLeader, type OneTabLeaderOptions } from '@/lib/tabs/oneTabLeader'
import type { OfflineDb } from '../store/offlineSchema'
import { chatMessageWrite, newChatMessageOp, queueChatMessage, queuedChatMessages, unqueueChatMessage, type ChatMessageOp, type ChatMessageOutcome } from '../sync/kinds/chatMessageWrite'
import { classifyFailure } from '../sync/syncErrors'
import { chatMessageTransport, onChatOutcome } from './chatMessageDevice'
import { conversationViewOf, type LocalMessage } from './conversationViewOf'
import { byActivity, listAfterCatchUp, spaceIdsKey, summaryWithMessage, summaryWithRead } from './spaceListMerge'
import { runLivePoll } from './livePoll'
import type { ConversationView, SpacesEngine, SpacesListView } from './spacesEngineTypes'
import type { SpacesServer } from './spacesServer'
import { deleteUnsent, forgetRoomsExcept, readRoomCopy, readSpaceList, readUnsent, saveRoomCopy, saveSpaceList } from './spacesStore'
import { applyMessage, applyNewestPage, applyOlderPage, applyPollMessages, EMPTY_TIMELINE, oldestChatId, resyncTimeline, stillPending, type Timeline } from './timelineMerge'

/**
 * The spaces engine for one signed-in member (the pages see it as `SpacesEngine`). It owns the
 * device copy, the outbox's chat messages and this browser's one polling tab:
 *
 * - Every tab keeps its own views, drawn from the device copy at once and then from the server.
 * - The tab that leads (`oneTabLeader.ts`, lock `movetime-spaces`) subscribes and long-polls
 *   (`livePoll.ts`) while any tab of the browser watches a spaces page, and posts each answer on
 *   the channel; every tab, the leader too, applies it the same way.
 * - Followers tell the leader when they start or stop watching, so it polls only while someone
 *   looks, and it says hello when it starts leading, so followers tell it again.
 * - Messages: shown at once, queued in the outbox (so nothing is lost if the tab closes), sent at
 *   once when online, in the order written; the sync engine sends what is left when the network
 *   returns. Both send with the same client_id, so a message is stored once whoever sends it.
 */

/** What tabs say to each other on the channel. */
type TabMessage =
  | { type: 'hello' }
  /** A tab started or stopped watching; `rooms` are the spaces it knows, which the leader subscribes too. */
  | { type: 'watching'; tab: string; watching: boolean; rooms: number[] }
  | { type: 'answer'; answer: PollResponse; asked: [number, number][] }
  | { type: 'resync'; page: HistoryResponse }

interface RoomState {
  status: ConversationView['status']
  errorKind: ConversationView['errorKind']
  error: string
  space: SpaceSummary | null
  members: SpaceMember[]
  timeline: Timeline
  local: Map<string, LocalMessage>
  savedAt: number | null
  loadingOlder: boolean
  arrivedCount: number
  listeners: Set<() => void>
  view: ConversationView | null
  loaded: boolean
}

export interface SpacesEngineDeps {
  userId: number
  server: SpacesServer
  /** The member's device database, or null when the device cannot keep one. */
  db(): Promise<OfflineDb | null>
  /** Starts the sync engine (what is still queued when the network returns). */
  requestSync(): void
  /** Test seams; the defaults are the browser's. */
  leader?: Partial<Pick<OneTabLeaderOptions<TabMessage>, 'locks' | 'openChannel' | 'page'>>
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

const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 403 || error.status === 404)

/** Checks a message before it is shown; the words are the member's to read. */
export function checkMessageText(text: string): string {
  const trimmed = text.trim()
  if (trimmed.length === 0) throw new Error('Write a message first.')
  if (trimmed.length > MESSAGE_TEXT_MAX) throw new Error(`A message can be at most ${MESSAGE_TEXT_MAX.toLocaleString('en')} characters (this one has ${trimmed.length.toLocaleString('en')}).`)
  return trimmed
}

export function createSpacesEngine(deps: SpacesEngineDeps): DisposableSpacesEngine {
  const { userId, server } = deps
  const online = deps.online ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false)
  const now = deps.now ?? Date.now
  const random = deps.random ?? Math.random
  const sleep = deps.sleep ?? defaultSleep
  const events = deps.events === undefined ? (typeof window === 'undefined' ? null : window) : deps.events
  const readDelayMs = deps.readDelayMs ?? 600
  const tabId = crypto.randomUUID()

  // ---- the list ----
  let list: { status: SpacesListView['status']; spaces: SpaceSummary[]; version: number; savedAt: number | null; error: string } = {
    status: 'loading',
    spaces: [],
    version: 0,
    savedAt: null,
    error: '',
  }
  let listLoaded = false
  let listView: SpacesListView | null = null
  const listListeners = new Set<() => void>()
  const presence = new Map<number, SpacePresence>()

  // ---- conversations ----
  const rooms = new Map<number, RoomState>()
  /** Where the polling tab asks from in each space (the leader's own; followers never poll). */
  const pollCursors = new Map<number, number>()
  /** Tabs of this browser watching a spaces page (this one included), with the spaces each knows. */
  const watchingTabs = new Map<string, number[]>()
  let localWatchers = 0
  let disposed = false

  function notifyList(): void {
    listView = null
    for (const listener of [...listListeners]) listener()
  }

  function notifyRoom(room: RoomState): void {
    room.view = null
    for (const listener of [...room.listeners]) listener()
  }

  function roomState(roomId: number): RoomState {
    let room = rooms.get(roomId)
    if (!room) {
      room = {
        status: 'loading',
        errorKind: 'none',
        error: '',
        space: list.spaces.find((space) => space.id === roomId) ?? null,
        members: [],
        timeline: EMPTY_TIMELINE,
        local: new Map(),
        savedAt: null,
        loadingOlder: false,
        arrivedCount: 0,
        listeners: new Set(),
        view: null,
        loaded: false,
      }
      rooms.set(roomId, room)
    }
    return room
  }

  // ---- saving (throttled: a busy room is written once a second at most) ----
  const saveTimers = new Map<number | 'list', ReturnType<typeof setTimeout>>()
  function scheduleSave(key: number | 'list'): void {
    if (saveTimers.has(key) || disposed) return
    saveTimers.set(
      key,
      setTimeout(() => {
        saveTimers.delete(key)
        void saveNow(key)
      }, 1_000),
    )
  }

  async function saveNow(key: number | 'list'): Promise<void> {
    const db = await deps.db().catch(() => null)
    if (!db || disposed) return
    try {
      if (key === 'list') {
        if (listLoaded) await saveSpaceList(db, list.spaces, list.version, now())
      } else {
        const room = rooms.get(key)
        if (room && room.timeline.messages.length > 0) await saveRoomCopy(db, key, { space: room.space, members: room.members, timeline: room.timeline }, now())
      }
    } catch (error) {
      console.warn('[spaces] the device copy was not saved', error)
    }
  }

  // ---- the list: device copy, server, catch-up, live ----
  function setSpaces(spaces: SpaceSummary[]): void {
    const before = spaceIdsKey(list.spaces)
    list = { ...list, spaces: [...spaces].sort(byActivity) }
    // A follower's new space (a direct space it opened) reaches the leader's subscription.
    if (localWatchers > 0 && leader && !leader.isLeader() && spaceIdsKey(list.spaces) !== before) announceWatching(true)
    for (const space of spaces) {
      const room = rooms.get(space.id)
      if (room) {
        room.space = space
        notifyRoom(room)
      }
    }
    nudge()
  }

  function upsertSpace(space: SpaceSummary): void {
    setSpaces([...list.spaces.filter((held) => held.id !== space.id), space])
    notifyList()
    scheduleSave('list')
  }

  async function loadList(): Promise<void> {
    const db = await deps.db().catch(() => null)
    if (db && !listLoaded) {
      const copy = await readSpaceList(db).catch(() => undefined)
      if (copy && !listLoaded) {
        setSpaces(copy.spaces)
        list = { ...list, status: 'ready', version: copy.version, savedAt: copy.savedAt }
        notifyList()
      }
    }
    try {
      const answer = await server.getMySpaces()
      listLoaded = true
      setSpaces(answer.spaces)
      list = { ...list, status: 'ready', version: answer.version, savedAt: null, error: '' }
      if (db) {
        await saveSpaceList(db, answer.spaces, answer.version, now())
        await forgetRoomsExcept(
          db,
          answer.spaces.map((space) => space.id),
        )
      }
    } catch (error) {
      list = list.savedAt !== null ? { ...list, error: errorMessage(error) } : { ...list, status: 'error', error: errorMessage(error) }
    }
    notifyList()
  }

  let catchingUp: Promise<void> | null = null
  function catchUp(): Promise<void> {
    if (!listLoaded) return loadList()
    catchingUp ??= (async () => {
      try {
        const answer = await server.catchUpSpaces(userId, list.version)
        setSpaces(listAfterCatchUp(list.spaces, answer))
        list = { ...list, version: answer.version, savedAt: null, error: '' }
        for (const roomId of answer.gone) markGone(roomId)
        notifyList()
        scheduleSave('list')
      } catch (error) {
        console.warn('[spaces] the list could not catch up', error)
      } finally {
        catchingUp = null
      }
    })()
    return catchingUp
  }

  function markGone(roomId: number): void {
    const room = rooms.get(roomId)
    if (room) {
      room.status = 'error'
      room.errorKind = 'notFound'
      room.error = "You're not a member of this space."
      notifyRoom(room)
    }
    void deps.db().then((db) => (db ? forgetRoomsExcept(db, list.spaces.map((space) => space.id)) : undefined), () => undefined)
  }

  /** A live message in the list: last message, unread, activity order. */
  function listSawMessage(message: ChatMessage): void {
    const space = list.spaces.find((held) => held.id === message.room_id)
    // A space this tab does not list yet (just made, or joined): the server says what it is.
    if (!space) void catchUp()
    const next = space && summaryWithMessage(space, message, userId)
    if (next) upsertSpace(next)
  }

  function listSawRead(roomId: number, readChatId: number, unread?: number): void {
    const space = list.spaces.find((held) => held.id === roomId)
    const next = space && summaryWithRead(space, readChatId, unread)
    if (!next) return
    upsertSpace(next.space)
    if (!next.exact) void catchUp()
  }

  // ---- conversations: device copy, open, history, older pages ----
  async function loadLocal(room: RoomState, roomId: number, db: OfflineDb): Promise<void> {
    const [queued, unsent] = await Promise.all([queuedChatMessages(db).catch(() => []), readUnsent(db, roomId).catch(() => [])])
    for (const op of queued) {
      if (op.roomId !== roomId || room.local.has(op.clientId)) continue
      const { seq: _seq, ...write } = op
      room.local.set(op.clientId, { op: write, state: online() ? 'sending' : 'waiting', failure: '' })
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
    const room = roomState(roomId)
    const db = await deps.db().catch(() => null)
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
      if (room.local.size > 0 && online()) void flushOutbox()
    }
    try {
      const opened = await server.openSpace({ room_id: roomId })
      room.space = opened.space
      room.members = opened.members
      for (const member of opened.members) presence.set(member.user_id, { user_id: member.user_id, online: member.online, last_seen: member.last_seen })
      const page = await server.getHistory({ roomId })
      room.timeline = applyNewestPage(room.timeline, page)
      room.status = 'ready'
      room.errorKind = 'none'
      room.error = ''
      room.savedAt = null
      room.loaded = true
      upsertKnownSpace(opened.space)
      scheduleSave(roomId)
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
    const held = list.spaces.find((known) => known.id === space.id)
    // The list's own counters are the live ones; a space new to the list joins it.
    if (!held) upsertSpace(space)
  }

  // ---- live answers (every tab applies the leader's answers) ----
  function applyAnswer(answer: PollResponse, asked: ReadonlyMap<number, number>): void {
    for (const item of answer.presence) presence.set(item.user_id, item)
    const byRoom = new Map<number, ChatMessage[]>()
    for (const event of answer.events) applyEvent(event, byRoom)
    for (const [roomId, messages] of byRoom) {
      const room = rooms.get(roomId)
      if (!room) continue
      const before = new Set(room.timeline.messages.map((message) => message.chat_id))
      room.timeline = applyPollMessages(room.timeline, asked.get(roomId) ?? Number.MAX_SAFE_INTEGER, messages)
      room.arrivedCount += messages.filter((message) => message.author.id !== userId && !before.has(message.chat_id)).length
      dropConfirmed(room)
      scheduleSave(roomId)
    }
    for (const room of rooms.values()) notifyRoom(room)
    notifyList()
  }

  function applyEvent(event: ChannelEvent, byRoom: Map<number, ChatMessage[]>): void {
    if (event.type === 'read') {
      listSawRead(event.room_id, event.read_chat_id)
      return
    }
    const messages = byRoom.get(event.message.room_id) ?? []
    messages.push(event.message)
    byRoom.set(event.message.room_id, messages)
    listSawMessage(event.message)
  }

  function applyResync(page: HistoryResponse): void {
    const room = rooms.get(page.room_id)
    if (room) {
      room.timeline = resyncTimeline(page)
      dropConfirmed(room)
      notifyRoom(room)
      scheduleSave(page.room_id)
    }
    const newest = page.messages[page.messages.length - 1]
    if (newest) listSawMessage(newest)
  }

  /** Local messages whose server copy the timeline now holds are not shown twice. */
  function dropConfirmed(room: RoomState): void {
    const refs = [...room.local.values()].map((local) => ({ clientId: local.op.clientId, authorId: userId }))
    const still = new Set(stillPending(room.timeline, refs).map((ref) => ref.clientId))
    for (const clientId of [...room.local.keys()]) if (!still.has(clientId)) room.local.delete(clientId)
  }

  // ---- the polling tab ----
  let leader: OneTabLeader<TabMessage> | null = null
  let nudgers: (() => void)[] = []
  function nudge(): void {
    const waiting = nudgers
    nudgers = []
    for (const resolve of waiting) resolve()
  }
  const nudged = () => new Promise<void>((resolve) => nudgers.push(resolve))

  const anyoneWatching = () => watchingTabs.size > 0

  function announceWatching(watching: boolean): void {
    leader?.post({ type: 'watching', tab: tabId, watching, rooms: list.spaces.map((space) => space.id) })
  }

  /** The spaces to subscribe: this tab's list and every space a watching tab knows. */
  function subscribedRooms(): number[] {
    const ids = new Set(list.spaces.map((space) => space.id))
    for (const roomIds of watchingTabs.values()) for (const id of roomIds) ids.add(id)
    return [...ids]
  }

  async function onLiveAnswer(answer: PollResponse, asked: ReadonlyMap<number, number>): Promise<void> {
    for (const [roomId, cursor] of asked) {
      const newest = answer.events.reduce((max, event) => (event.type === 'message' && event.message.room_id === roomId ? Math.max(max, event.message.chat_id) : max), cursor)
      pollCursors.set(roomId, Math.max(pollCursors.get(roomId) ?? 0, newest))
    }
    applyAnswer(answer, asked)
    leader?.post({ type: 'answer', answer, asked: [...asked] })
    // Spaces whose cursor was too far behind or unknown: read the newest history afresh.
    for (const roomId of answer.resync) {
      try {
        const page = await server.getHistory({ roomId })
        pollCursors.set(roomId, page.latest_chat_id)
        applyResync(page)
        leader?.post({ type: 'resync', page })
      } catch (error) {
        console.warn('[spaces] a resync failed', error)
      }
    }
  }

  async function lead({ signal }: { signal: AbortSignal }): Promise<void> {
    leader?.post({ type: 'hello' })
    while (!signal.aborted) {
      if (!anyoneWatching()) {
        await Promise.race([nudged(), sleep(60_000, signal)])
        continue
      }
      // Polls while someone watches; stops (and unsubscribes) when the last page closes.
      const watching = new AbortController()
      const onStop = () => watching.abort()
      signal.addEventListener('abort', onStop, { once: true })
      const stopWhenUnwatched = () => {
        if (!anyoneWatching()) watching.abort()
        else void nudged().then(stopWhenUnwatched)
      }
      void nudged().then(stopWhenUnwatched)
      await runLivePoll({
        server,
        signal: watching.signal,
        rooms: subscribedRooms,
        cursor: (roomId) => pollCursors.get(roomId) ?? rooms.get(roomId)?.timeline.cursor ?? list.spaces.find((space) => space.id === roomId)?.latest_chat_id ?? 0,
        onSubscribed: (answer) => {
          for (const room of answer.rooms) if (!pollCursors.has(room.room_id)) pollCursors.set(room.room_id, startCursor(room.room_id, room.latest_chat_id))
          for (const item of answer.presence) presence.set(item.user_id, item)
        },
        onAnswer: onLiveAnswer,
        online,
        random,
        sleep,
        nudged,
      })
      signal.removeEventListener('abort', onStop)
    }
  }

  /**
   * Where a space's polling starts: what this tab holds of it (the conversation's cursor, else the
   * list's newest message), so nothing that arrived before the subscription is skipped; the
   * server's newest for a space this tab knows nothing of.
   */
  function startCursor(roomId: number, latest: number): number {
    const known = rooms.get(roomId)?.timeline.cursor || list.spaces.find((space) => space.id === roomId)?.latest_chat_id || 0
    return known > 0 ? Math.min(known, latest) : latest
  }

  function onTabMessage(message: TabMessage): void {
    switch (message.type) {
      case 'hello':
        if (localWatchers > 0) announceWatching(true)
        break
      case 'watching':
        if (message.watching) watchingTabs.set(message.tab, message.rooms)
        else watchingTabs.delete(message.tab)
        nudge()
        break
      case 'answer':
        applyAnswer(message.answer, new Map(message.asked))
        break
      case 'resync':
        applyResync(message.page)
        break
    }
  }

  function ensureLeader(): void {
    if (leader || disposed) return
    leader = startOneTabLeader<TabMessage>({
      name: 'movetime-spaces',
      lead,
      onMessage: onTabMessage,
      // Back from the back/forward cache (or first joining): the leader learns this tab watches.
      onJoin: () => {
        if (localWatchers > 0) queueMicrotask(() => announceWatching(true))
      },
      onLeadChange: (leading) => {
        // A new leader knows nothing of other tabs' watching until they answer its hello.
        if (leading) {
          watchingTabs.clear()
          if (localWatchers > 0) watchingTabs.set(tabId, [])
          pollCursors.clear()
        }
      },
      ...deps.leader,
    })
  }

  function watchStarted(): void {
    localWatchers += 1
    if (localWatchers === 1) {
      watchingTabs.set(tabId, [])
      ensureLeader()
      announceWatching(true)
      nudge()
    }
  }

  function watchEnded(): void {
    localWatchers -= 1
    if (localWatchers === 0) {
      watchingTabs.delete(tabId)
      announceWatching(false)
      nudge()
    }
  }

  // ---- sending ----
  let flushing: Promise<void> | null = null
  const chatServer = (db: OfflineDb) => chatMessageTransport(db, async (body) => (await server.sendMessage(body)).message)

  /** Sends this member's queued messages in the order written; stops at the first passing failure. */
  function flushOutbox(): Promise<void> {
    flushing ??= (async () => {
      try {
        const db = await deps.db().catch(() => null)
        if (!db) return
        for (const write of await queuedChatMessages(db)) {
          if (disposed) return
          setLocalState(write.roomId, write.clientId, 'sending')
          try {
            await chatMessageWrite.send(write, chatServer(db))
          } catch (error) {
            markWaiting()
            if (classifyFailure(error) !== 'auth-required') deps.requestSync()
            return
          }
          await unqueueChatMessage(db, write.clientId)
        }
      } finally {
        flushing = null
      }
    })()
    return flushing
  }

  function setLocalState(roomId: number, clientId: string, state: LocalMessage['state'], failure = ''): void {
    const room = rooms.get(roomId)
    const local = room?.local.get(clientId)
    if (!room || !local || (local.state === state && local.failure === failure)) return
    room.local.set(clientId, { ...local, state, failure })
    notifyRoom(room)
  }

  function markWaiting(): void {
    for (const room of rooms.values()) {
      let changed = false
      for (const [clientId, local] of room.local) {
        if (local.state === 'sending') {
          room.local.set(clientId, { ...local, state: 'waiting' })
          changed = true
        }
      }
      if (changed) notifyRoom(room)
    }
  }

  /** What became of a queued message, sent from this tab, the sync engine, or another tab. */
  function onOutcome(write: ChatMessageOp, outcome: ChatMessageOutcome): void {
    const room = rooms.get(write.roomId)
    if (!room) return
    if ('sent' in outcome) {
      room.timeline = applyMessage(room.timeline, outcome.sent)
      room.local.delete(write.clientId)
      listSawMessage(outcome.sent)
    } else {
      room.local.set(write.clientId, { op: write, state: 'failed', failure: outcome.refused })
    }
    notifyRoom(room)
  }
  const stopOutcomes = onChatOutcome(onOutcome)

  async function queueAndSend(op: ChatMessageOp): Promise<void> {
    const db = await deps.db().catch(() => null)
    if (db) {
      await queueChatMessage(db, op)
      if (online()) void flushOutbox()
      return
    }
    // No device store (private mode): send directly, and say so if it fails.
    try {
      const answer = await server.sendMessage({ room_id: op.roomId, client_id: op.clientId, text: op.text, reply_to: op.replyTo })
      onOutcome(op, { sent: answer.message })
    } catch (error) {
      onOutcome(op, { refused: errorMessage(error) })
    }
  }

  // ---- window events ----
  const onOnline = () => engine.reconnected()
  // Leaving the page: the leader stops counting this tab (its channel closes right after).
  const onPageHide = () => {
    if (localWatchers > 0) announceWatching(false)
  }
  const onVisible = () => {
    if (typeof document !== 'undefined' && document.visibilityState === 'visible' && listListeners.size > 0) void catchUp()
  }
  events?.addEventListener('online', onOnline)
  events?.addEventListener('visibilitychange', onVisible)
  events?.addEventListener('pagehide', onPageHide)

  const readTimers = new Map<number, ReturnType<typeof setTimeout>>()
  const readWanted = new Map<number, number>()

  const engine: DisposableSpacesEngine = {
    watchList(listener) {
      listListeners.add(listener)
      watchStarted()
      // Coming back into view: the list catches up rather than being read whole again.
      void (listLoaded ? catchUp() : loadList())
      return () => {
        listListeners.delete(listener)
        watchEnded()
      }
    },
    listView() {
      listView ??= { status: list.status, spaces: list.spaces, savedAt: list.savedAt, error: list.error }
      return listView
    },
    watchConversation(roomId, listener) {
      const room = roomState(roomId)
      const first = room.listeners.size === 0
      room.listeners.add(listener)
      watchStarted()
      if (first) {
        room.arrivedCount = 0
        void openRoom(roomId)
        if (!listLoaded) void loadList()
      }
      return () => {
        room.listeners.delete(listener)
        watchEnded()
      }
    },
    conversationView(roomId) {
      const room = roomState(roomId)
      const space = list.spaces.find((held) => held.id === roomId) ?? room.space
      room.view ??= conversationViewOf({ ...room, space, local: room.local.values() }, userId, presence)
      return room.view
    },
    async loadOlder(roomId) {
      const room = roomState(roomId)
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
    },
    async send(roomId, text, replyTo) {
      const trimmed = checkMessageText(text)
      const op = newChatMessageOp(roomId, trimmed, replyTo, crypto.randomUUID(), now())
      const room = roomState(roomId)
      room.local.set(op.clientId, { op, state: online() ? 'sending' : 'waiting', failure: '' })
      notifyRoom(room)
      await queueAndSend(op)
    },
    async retry(roomId, key) {
      const room = roomState(roomId)
      const local = room.local.get(key)
      if (!local || local.state !== 'failed') return
      room.local.set(key, { ...local, state: online() ? 'sending' : 'waiting', failure: '' })
      notifyRoom(room)
      const db = await deps.db().catch(() => null)
      if (db) await deleteUnsent(db, key)
      // The same client_id: if the first attempt reached the server after all, this returns it.
      await queueAndSend(local.op)
    },
    async discard(roomId, key) {
      const room = roomState(roomId)
      if (!room.local.delete(key)) return
      notifyRoom(room)
      const db = await deps.db().catch(() => null)
      if (db) await Promise.all([deleteUnsent(db, key), unqueueChatMessage(db, key)])
    },
    markRead(roomId, chatId) {
      const space = list.spaces.find((held) => held.id === roomId) ?? rooms.get(roomId)?.space
      if (space && chatId <= space.read_chat_id) return
      if (chatId <= (readWanted.get(roomId) ?? 0)) return
      readWanted.set(roomId, chatId)
      const pending = readTimers.get(roomId)
      if (pending) clearTimeout(pending)
      readTimers.set(
        roomId,
        setTimeout(() => {
          readTimers.delete(roomId)
          const wanted = readWanted.get(roomId) ?? chatId
          server.markRead({ room_id: roomId, chat_id: wanted }).then(
            (answer) => listSawRead(answer.room_id, answer.read_chat_id, answer.unread),
            (error: unknown) => {
              // Tried again the next time the member reads; the pointer never goes back.
              readWanted.delete(roomId)
              console.warn('[spaces] the read pointer did not move', error)
            },
          )
        }, readDelayMs),
      )
    },
    async setMuted(roomId, muted) {
      const answer = await server.updateSpace(roomId, muted)
      upsertSpace(answer.space)
    },
    async leave(roomId) {
      await server.leaveSpace(roomId)
      setSpaces(list.spaces.filter((space) => space.id !== roomId))
      notifyList()
      scheduleSave('list')
      markGone(roomId)
    },
    async report(roomId, chatId, reason, note) {
      await server.reportMessage({ room_id: roomId, chat_id: chatId, reason, ...(note.trim() ? { note: note.trim() } : {}) })
    },
    async openDirect(otherUserId) {
      const answer = await server.openSpace({ kind: 'direct', user_id: otherUserId })
      upsertSpace(answer.space)
      return answer.space.id
    },
    async openCoach(coachId) {
      const answer = await server.openSpace({ kind: 'coach', coach_id: coachId })
      upsertSpace(answer.space)
      return answer.space.id
    },
    reconnected() {
      markWaitingAsSending()
      void flushOutbox()
      nudge()
      if (listListeners.size > 0) void catchUp()
    },
    dispose() {
      disposed = true
      stopOutcomes()
      events?.removeEventListener('online', onOnline)
      events?.removeEventListener('visibilitychange', onVisible)
      events?.removeEventListener('pagehide', onPageHide)
      for (const timer of [...saveTimers.values(), ...readTimers.values()]) clearTimeout(timer)
      leader?.stop()
      leader = null
      listListeners.clear()
      for (const room of rooms.values()) room.listeners.clear()
    },
  }

  function markWaitingAsSending(): void {
    for (const room of rooms.values()) {
      let changed = false
      for (const [clientId, local] of room.local) {
        if (local.state === 'waiting') {
          room.local.set(clientId, { ...local, state: 'sending' })
          changed = true
        }
      }
      if (changed) notifyRoom(room)
    }
  }

  return engine
}
