import { lazy, Suspense, useEffect, useState } from 'react'
import { afterNextPaint } from '@/shared/remote/afterNextPaint'

// Loaded after the dashboard draws, through a small loader chunk (see activeChallengesLoader.ts):
// the card's code, and the community calls it brings, stay off the first load.
const ActiveChallenges = lazy(() => import('./activeChallengesLoader').then((loader) => loader.loadActiveChallenges()))

/**
 * The dashboard's "Active challenges" card, fetched as its own chunk once the page has painted.
 * A lazy component asks for its code when it first renders: rendered with the page, the card's
 * loader was requested before the dashboard's heading drew, and joined what the first draw waits on.
 */
export function ActiveChallengesSection() {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let live = true
    void afterNextPaint().then(() => {
      if (live) setPainted(true)
    })
    return () => {
      live = false
    }
  }, [])
  return painted ? (
    <Suspense fallback={null}>
      <ActiveChallenges />
    </Suspense>
  ) : null
}
