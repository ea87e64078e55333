import { FullScreenSpinner } from '@/ui/spinner/FullScreenSpinner'

/** For the router's HydrateFallback and lazy-route loading: docs/product.md's full-screen spinner. */
export function RouteLoadingSpinner() {
  return <FullScreenSpinner label="Loading page…" />
}
