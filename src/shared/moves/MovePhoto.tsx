import { useEffect, useState } from 'react'
import type { MoveSummary } from '@/api/moves/moveTypes'
import { useMoveThumbnail } from './useMoveThumbnail'

export interface MovePhotoProps {
  move: Pick<MoveSummary, 'poster_url' | 'thumbnail_url'>
  className?: string
  /** Decorative by default: the move's title is beside it. */
  alt?: string
  loading?: 'lazy' | 'eager'
  /**
   * Asks for the photo only once the card has stayed mounted for PHOTO_DELAY_MS (the box keeps its
   * size and tint meanwhile). For cards a fast scroll mounts: most are gone again within a few
   * frames, and each photo's request, decode and paint would have come out of those frames.
   */
  deferred?: boolean
}

/** Longer than a card stays mounted in a fling, shorter than a slow scroll takes to bring it on screen. */
export const PHOTO_DELAY_MS = 150

/**
 * A move's photo: the poster, or the small thumbnail the saved library keeps on the device when the
 * poster cannot load (offline, never fetched); nothing when neither can.
 */
export function MovePhoto({ move, className, alt = '', loading = 'lazy', deferred = false }: MovePhotoProps) {
  const [failed, setFailed] = useState<string | null>(null)
  // Read once: a card already showing its photo never hides it again.
  const [waiting, setWaiting] = useState(deferred)
  useEffect(() => {
    if (!waiting) return undefined
    const timer = setTimeout(() => setWaiting(false), PHOTO_DELAY_MS)
    return () => clearTimeout(timer)
  }, [waiting])
  const candidates = [move.poster_url, move.thumbnail_url].filter((url): url is string => Boolean(url))
  const next = failed === null ? candidates[0] : candidates[candidates.indexOf(failed) + 1]
  // Offline, the copy saved with the library wins as soon as it is read, whatever failed before it.
  const saved = useMoveThumbnail(move)
  const src = saved !== undefined && failed !== saved ? saved : next
  if (!src || waiting) return null
  return <img className={className} src={src} alt={alt} loading={loading} decoding="async" width={320} height={240} onError={() => setFailed(src)} />
}
