import type { SpacesEngineState } from './spacesEngineState'
import { saveRoomCopy, saveSpaceList } from './spacesStore'

export type SaveKey = number | 'list'

export interface DeviceCopySaves {
  /** Throttled: a busy room is written once a second at most. */
  scheduleSave(key: SaveKey): void
  dispose(): void
}

/** Writes the list and each room's timeline to the device copy. */
export function createDeviceCopySaves(state: SpacesEngineState): DeviceCopySaves {
  const saveTimers = new Map<SaveKey, ReturnType<typeof setTimeout>>()

  async function saveNow(key: SaveKey): Promise<void> {
    const db = await state.db().catch(() => null)
    if (!db || state.disposed) return
    try {
      if (key === 'list') {
        if (state.listLoaded) await saveSpaceList(db, state.list.spaces, state.list.version, state.now())
      } else {
        const room = state.rooms.get(key)
        if (room && room.timeline.messages.length > 0) await saveRoomCopy(db, key, { space: room.space, members: room.members, timeline: room.timeline }, state.now())
      }
    } catch (error) {
      console.warn('[spaces] the device copy was not saved', error)
    }
  }

  return {
    scheduleSave(key) {
      if (saveTimers.has(key) || state.disposed) return
      saveTimers.set(
        key,
        setTimeout(() => {
          saveTimers.delete(key)
          void saveNow(key)
        }, 1_000),
      )
    },
    dispose() {
      for (const timer of saveTimers.values()) clearTimeout(timer)
    },
  }
}
