import { FullScreenSpinner } from '@/ui/spinner/FullScreenSpinner'

/** For the router's HydrateFallback and lazy-route loading: the SPEC's full-screen spinner. */
export function RouteLoadingSpinner() {
  return <FullScreenSpinner label="Loading page…" />
}
