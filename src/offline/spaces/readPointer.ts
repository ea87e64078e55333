import type { SpaceListState } from './spaceListState'
import type { SpacesEngineState } from './spacesEngineState'

export interface ReadPointer {
  /** Moves the member's read pointer once they stop scrolling for `delayMs`; never back. */
  markRead(roomId: number, chatId: number): void
  dispose(): void
}

export function createReadPointer(state: SpacesEngineState, list: SpaceListState, delayMs: number): ReadPointer {
  const readTimers = new Map<number, ReturnType<typeof setTimeout>>()
  const readWanted = new Map<number, number>()

  return {
    markRead(roomId, chatId) {
      const space = state.list.spaces.find((held) => held.id === roomId) ?? state.rooms.get(roomId)?.space
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
          state.server.markRead({ room_id: roomId, chat_id: wanted }).then(
            (answer) => list.listSawRead(answer.room_id, answer.read_chat_id, answer.unread),
            (error: unknown) => {
              // Tried again the next time the member reads; the pointer never goes back.
              readWanted.delete(roomId)
              console.warn('[spaces] the read pointer did not move', error)
            },
          )
        }, delayMs),
      )
    },
    dispose() {
      for (const timer of readTimers.values()) clearTimeout(timer)
    },
  }
}
