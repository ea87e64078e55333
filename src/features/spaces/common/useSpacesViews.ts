import { useCallback, useSyncExternalStore } from 'react'
import type { ConversationView, SpacesListView } from '@/offline/spaces/spacesEngineTypes'
import { useSpacesEngine } from './SpacesEngineContext'

/** The member's spaces as the engine sees them, kept current while the page shows them. */
export function useSpacesList(): SpacesListView {
  const engine = useSpacesEngine()
  const subscribe = useCallback((listener: () => void) => engine.watchList(listener), [engine])
  const read = useCallback(() => engine.listView(), [engine])
  return useSyncExternalStore(subscribe, read, read)
}

/** One conversation, opened (history, presence, live messages) for as long as the page watches it. */
export function useConversation(roomId: number): ConversationView {
  const engine = useSpacesEngine()
  const subscribe = useCallback((listener: () => void) => engine.watchConversation(roomId, listener), [engine, roomId])
  const read = useCallback(() => engine.conversationView(roomId), [engine, roomId])
  return useSyncExternalStore(subscribe, read, read)
}
