import { useState } from 'react'
import type { MoveSummary } from '@/api/moves/moveTypes'
import { useMoveThumbnail } from './useMoveThumbnail'

export interface MovePhotoProps {
  move: Pick<MoveSummary, 'poster_url' | 'thumbnail_url'>
  className?: string
  /** Decorative by default: the move's title is beside it. */
  alt?: string
  loading?: 'lazy' | 'eager'
}

/**
 * A move's photo: the poster, or the small thumbnail the saved library keeps on the device when the
 * poster cannot load (offline, never fetched); nothing when neither can.
 */
export function MovePhoto({ move, className, alt = '', loading = 'lazy' }: MovePhotoProps) {
  const [failed, setFailed] = useState<string | null>(null)
  const candidates = [move.poster_url, move.thumbnail_url].filter((url): url is string => Boolean(url))
  const next = failed === null ? candidates[0] : candidates[candidates.indexOf(failed) + 1]
  // Offline, the copy saved with the library wins as soon as it is read, whatever failed before it.
  const saved = useMoveThumbnail(move)
  const src = saved !== undefined && failed !== saved ? saved : next
  if (!src) return null
  return <img className={className} src={src} alt={alt} loading={loading} decoding="async" width={320} height={240} onError={() => setFailed(src)} />
}
