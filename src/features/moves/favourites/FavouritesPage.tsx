import { useAtomValue } from 'jotai'
import { lazy, Suspense, useLayoutEffect, useMemo, useRef } from 'react'
import { appStore } from '@/lib/auth/authState'
import { favouritesAtom } from '@/offline/favourites/favouritesState'
import { paths } from '@/shared/paths/routePaths'
import { remoteData } from '@/shared/remote/remoteState'
import { EmptyState } from '@/shared/states/EmptyState'
import { MoveGrid } from '../card/MoveGrid'
import { DownloadFavouritesButton } from '../downloads/DownloadFavouritesButton'
import { useLibrary } from '@/shared/moves/useLibrary'
import { ButtonLink } from '@/ui/button/ButtonLink'
import { MovesContent } from '../states/MovesContent'
import './favouritesPage.css'

// Below the moves, so fetching it after them shifts nothing.
const OfflineStorage = lazy(() => import('../downloads/OfflineStorage').then((m) => ({ default: m.OfflineStorage })))

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
                <DownloadFavouritesButton moves={shown} />
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
