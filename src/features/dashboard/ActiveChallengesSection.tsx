import { lazy, Suspense } from 'react'

// Loaded after the dashboard draws: its code (and the community calls it brings) stays off the first load.
const ActiveChallenges = lazy(() => import('./ActiveChallenges').then((module) => ({ default: module.ActiveChallenges })))

/** The dashboard's "Active challenges" card, fetched as its own chunk once the page is up. */
export function ActiveChallengesSection() {
  return (
    <Suspense fallback={null}>
      <ActiveChallenges />
    </Suspense>
  )
}
