import { lazy, Suspense, useEffect, useState } from 'react'
import { afterFirstDraw } from '../startup/firstDraw'

const AnalyticsRoot = lazy(() => import('./AnalyticsRoot').then((m) => ({ default: m.AnalyticsRoot })))

/**
 * The consent banner and the collector, fetched once the page has drawn and the browser is idle:
 * they cost a member's first load nothing, and a prerendered page's HTML has none of them.
 */
export function LaterAnalytics() {
  const [ready, setReady] = useState(false)
  useEffect(() => afterFirstDraw(() => setReady(true), 2000), [])
  return ready ? (
    <Suspense fallback={null}>
      <AnalyticsRoot />
    </Suspense>
  ) : null
}
