import { useCallback, useSyncExternalStore } from 'react'
import type { ConversationView, SpacesEngine, SpacesListView } from '@/offline/spaces/spacesEngineTypes'
import { useSpacesEngine } from './SpacesEngineContext'

const LOADING_LIST: SpacesListView = { status: 'loading', spaces: [], savedAt: null, error: '' }
const LOADING_CONVERSATION: ConversationView = {
  status: 'loading',
  space: null,
  members: [],
  messages: [],
  hasOlder: false,
  loadingOlder: false,
  savedAt: null,
  error: '',
  errorKind: 'none',
  arrivedCount: 0,
  presence: new Map(),
}
const nothing = () => () => undefined

/** The member's spaces as the engine sees them, kept current while the page shows them (loading until the engine is there). */
export function useSpacesList(): SpacesListView {
  const engine = useSpacesEngine()
  const subscribe = useCallback((listener: () => void) => (engine ? engine.watchList(listener) : nothing()), [engine])
  const read = useCallback(() => (engine ? engine.listView() : LOADING_LIST), [engine])
  return useSyncExternalStore(subscribe, read, read)
}

/** One conversation, opened (history, presence, live messages) for as long as the page watches it. */
export function useConversation(roomId: number): ConversationView {
  const engine = useSpacesEngine()
  const subscribe = useCallback((listener: () => void) => (engine ? engine.watchConversation(roomId, listener) : nothing()), [engine, roomId])
  const read = useCallback(() => (engine ? engine.conversationView(roomId) : LOADING_CONVERSATION), [engine, roomId])
  return useSyncExternalStore(subscribe, read, read)
}

/** The engine once the page has a view from it: a ready view always came from one. */
export function useReadyEngine(): SpacesEngine {
  const engine = useSpacesEngine()
  if (!engine) throw new Error('The spaces engine is not loaded yet.')
  return engine
}
