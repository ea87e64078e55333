import { catchUpSpaces } from '@/api/spaces/roomsApi'
import type { NavBadgeCount } from '@/ui/sidebar/SidebarNav'
import { setSpacesUnread, spacesUnreadOf, spacesUnreadPublications, subscribeSpacesUnread, unreadMessagesText } from './spacesUnreadCount'

/** How often the badge reads the total again while the member can see the tab. */
export const SPACES_BADGE_EVERY_MS = 60_000

/**
 * The navigation's unread-messages badge for this member, run by the shell after its dynamic
 * import (so the API client stays out of the shell's first download). It reads the server's unread
 * total now, when the member returns to the tab or the network returns, and every minute while the
 * tab is visible; offline, or when a read fails, it keeps what it showed. A spaces page publishing
 * its list (spacesUnreadCount.ts) shows at once. Calls `show` whenever the count changes; returns
 * the way to stop.
 */
export function runSpacesBadge(userId: number, show: (badge: NavBadgeCount | null) => void): () => void {
  const controller = new AbortController()
  const read = () => {
    if (!navigator.onLine) return
    const before = spacesUnreadPublications()
    // A `since` of now: nothing has changed after it, so the answer is little more than the total.
    catchUpSpaces(userId, Date.now(), controller.signal).then(
      (answer) => {
        // A page that published while this read was out knows better (it saw the read pointer move).
        if (!controller.signal.aborted && spacesUnreadPublications() === before) setSpacesUnread(userId, answer.unread_total)
      },
      () => undefined,
    )
  }
  const readIfVisible = () => document.visibilityState === 'visible' && read()
  const emit = () => {
    const count = spacesUnreadOf(userId)
    show(count ? { count, description: unreadMessagesText(count) } : null)
  }
  emit()
  const unsubscribe = subscribeSpacesUnread(emit)
  document.addEventListener('visibilitychange', readIfVisible)
  window.addEventListener('online', read)
  const timer = window.setInterval(readIfVisible, SPACES_BADGE_EVERY_MS)
  read()
  return () => {
    controller.abort()
    unsubscribe()
    window.clearInterval(timer)
    document.removeEventListener('visibilitychange', readIfVisible)
    window.removeEventListener('online', read)
  }
}
