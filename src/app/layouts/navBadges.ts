import { runWaitingRequestBadge } from '@/features/community/common/loadWaitingRequestCount'
import { runSpacesBadge } from '@/features/spaces/common/loadSpacesBadge'
import { paths } from '@/shared/paths/routePaths'
import type { NavBadgeCount } from '@/ui/sidebar/SidebarNav'

/** The member navigation's counts: waiting friend requests and unread messages in spaces. */
export interface NavBadges {
  friends: NavBadgeCount | null
  spaces: NavBadgeCount | null
}

/** Each count by the `to` of the links that carry it, sidebar and tabs alike: what the layout reads. */
export type NavBadgesByPath = Readonly<Partial<Record<string, NavBadgeCount>>>

/**
 * Friends carries the requests (Community, the phone's tab for friends, too); Spaces carries the
 * unread messages, and so does the phone's Account tab, under which the spaces live.
 */
export function badgesByPath({ friends, spaces }: NavBadges): NavBadgesByPath {
  const byPath: Record<string, NavBadgeCount> = {}
  if (friends) byPath[paths.friends] = friends
  if (spaces) byPath[paths.mySpaces] = byPath[paths.account] = spaces
  return byPath
}

/**
 * Loaded by the shell with one dynamic import once the page is idle: runs both counts' readers
 * (each brings its API calls and store) and reports the links' badges whenever either changes.
 * Returns the way to stop both.
 */
export function runNavBadges(userId: number, show: (byPath: NavBadgesByPath) => void): () => void {
  let badges: NavBadges = { friends: null, spaces: null }
  const put = (key: keyof NavBadges) => (badge: NavBadgeCount | null) => {
    badges = { ...badges, [key]: badge }
    show(badgesByPath(badges))
  }
  const stops = [runWaitingRequestBadge(userId, put('friends')), runSpacesBadge(userId, put('spaces'))]
  return () => stops.forEach((stop) => stop())
}
