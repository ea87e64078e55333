import type { SpaceMember, SpacePresence, SpaceSummary } from '@/api/spaces/spaceTypes'
import type { OfflineDb } from '../store/offlineSchema'
import type { LocalMessage } from './conversationViewOf'
import type { ConversationView, SpacesListView } from './spacesEngineTypes'
import type { SpacesServer } from './spacesServer'
import { EMPTY_TIMELINE, type Timeline } from './timelineMerge'

/**
 * What the parts of the spaces engine (`createSpacesEngine.ts`) share: the list, each room's
 * state, presence, the listeners, and the engine's seams with their defaults resolved. One plain
 * object, so each part reads and writes the same state the others see.
 */

export interface ListState {
  status: SpacesListView['status']
  spaces: SpaceSummary[]
  version: number
  savedAt: number | null
  error: string
}

export interface RoomState {
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

/** The engine's seams, defaults already chosen. */
export interface SpacesEngineSeams {
  userId: number
  server: SpacesServer
  db(): Promise<OfflineDb | null>
  requestSync(): void
  online(): boolean
  now(): number
  random(): number
  sleep(ms: number, signal: AbortSignal): Promise<void>
}

export interface SpacesEngineState extends SpacesEngineSeams {
  list: ListState
  listLoaded: boolean
  listView: SpacesListView | null
  listListeners: Set<() => void>
  presence: Map<number, SpacePresence>
  rooms: Map<number, RoomState>
  disposed: boolean
  /** Wakes every wait that `nudged()` handed out (something changed: rooms, watchers, network). */
  nudge(): void
  nudged(): Promise<void>
}

export function createSpacesEngineState(seams: SpacesEngineSeams): SpacesEngineState {
  let nudgers: (() => void)[] = []
  return {
    ...seams,
    list: { status: 'loading', spaces: [], version: 0, savedAt: null, error: '' },
    listLoaded: false,
    listView: null,
    listListeners: new Set(),
    presence: new Map(),
    rooms: new Map(),
    disposed: false,
    nudge() {
      const waiting = nudgers
      nudgers = []
      for (const resolve of waiting) resolve()
    },
    nudged: () => new Promise<void>((resolve) => nudgers.push(resolve)),
  }
}

export function notifyList(state: SpacesEngineState): void {
  state.listView = null
  for (const listener of [...state.listListeners]) listener()
}

export function notifyRoom(room: RoomState): void {
  room.view = null
  for (const listener of [...room.listeners]) listener()
}

/** The room's state, made (empty, loading) the first time it is asked for. */
export function roomState(state: SpacesEngineState, roomId: number): RoomState {
  let room = state.rooms.get(roomId)
  if (!room) {
    room = {
      status: 'loading',
      errorKind: 'none',
      error: '',
      space: state.list.spaces.find((space) => space.id === roomId) ?? null,
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
    state.rooms.set(roomId, room)
  }
  return room
}
