import type { HistoryResponse, PollResponse } from '@/api/spaces/spaceTypes'
import { startOneTabLeader, type OneTabLeader, type OneTabLeaderOptions } from '@/lib/tabs/oneTabLeader'
import { runLivePoll } from './livePoll'
import type { RoomTimelines } from './roomTimelines'
import type { SpacesEngineState } from './spacesEngineState'

/** What tabs say to each other on the channel. */
export type TabMessage =
  | { type: 'hello' }
  /** A tab started or stopped watching; `rooms` are the spaces it knows, which the leader subscribes too. */
  | { type: 'watching'; tab: string; watching: boolean; rooms: number[] }
  | { type: 'answer'; answer: PollResponse; asked: [number, number][] }
  | { type: 'resync'; page: HistoryResponse }

export type LeaderSeams = Partial<Pick<OneTabLeaderOptions<TabMessage>, 'locks' | 'openChannel' | 'page'>>

export interface LiveConnectionOptions {
  /** Test seams for the one-tab leader; the defaults are the browser's. */
  leader?: LeaderSeams
  /** Window events (online, visibilitychange, pagehide); null when nobody sends them. */
  events: Pick<Window, 'addEventListener' | 'removeEventListener'> | null
  /** The network came back (the window's `online` event). */
  reconnected(): void
  /** The list catches up (the page became visible again while the list is watched). */
  catchUp(): void
}

export interface LiveConnection {
  /** A page of this tab started or stopped watching spaces. */
  watchStarted(): void
  watchEnded(): void
  /** The listed spaces changed: a follower tells the leader, whose subscription follows. */
  spaceIdsChanged(): void
  dispose(): void
}

/**
 * The live connection: the one tab that leads (lock `movetime-spaces`) subscribes and long-polls
 * while a tab of this browser watches a spaces page, posts every answer to the other tabs, and
 * every tab applies it the same way. Followers tell the leader when they start or stop watching.
 */
export function createLiveConnection(state: SpacesEngineState, timelines: RoomTimelines, options: LiveConnectionOptions): LiveConnection {
  const { server, nudge, nudged } = state
  const tabId = crypto.randomUUID()
  let leader: OneTabLeader<TabMessage> | null = null
  /** Where the polling tab asks from in each space (the leader's own; followers never poll). */
  const pollCursors = new Map<number, number>()
  /** Tabs of this browser watching a spaces page (this one included), with the spaces each knows. */
  const watchingTabs = new Map<string, number[]>()
  let localWatchers = 0

  const anyoneWatching = () => watchingTabs.size > 0

  function announceWatching(watching: boolean): void {
    leader?.post({ type: 'watching', tab: tabId, watching, rooms: state.list.spaces.map((space) => space.id) })
  }

  /** The spaces to subscribe: this tab's list and every space a watching tab knows. */
  function subscribedRooms(): number[] {
    const ids = new Set(state.list.spaces.map((space) => space.id))
    for (const roomIds of watchingTabs.values()) for (const id of roomIds) ids.add(id)
    return [...ids]
  }

  async function onLiveAnswer(answer: PollResponse, asked: ReadonlyMap<number, number>): Promise<void> {
    for (const [roomId, cursor] of asked) {
      const newest = answer.events.reduce((max, event) => (event.type === 'message' && event.message.room_id === roomId ? Math.max(max, event.message.chat_id) : max), cursor)
      pollCursors.set(roomId, Math.max(pollCursors.get(roomId) ?? 0, newest))
    }
    timelines.applyAnswer(answer, asked)
    leader?.post({ type: 'answer', answer, asked: [...asked] })
    // Spaces whose cursor was too far behind or unknown: read the newest history afresh.
    for (const roomId of answer.resync) {
      try {
        const page = await server.getHistory({ roomId })
        pollCursors.set(roomId, page.latest_chat_id)
        timelines.applyResync(page)
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
        await Promise.race([nudged(), state.sleep(60_000, signal)])
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
        cursor: (roomId) => pollCursors.get(roomId) ?? state.rooms.get(roomId)?.timeline.cursor ?? state.list.spaces.find((space) => space.id === roomId)?.latest_chat_id ?? 0,
        onSubscribed: (answer) => {
          for (const room of answer.rooms) if (!pollCursors.has(room.room_id)) pollCursors.set(room.room_id, startCursor(room.room_id, room.latest_chat_id))
          for (const item of answer.presence) state.presence.set(item.user_id, item)
        },
        onAnswer: onLiveAnswer,
        online: state.online,
        random: state.random,
        sleep: state.sleep,
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
    const known = state.rooms.get(roomId)?.timeline.cursor || state.list.spaces.find((space) => space.id === roomId)?.latest_chat_id || 0
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
        timelines.applyAnswer(message.answer, new Map(message.asked))
        break
      case 'resync':
        timelines.applyResync(message.page)
        break
    }
  }

  function ensureLeader(): void {
    if (leader || state.disposed) return
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
      ...options.leader,
    })
  }

  const { events } = options
  const onOnline = () => options.reconnected()
  // Leaving the page: the leader stops counting this tab (its channel closes right after).
  const onPageHide = () => {
    if (localWatchers > 0) announceWatching(false)
  }
  const onVisible = () => {
    if (typeof document !== 'undefined' && document.visibilityState === 'visible' && state.listListeners.size > 0) options.catchUp()
  }
  events?.addEventListener('online', onOnline)
  events?.addEventListener('visibilitychange', onVisible)
  events?.addEventListener('pagehide', onPageHide)

  return {
    watchStarted() {
      localWatchers += 1
      if (localWatchers === 1) {
        watchingTabs.set(tabId, [])
        ensureLeader()
        announceWatching(true)
        nudge()
      }
    },
    watchEnded() {
      localWatchers -= 1
      if (localWatchers === 0) {
        watchingTabs.delete(tabId)
        announceWatching(false)
        nudge()
      }
    },
    spaceIdsChanged() {
      // A follower's new space (a direct space it opened) reaches the leader's subscription.
      if (localWatchers > 0 && leader && !leader.isLeader()) announceWatching(true)
    },
    dispose() {
      events?.removeEventListener('online', onOnline)
      events?.removeEventListener('visibilitychange', onVisible)
      events?.removeEventListener('pagehide', onPageHide)
      leader?.stop()
      leader = null
    },
  }
}
