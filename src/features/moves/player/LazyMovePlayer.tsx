import { lazy, Suspense, type ReactNode } from 'react'
import type { MovePlayerProps } from './MovePlayer'

// The player is the largest part of a move page: the title, poster and actions draw without it,
// and the video has to buffer anyway.
const MovePlayer = lazy(() => import('./MovePlayer').then((m) => ({ default: m.MovePlayer })))

/** The move player, fetched on first use; `fallback` holds its place (the poster, the player's size) meanwhile. */
export function LazyMovePlayer({ fallback, ...props }: MovePlayerProps & { fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <MovePlayer {...props} />
    </Suspense>
  )
}
