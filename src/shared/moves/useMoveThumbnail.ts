import { useEffect, useState } from 'react'
import type { MoveSummary } from '@/api/moves/moveTypes'
import { useOnline } from '@/lib/network/useOnline'
import { storedThumbnail } from '@/offline/thumbnails/storedThumbnail'

/**
 * Offline, the move's thumbnail saved with the library, as an object URL for an <img>; online (or
 * when the device has none) undefined, and the card loads its poster as usual. The object URL is
 * revoked when the card goes, the move's thumbnail changes, or the network returns.
 */
export function useMoveThumbnail(move: Pick<MoveSummary, 'thumbnail_url'>): string | undefined {
  const online = useOnline()
  const url = move.thumbnail_url
  const [stored, setStored] = useState<{ url: string; href: string } | null>(null)

  useEffect(() => {
    if (online || !url) return undefined
    let cancelled = false
    let href: string | null = null
    void storedThumbnail(url).then((blob) => {
      if (cancelled || !blob) return
      href = URL.createObjectURL(blob)
      setStored({ url, href })
    })
    return () => {
      cancelled = true
      if (href !== null) URL.revokeObjectURL(href)
      setStored(null)
    }
  }, [online, url])

  return !online && stored !== null && stored.url === url ? stored.href : undefined
}
