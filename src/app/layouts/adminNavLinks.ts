import { adminPaths } from '@/shared/paths/adminPaths'
import { paths } from '@/shared/paths/routePaths'
import type { SidebarNavLink } from '@/ui/sidebar/SidebarNav'
import type { ShellArea } from './navLinks'

/** The admin menu, apart from the member's links: only the admin layout imports it, so a member never downloads it. */
export const adminNavLinks: readonly SidebarNavLink[] = [
  { to: paths.adminDashboard, label: 'Dashboard' },
  { to: adminPaths.analytics.list, label: 'Analytics' },
  { to: adminPaths.moves.list, label: 'Moves' },
  { to: adminPaths.videos.list, label: 'Videos' },
  { to: adminPaths.photos.list, label: 'Photos' },
  { to: adminPaths.plans.list, label: 'Plans' },
  { to: adminPaths.prices.list, label: 'Prices' },
  { to: adminPaths.subscriptions.list, label: 'Subscriptions' },
  { to: adminPaths.invoices.list, label: 'Invoices' },
  { to: adminPaths.refunds.list, label: 'Refunds' },
  { to: adminPaths.groups.list, label: 'Groups' },
  { to: adminPaths.users.list, label: 'Users' },
  { to: adminPaths.userInfo.list, label: 'User info' },
  { to: adminPaths.userHistory.list, label: 'User history' },
  { to: adminPaths.smsTemplates.list, label: 'SMS templates' },
  { to: adminPaths.emailTemplates.list, label: 'Email templates' },
  { to: adminPaths.schedules.list, label: 'Schedules' },
  { to: adminPaths.coaches.list, label: 'Coaches' },
  { to: adminPaths.coachHours.list, label: 'Coach hours' },
  { to: adminPaths.coachOverrides.list, label: 'Coach date overrides' },
  { to: adminPaths.reviews.list, label: 'Reviews' },
  { to: adminPaths.chatReports.list, label: 'Message reports' },
  { to: adminPaths.contactMessages.list, label: 'Contact messages' },
  { to: adminPaths.cms.list, label: 'CMS' },
  { to: adminPaths.blog.list, label: 'Blog posts' },
  { to: adminPaths.blogCategories.list, label: 'Blog categories' },
  { to: adminPaths.blogTags.list, label: 'Blog tags' },
  { to: paths.adminProfile, label: 'Profile' },
]

export const adminArea: ShellArea = { role: 'admin', navLabel: 'Admin navigation', links: adminNavLinks, homePath: paths.adminDashboard, areaLabel: 'Admin' }
