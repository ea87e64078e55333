import { lazy, Suspense, useContext, useEffect, useState } from 'react'
import { matchRoutes, UNSAFE_NavigationContext } from 'react-router'
import { isBlockable } from '@/lib/navigation/blockableHistory'
import type { Collector } from '@/shared/analytics/collector'
import { needsChoice } from '@/shared/analytics/consent'
import { useConsent } from '@/shared/analytics/useConsent'
import { routeTable } from '../routes/routeTable'

const ConsentBanner = lazy(() => import('@/features/site/consent/ConsentBanner').then((m) => ({ default: m.ConsentBanner })))

/** A page's route pattern (what analytics records, never the address with its ids and query) and who it is for. */
export function routeOf(pathname: string): { pattern: string; admin: boolean } {
  const route = matchRoutes(routeTable, pathname)?.[0]?.route
  return route ? { pattern: route.path, admin: route.access === 'admin' } : { pattern: '/*', admin: false }
}

/**
 * The collector while the visitor allows usage statistics: its code is fetched only then, and it is
 * stopped (nothing more sent, the visit forgotten on this tab) the moment they withdraw.
 *
 * A page view is recorded when the address changes, not when the page draws: the router draws a
 * page once its code and data are in, and a quicker click or a closed tab would otherwise lose the
 * visit to a page that had not drawn yet. Addresses visited while the collector's code is on its way
 * are recorded when it arrives. The same address twice (a filter in the query) is one view. The
 * app's history is blockable and can be watched; under another router no page view is recorded.
 */
function useCollector(statistics: boolean, snapshots: boolean): void {
  const { navigator } = useContext(UNSAFE_NavigationContext)
  const [collector, setCollector] = useState<Collector | null>(null)
  useEffect(() => {
    if (!statistics) return
    let live = true
    let started: Collector | null = null
    const waiting: string[] = []
    let last: string | undefined
    const record = (pathname: string) => {
      if (pathname === last) return
      last = pathname
      const route = routeOf(pathname)
      if (route.admin) return
      if (started) started.pageView(pathname, route.pattern)
      else waiting.push(pathname)
    }
    let stopWatching: (() => void) | undefined
    if (isBlockable(navigator)) {
      record(navigator.location.pathname)
      stopWatching = navigator.watch((location) => record(location.pathname))
    }
    import('@/shared/analytics/collector').then(
      ({ startCollector }) => {
        if (!live) return
        started = startCollector({ snapshots })
        for (const pathname of waiting.splice(0)) started.pageView(pathname, routeOf(pathname).pattern)
        setCollector(started)
      },
      // Unreachable code (offline, a new version deployed) means nothing recorded this time.
      () => undefined,
    )
    return () => {
      live = false
      stopWatching?.()
      started?.stop()
      setCollector(null)
    }
    // The snapshot part of the choice changes a running collector; it does not start a new visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [statistics, navigator])
  useEffect(() => collector?.setSnapshots(snapshots), [collector, snapshots])
}

/**
 * Analytics for the whole app, in one place: the consent banner while nothing is decided, and page
 * views from the router's location once the visitor allowed them. Mounted by AppRoot after the first
 * page drew (LaterAnalytics), so none of it is part of a member's first load. The admin console is
 * not recorded.
 */
export function AnalyticsRoot() {
  const consent = useConsent()
  useCollector(consent.choice.statistics, consent.choice.snapshots)

  if (!needsChoice(consent)) return null
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  )
}
