import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useState } from 'react'
import { matchRoutes, useLocation } from 'react-router'
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
 */
function useCollector(statistics: boolean, snapshots: boolean): Collector | null {
  const [collector, setCollector] = useState<Collector | null>(null)
  useEffect(() => {
    if (!statistics) return
    let live = true
    let started: Collector | null = null
    import('@/shared/analytics/collector').then(
      ({ startCollector }) => {
        if (!live) return
        started = startCollector({ snapshots })
        setCollector(started)
      },
      // Unreachable code (offline, a new version deployed) means nothing recorded this time.
      () => undefined,
    )
    return () => {
      live = false
      started?.stop()
      setCollector(null)
    }
    // The snapshot part of the choice changes a running collector; it does not start a new visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [statistics])
  useEffect(() => collector?.setSnapshots(snapshots), [collector, snapshots])
  return collector
}

/**
 * Analytics for the whole app, in one place: the consent banner while nothing is decided, and page
 * views from the router's location once the visitor allowed them. Mounted by AppRoot after the first
 * page drew (LaterAnalytics), so none of it is part of a member's first load. The admin console is
 * not recorded.
 */
export function AnalyticsRoot() {
  const consent = useConsent()
  const { pathname } = useLocation()
  const route = useMemo(() => routeOf(pathname), [pathname])
  const collector = useCollector(consent.choice.statistics, consent.choice.snapshots)

  // In the commit that draws the page: a snapshot stops before a page it must not record changes anything.
  useLayoutEffect(() => {
    if (collector && !route.admin) collector.pageView(pathname, route.pattern)
  }, [collector, pathname, route])

  if (!needsChoice(consent)) return null
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  )
}
