import { atom, useAtomValue } from 'jotai'
import { toggleFavourite } from '@/api/moves/movesApi'
import { appStore } from '@/lib/auth/authState'

/**
 * The member's favourites, held once for the whole app so a heart toggled on a card shows at once
 * on the detail page, the favourites list and the dashboard count. `known` is false until a page
 * has loaded them from the server (the library or favourites list), so counts never show a guess.
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

/** What the server says the favourites are (after loading the library or the favourites list). */
export function setFavouriteIds(ids: Iterable<number>): void {
  appStore.set(favouritesAtom, { known: true, ids: new Set(ids) })
}

/** One move's favourite state as the server reported it (e.g. from its detail call). */
export function setFavourite(moveId: number, isFavourite: boolean): void {
  write((ids) => (isFavourite ? ids.add(moveId) : ids.delete(moveId)))
}

export function clearFavourites(): void {
  appStore.set(favouritesAtom, { known: false, ids: new Set<number>() })
}

const inFlight = new Map<number, Promise<boolean>>()

/**
 * Flips the heart at once, then asks the server. The server's answer wins; on an error the heart
 * goes back to what it was and the error is rethrown for the caller to show. A second tap while
 * the first is on its way waits for it, so two toggles never race each other.
 */
export function toggleFavouriteMove(moveId: number): Promise<boolean> {
  const previous = inFlight.get(moveId) ?? Promise.resolve(true)
  const next = previous
    .catch(() => undefined)
    .then(async () => {
      const wasFavourite = appStore.get(favouritesAtom).ids.has(moveId)
      setFavourite(moveId, !wasFavourite)
      try {
        const response = await toggleFavourite(moveId)
        setFavourite(moveId, response.is_favourite)
        return response.is_favourite
      } catch (error) {
        setFavourite(moveId, wasFavourite)
        throw error
      }
    })
  inFlight.set(moveId, next)
  void next.finally(() => {
    if (inFlight.get(moveId) === next) inFlight.delete(moveId)
  }).catch(() => undefined)
  return next
}

export function useIsFavourite(moveId: number): boolean {
  return useAtomValue(favouritesAtom, { store: appStore }).ids.has(moveId)
}

/** The number of favourites, or null until they are known. */
export function useFavouriteCount(): number | null {
  const { known, ids } = useAtomValue(favouritesAtom, { store: appStore })
  return known ? ids.size : null
}
