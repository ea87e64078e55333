import { inPageFetchNow } from '@/api/http'
import { fetchPublishedMovesEarly } from '@/api/moves/publishedMovesEarly'
import { parseMoveId } from '@/features/moves/detail/parseMoveId'

/** paths.publicMove: /move?id=… (the router takes a trailing slash too). */
const SHARED_MOVE_PATH = /^\/move\/?$/

/**
 * On a shared move's link (/move?id=…), asks for the move at once, from the entry, so the answer
 * travels while the page's code loads rather than after it (PublicMovePage takes it); once the
 * answer is in, the poster is fetched at high priority, before the page that shows it has drawn.
 * Every other address asks for nothing.
 */
export function fetchSharedMoveEarly(where: Pick<Location, 'pathname' | 'search'> = window.location): void {
  if (!SHARED_MOVE_PATH.test(where.pathname)) return
  const id = parseMoveId(new URLSearchParams(where.search).get('id'))
  if (id === null) return
  void fetchPublishedMovesEarly(id, inPageFetchNow).then((answer) => {
    const poster = answer?.list.find((move) => move.id === id)?.poster_url
    if (poster) preloadImage(poster)
  })
}

function preloadImage(href: string): void {
  const link = document.createElement('link')
  link.rel = 'preload'
  link.setAttribute('as', 'image')
  link.setAttribute('fetchpriority', 'high')
  link.href = href
  document.head.append(link)
}
