import { paths } from '@/shared/paths/routePaths'
import type { Role } from '@/lib/auth/role'
import type { SidebarNavLink } from '@/ui/sidebar/SidebarNav'

/** The member's places. Friends carries the waiting-request count and Spaces the unread messages (navBadges.ts). */
export const memberNavLinks: readonly SidebarNavLink[] = [
  { to: paths.dashboard, label: 'Dashboard' },
  { to: paths.library, label: 'Library' },
  { to: paths.favourites, label: 'Favourites' },
  { to: paths.myMoves, label: 'My moves' },
  { to: paths.addMove, label: 'Add a move' },
  { to: paths.friends, label: 'Friends' },
  { to: paths.groups, label: 'Groups', also: ['/user/view-groups', '/user/view-groups/:id'] },
  { to: paths.challenges, label: 'Challenges' },
  { to: paths.mySpaces, label: 'Spaces', also: ['/account/my-spaces/:id'] },
  { to: paths.myBookings, label: 'Bookings' },
  { to: paths.reviews, label: 'Reviews' },
  { to: paths.plans, label: 'Plans' },
  { to: paths.billingHistory, label: 'Billing history' },
  { to: paths.paymentMethods, label: 'Payment methods' },
  { to: paths.profile, label: 'Profile' },
  { to: paths.settings, label: 'Settings' },
]

/** What sets one signed-in area's shell apart: whose it is, its links, and where its brand link goes. */
export interface ShellArea {
  role: Role
  /** Accessible name of the sidebar's nav landmark. */
  navLabel: string
  links: readonly SidebarNavLink[]
  homePath: string
  /** The badge beside the brand. */
  areaLabel: string
}

export const memberArea: ShellArea = { role: 'user', navLabel: 'Member navigation', links: memberNavLinks, homePath: paths.dashboard, areaLabel: 'Member' }
