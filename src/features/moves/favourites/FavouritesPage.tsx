import { useAtomValue } from 'jotai'
import { lazy, Suspense, useLayoutEffect, useMemo, useRef } from 'react'
import { appStore } from '@/lib/auth/authState'
import { favouritesAtom } from '@/offline/favourites/favouritesState'
import { paths } from '@/shared/paths/routePaths'
import { remoteData } from '@/shared/remote/remoteState'
import { EmptyState } from '@/shared/states/EmptyState'
import { MoveGrid } from '../card/MoveGrid'
import { useLibrary } from '@/shared/moves/useLibrary'
import { Button } from '@/ui/button/Button'
import { ButtonLink } from '@/ui/button/ButtonLink'
import { MovesContent } from '../states/MovesContent'
import '../downloads/downloads.css'
import './favouritesPage.css'

// The download controls' code (the downloads' state, the storage estimate, their messages) is no
// part of drawing the favourites: it is asked for once the moves are drawn, and until it is in, the
// same button, disabled, holds its place, so the grid below does not move.
const DownloadFavouritesButton = lazy(() => import('../downloads/DownloadFavouritesButton').then((m) => ({ default: m.DownloadFavouritesButton })))

// Below the moves, so fetching it after them shifts nothing.
const OfflineStorage = lazy(() => import('../downloads/OfflineStorage').then((m) => ({ default: m.OfflineStorage })))

/** The "Download all favourites" button as it first draws, while its code loads. */
function DownloadFavouritesPending() {
  return (
    <div className="move-download">
      <Button variant="secondary" disabled>
        Download all favourites
      </Button>
    </div>
  )
}

const countText = (n: number) => `${n} ${n === 1 ? 'favourite' : 'favourites'}`

/**
 * /favorites: the moves the member saved, read from the library (on the device first) and the
 * shared favourites, so it works offline. A heart turned off takes its card away at once.
 */
export function FavouritesPage() {
  const remote = useLibrary()
  const { ids } = useAtomValue(favouritesAtom, { store: appStore })
  const headingRef = useRef<HTMLHeadingElement>(null)

  // Derived from the shared favourites, so an un-favourite (or its rollback on error) shows here.
  const library = remoteData(remote.state)
  const shown = useMemo(() => library?.moves.filter((move) => ids.has(move.id)) ?? [], [library, ids])

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
      <MovesContent remote={remote} loading="Loading your favourites…" savedOnDevice>
        {() => (
          <>
            <p role="status" className="favourites-page__count">
              {shownCount > 0 && countText(shownCount)}
            </p>
            {shownCount === 0 ? (
              <EmptyState
                title="No favourites yet"
                action={<ButtonLink to={paths.library}>Browse the library</ButtonLink>}
              >
                Tap the heart on any move to keep it here for your next workout.
              </EmptyState>
            ) : (
              <>
                <Suspense fallback={<DownloadFavouritesPending />}>
                  <DownloadFavouritesButton moves={shown} />
                </Suspense>
                <MoveGrid moves={shown} label="Your favourites" />
              </>
            )}
            <Suspense fallback={null}>
              <OfflineStorage />
            </Suspense>
          </>
        )}
      </MovesContent>
    </div>
  )
}
