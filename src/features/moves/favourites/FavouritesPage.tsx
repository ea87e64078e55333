import { useAtomValue } from 'jotai'
import { useLayoutEffect, useMemo, useRef } from 'react'
import { Link } from 'react-router'
import { appStore } from '@/lib/auth/authState'
import { favouritesAtom } from '@/offline/favourites/favouritesState'
import { useLibrary } from '../library/useLibrary'
import { buttonClassName } from '@/ui/button/buttonClassName'
import { MoveGrid } from '../card/MoveGrid'
import { MovesFromDevice, MovesLoadFailed, MovesLoading } from '../card/MoveListStates'
import { LIBRARY_PATH } from '../card/movePaths'
import { DownloadFavouritesButton } from '../downloads/DownloadFavouritesButton'
import { OfflineStorage } from '../downloads/OfflineStorage'
import './favouritesPage.css'

const countText = (n: number) => `${n} ${n === 1 ? 'favourite' : 'favourites'}`

/**
 * /favorites: the moves the member saved, read from the library (on the device first) and the
 * shared favourites, so it works offline. A heart turned off takes its card away at once.
 */
export function FavouritesPage() {
  const { state, retry } = useLibrary()
  const { ids } = useAtomValue(favouritesAtom, { store: appStore })
  const headingRef = useRef<HTMLHeadingElement>(null)

  // Derived from the shared favourites, so an un-favourite (or its rollback on error) shows here.
  const shown = useMemo(() => ((state.status === 'ready' || state.status === 'empty') ? state.data.moves.filter((move) => ids.has(move.id)) : []), [state, ids])

  const shownCount = shown.length
  const previousCount = useRef(shownCount)
  useLayoutEffect(() => {
    const removed = shownCount < previousCount.current
    previousCount.current = shownCount
    // The heart that was pressed left with its card; give focus a place to stand.
    const focus = document.activeElement
    if (removed && (!focus || focus === document.body || !focus.isConnected)) headingRef.current?.focus()
  }, [shownCount])

  return (
    <div className="favourites-page">
      <h1 ref={headingRef} tabIndex={-1} className="favourites-page__title">
        Favourites
      </h1>
      {state.status === 'loading' && <MovesLoading label="Loading your favourites…" />}
      {state.status === 'error' && <MovesLoadFailed message={state.message} onRetry={retry} />}
      {(state.status === 'ready' || state.status === 'empty') && state.saved && (
        <MovesFromDevice syncedAt={state.data.syncedAt} message={state.saved.message} onRetry={retry} />
      )}
      {(state.status === 'ready' || state.status === 'empty') && (
        <>
          <p role="status" className="favourites-page__count">
            {shownCount > 0 && countText(shownCount)}
          </p>
          {shownCount === 0 ? (
            <div className="move-list-empty">
              <h2>No favourites yet</h2>
              <p>Tap the heart on any move to keep it here for your next workout.</p>
              <Link className={buttonClassName('primary')} to={LIBRARY_PATH}>
                Browse the library
              </Link>
            </div>
          ) : (
            <>
              <DownloadFavouritesButton moves={shown} />
              <MoveGrid moves={shown} label="Your favourites" />
            </>
          )}
          <OfflineStorage />
        </>
      )}
    </div>
  )
}
