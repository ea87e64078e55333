import { atom, useAtomValue } from 'jotai'
import { appStore } from '@/lib/auth/authState'
import { offlineDatabase, offlineSession, onSyncStatus } from '../session/offlineSession'
import { readFavourites } from '../store/favouritesStore'
import { queueFavouriteIntent } from '../sync/kinds/favouriteWrite'

/**
 * The member's favourites, held once for the whole app so a heart toggled on a card shows at once
 * on the detail page, the favourites list and the dashboard count. `known` is false until the
 * whole list has been loaded (from the device or the server), so counts never show a guess.
 */
export interface FavouritesState {
  known: boolean
  ids: ReadonlySet<number>
}

export const favouritesAtom = atom<FavouritesState>({ known: false, ids: new Set<number>() })

/** Changes some ids; the set is only "known" (countable) once a whole list has been loaded. */
function write(update: (ids: Set<number>) => void): void {
  const { known, ids: current } = appStore.get(favouritesAtom)
  const ids = new Set(current)
  update(ids)
  appStore.set(favouritesAtom, { known, ids })
}

/** The whole list, as the device or the server reports it. */
export function setFavouriteIds(ids: Iterable<number>): void {
  appStore.set(favouritesAtom, { known: true, ids: new Set(ids) })
}

/** One move's favourite state (e.g. from its detail). */
export function setFavourite(moveId: number, isFavourite: boolean): void {
  write((ids) => (isFavourite ? ids.add(moveId) : ids.delete(moveId)))
}

export function clearFavourites(): void {
  appStore.set(favouritesAtom, { known: false, ids: new Set<number>() })
}

/**
 * Flips the heart at once and records the member's intent in the outbox on this device, then
 * asks the sync engine to send it. Offline, the intent waits there and survives closing the app;
 * the engine reconciles it against the server's list, so a lost response never flips it twice.
 */
export async function toggleFavouriteMove(moveId: number): Promise<boolean> {
  const session = offlineSession()
  const database = offlineDatabase()
  if (!session || !database) throw new Error('Sign in to keep favourites.')
  // The intent is the opposite of the heart the member saw, whatever this device had stored.
  const favourite = !appStore.get(favouritesAtom).ids.has(moveId)
  setFavourite(moveId, favourite)
  await queueFavouriteIntent(await database, moveId, favourite)
  // The engine reports its own failures through its status; a session ended meanwhile is no error.
  void session
    .then(async ({ engine }) => {
      await engine.refresh()
      await engine.sync()
    })
    .catch(() => undefined)
  return favourite
}

/**
 * After a run that sent everything, the device's list is the server's (other devices' changes
 * included). Only then: while taps are still waiting, the hearts on screen are the truth.
 */
let runUnderWay = false
onSyncStatus((status) => {
  if (status.state === 'syncing') {
    runUnderWay = true
    return
  }
  const ranToTheEnd = runUnderWay && status.state === 'idle' && status.pending === 0
  runUnderWay = false
  if (!ranToTheEnd) return
  const session = offlineSession()
  if (!session || !appStore.get(favouritesAtom).known) return
  void session
    .then(({ db }) => readFavourites(db))
    .then(({ intended }) => setFavouriteIds(intended))
    .catch(() => undefined)
})

export function useIsFavourite(moveId: number): boolean {
  return useAtomValue(favouritesAtom, { store: appStore }).ids.has(moveId)
}

/** The number of favourites, or null until they are known. */
export function useFavouriteCount(): number | null {
  const { known, ids } = useAtomValue(favouritesAtom, { store: appStore })
  return known ? ids.size : null
}
