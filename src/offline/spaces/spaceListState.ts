import { errorMessage } from '@/api/apiError'
import type { ChatMessage, SpaceSummary } from '@/api/spaces/spaceTypes'
import type { DeviceCopySaves } from './deviceCopySaves'
import { byActivity, listAfterCatchUp, spaceIdsKey, summaryWithMessage, summaryWithRead } from './spaceListMerge'
import { notifyList, notifyRoom, type SpacesEngineState } from './spacesEngineState'
import { forgetRoomsExcept, readSpaceList, saveSpaceList } from './spacesStore'

export interface SpaceListHooks {
  /** The set of listed spaces changed (a space joined or left the list). */
  spaceIdsChanged(): void
}

export interface SpaceListState {
  setSpaces(spaces: SpaceSummary[]): void
  upsertSpace(space: SpaceSummary): void
  /** Device copy first, then the server's whole list. */
  loadList(): Promise<void>
  /** What changed since the list's version; the whole list when it was never loaded. */
  catchUp(): Promise<void>
  /** The member no longer belongs to the space: its conversation says so, its device copy goes. */
  markGone(roomId: number): void
  /** A live message in the list: last message, unread, activity order. */
  listSawMessage(message: ChatMessage): void
  listSawRead(roomId: number, readChatId: number, unread?: number): void
}

/** The space list: device copy, server, catch-up, live changes, device save. */
export function createSpaceListState(state: SpacesEngineState, saves: DeviceCopySaves, hooks: SpaceListHooks): SpaceListState {
  const { server } = state

  function setSpaces(spaces: SpaceSummary[]): void {
    const before = spaceIdsKey(state.list.spaces)
    state.list = { ...state.list, spaces: [...spaces].sort(byActivity) }
    if (spaceIdsKey(state.list.spaces) !== before) hooks.spaceIdsChanged()
    for (const space of spaces) {
      const room = state.rooms.get(space.id)
      if (room) {
        room.space = space
        notifyRoom(room)
      }
    }
    state.nudge()
  }

  function upsertSpace(space: SpaceSummary): void {
    setSpaces([...state.list.spaces.filter((held) => held.id !== space.id), space])
    notifyList(state)
    saves.scheduleSave('list')
  }

  async function loadList(): Promise<void> {
    const db = await state.db().catch(() => null)
    if (db && !state.listLoaded) {
      const copy = await readSpaceList(db).catch(() => undefined)
      if (copy && !state.listLoaded) {
        setSpaces(copy.spaces)
        state.list = { ...state.list, status: 'ready', version: copy.version, savedAt: copy.savedAt }
        notifyList(state)
      }
    }
    try {
      const answer = await server.getMySpaces()
      state.listLoaded = true
      setSpaces(answer.spaces)
      state.list = { ...state.list, status: 'ready', version: answer.version, savedAt: null, error: '' }
      if (db) {
        await saveSpaceList(db, answer.spaces, answer.version, state.now())
        await forgetRoomsExcept(
          db,
          answer.spaces.map((space) => space.id),
        )
      }
    } catch (error) {
      state.list = state.list.savedAt !== null ? { ...state.list, error: errorMessage(error) } : { ...state.list, status: 'error', error: errorMessage(error) }
    }
    notifyList(state)
  }

  let catchingUp: Promise<void> | null = null
  function catchUp(): Promise<void> {
    if (!state.listLoaded) return loadList()
    catchingUp ??= (async () => {
      try {
        const answer = await server.catchUpSpaces(state.userId, state.list.version)
        setSpaces(listAfterCatchUp(state.list.spaces, answer))
        state.list = { ...state.list, version: answer.version, savedAt: null, error: '' }
        for (const roomId of answer.gone) markGone(roomId)
        notifyList(state)
        saves.scheduleSave('list')
      } catch (error) {
        console.warn('[spaces] the list could not catch up', error)
      } finally {
        catchingUp = null
      }
    })()
    return catchingUp
  }

  function markGone(roomId: number): void {
    const room = state.rooms.get(roomId)
    if (room) {
      room.status = 'error'
      room.errorKind = 'notFound'
      room.error = "You're not a member of this space."
      notifyRoom(room)
    }
    void state.db().then((db) => (db ? forgetRoomsExcept(db, state.list.spaces.map((space) => space.id)) : undefined), () => undefined)
  }

  function listSawMessage(message: ChatMessage): void {
    const space = state.list.spaces.find((held) => held.id === message.room_id)
    // A space this tab does not list yet (just made, or joined): the server says what it is.
    if (!space) void catchUp()
    const next = space && summaryWithMessage(space, message, state.userId)
    if (next) upsertSpace(next)
  }

  function listSawRead(roomId: number, readChatId: number, unread?: number): void {
    const space = state.list.spaces.find((held) => held.id === roomId)
    const next = space && summaryWithRead(space, readChatId, unread)
    if (!next) return
    upsertSpace(next.space)
    if (!next.exact) void catchUp()
  }

  return { setSpaces, upsertSpace, loadList, catchUp, markGone, listSawMessage, listSawRead }
}
