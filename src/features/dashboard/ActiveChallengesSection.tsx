import { lazy, Suspense } from 'react'

// Loaded after the dashboard draws, through a small loader chunk (see activeChallengesLoader.ts):
// the card's code, and the community calls it brings, stay off the first load.
const ActiveChallenges = lazy(() => import('./activeChallengesLoader').then((loader) => loader.loadActiveChallenges()))

/** The dashboard's "Active challenges" card, fetched as its own chunk once the page is up. */
export function ActiveChallengesSection() {
  return (
    <Suspense fallback={null}>
      <ActiveChallenges />
    </Suspense>
  )
}
