import { paths } from '@/shared/paths/routePaths'
import type { Role } from '@/lib/auth/role'
import type { SidebarNavLink } from '@/ui/sidebar/SidebarNav'

/** The sidebar's Friends link: the member layout puts the waiting-request count on it. */
export const FRIENDS_LINK: SidebarNavLink = { to: paths.friends, label: 'Friends' }

export const memberNavLinks: readonly SidebarNavLink[] = [
  { to: paths.dashboard, label: 'Dashboard' },
  { to: paths.library, label: 'Library' },
  { to: paths.favourites, label: 'Favourites' },
  { to: paths.myMoves, label: 'My moves' },
  { to: paths.addMove, label: 'Add a move' },
  FRIENDS_LINK,
  { to: paths.groups, label: 'Groups', also: ['/user/view-groups', '/user/view-groups/:id'] },
  { to: paths.challenges, label: 'Challenges' },
  { to: paths.myBookings, label: 'Bookings' },
  { to: paths.reviews, label: 'Reviews' },
  { to: paths.plans, label: 'Plans' },
  { to: paths.billingHistory, label: 'Billing history' },
  { to: paths.paymentMethods, label: 'Payment methods' },
  { to: paths.profile, label: 'Profile' },
  { to: paths.settings, label: 'Settings' },
]

export const adminNavLinks: readonly SidebarNavLink[] = [
  { to: paths.adminDashboard, label: 'Dashboard' },
  { to: paths.adminMoves, label: 'Moves' },
  { to: paths.adminVideos, label: 'Videos' },
  { to: paths.adminPhotos, label: 'Photos' },
  { to: paths.adminPlans, label: 'Plans' },
  { to: paths.adminPrices, label: 'Prices' },
  { to: paths.adminSubscriptions, label: 'Subscriptions' },
  { to: paths.adminInvoices, label: 'Invoices' },
  { to: paths.adminRefunds, label: 'Refunds' },
  { to: paths.adminGroups, label: 'Groups' },
  { to: paths.adminUsers, label: 'Users' },
  { to: paths.adminUserInfo, label: 'User info' },
  { to: paths.adminUserHistory, label: 'User history' },
  { to: paths.adminSmsTemplates, label: 'SMS templates' },
  { to: paths.adminEmailTemplates, label: 'Email templates' },
  { to: paths.adminSchedules, label: 'Schedules' },
  { to: paths.adminCoaches, label: 'Coaches' },
  { to: paths.adminCoachHours, label: 'Coach hours' },
  { to: paths.adminCoachOverrides, label: 'Coach date overrides' },
  { to: paths.adminReviews, label: 'Reviews' },
  { to: paths.adminCms, label: 'CMS' },
  { to: paths.adminProfile, label: 'Profile' },
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

export const adminArea: ShellArea = { role: 'admin', navLabel: 'Admin navigation', links: adminNavLinks, homePath: paths.adminDashboard, areaLabel: 'Admin' }
