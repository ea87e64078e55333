import { type Atom, atom, useAtomValue } from 'jotai'
import { useEffect, useRef } from 'react'
import { appStore } from '@/lib/auth/authState'
import { offlineDatabase, offlineSession, onSyncStatus, syncStatusAtom } from '../session/offlineSession'
import { readFavourites } from '../store/favouritesStore'

/**
 * The member's favourites, held once for the whole app so a heart toggled on a card shows at once
 * on the detail page, the favourites list and the dashboard count. `known` is false until the
 * whole list has been loaded (from the device or the server), so counts never show a guess.
 *
 * This module is the atom's one writer: every change goes through `put` below, and what reaches
 * it (the library's list, a move's detail, a tap, a finished sync run, sign-out) comes through a
 * function or hook exported here, so the rules for which source wins live in one place.
 */
export interface FavouritesState {
  known: boolean
  ids: ReadonlySet<number>
}

const favourites = atom<FavouritesState>({ known: false, ids: new Set<number>() })

/** What everyone else gets: read-only, so a write elsewhere does not type-check. */
export const favouritesAtom: Atom<FavouritesState> = atom((get) => get(favourites))

function put(state: FavouritesState): void {
  followSyncRuns()
  appStore.set(favourites, state)
}

/** Changes some ids; the set is only "known" (countable) once a whole list has been loaded. */
function write(update: (ids: Set<number>) => void): void {
  const { known, ids: current } = appStore.get(favourites)
  const ids = new Set(current)
  update(ids)
  put({ known, ids })
}

/**
 * The whole list, as the device or the server reports it. Pages report through the hooks below;
 * only tests and stories call this and setFavourite directly (favouritesWriter.test.ts holds it).
 */
export function setFavouriteIds(ids: Iterable<number>): void {
  put({ known: true, ids: new Set(ids) })
}

/** One move's favourite state (e.g. from its detail). */
export function setFavourite(moveId: number, isFavourite: boolean): void {
  write((ids) => (isFavourite ? ids.add(moveId) : ids.delete(moveId)))
}

/** Sign-out: the next member must not see these hearts. */
export function clearFavourites(): void {
  put({ known: false, ids: new Set<number>() })
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
  const favourite = !appStore.get(favourites).ids.has(moveId)
  setFavourite(moveId, favourite)
  // The outbox's code loads with the first tap, not with every page that draws a heart.
  const [{ queueFavouriteIntent }, db] = await Promise.all([import('../sync/kinds/favouriteWrite'), database])
  await queueFavouriteIntent(db, moveId, favourite)
  // The engine reports its own failures through its status; a session ended meanwhile is no error.
  void session
    .then(async ({ engine }) => {
      await engine.refresh()
      await engine.sync()
    })
    .catch(() => undefined)
  return favourite
}

let stopFollowing: (() => void) | null = null

/**
 * After a run that sent everything, the device's list is the server's (other devices' changes
 * included). Only then: while taps are still waiting, the hearts on screen are the truth.
 *
 * Started by the first write, not when this module is imported: importing must not subscribe
 * (a story, a test or a visitor's page that only draws a heart), and before a first write the
 * list is not known, so a finished run would have nothing to refresh. A run already under way
 * then counts, as it would have with a subscription made at import. Returns the unsubscribe.
 */
export function followSyncRuns(): () => void {
  if (stopFollowing) return stopFollowing
  let runUnderWay = appStore.get(syncStatusAtom).state === 'syncing'
  const unsubscribe = onSyncStatus((status) => {
    if (status.state === 'syncing') {
      runUnderWay = true
      return
    }
    const ranToTheEnd = runUnderWay && status.state === 'idle' && status.pending === 0
    runUnderWay = false
    if (!ranToTheEnd) return
    const session = offlineSession()
    if (!session || !appStore.get(favourites).known) return
    void session
      .then(({ db }) => readFavourites(db))
      .then(({ intended }) => setFavouriteIds(intended))
      .catch(() => undefined)
  })
  stopFollowing = () => {
    unsubscribe()
    stopFollowing = null
  }
  return stopFollowing
}

/** The library is where the whole list arrives (from the device, then the server): it becomes the hearts. */
export function useFavouritesFromLibrary(favouriteIds: readonly number[] | undefined): void {
  useEffect(() => {
    if (favouriteIds) setFavouriteIds(favouriteIds)
  }, [favouriteIds])
}

/**
 * A move's detail says whether it is a favourite; that seeds its heart once, when the move is
 * first known: a later copy of the same move (the server's answer after the saved one) must not
 * undo a heart tapped meanwhile, which the outbox and sync engine already carry to the server.
 */
export function useFavouriteFromMove(move: { id: number; is_favourite: boolean } | null | undefined): void {
  const seededFor = useRef<number | null>(null)
  useEffect(() => {
    if (!move || seededFor.current === move.id) return
    seededFor.current = move.id
    setFavourite(move.id, move.is_favourite)
  }, [move])
}

export function useIsFavourite(moveId: number): boolean {
  return useAtomValue(favouritesAtom, { store: appStore }).ids.has(moveId)
}

/** The number of favourites, or null until they are known. */
export function useFavouriteCount(): number | null {
  const { known, ids } = useAtomValue(favouritesAtom, { store: appStore })
  return known ? ids.size : null
}
