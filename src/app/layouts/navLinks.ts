import type { SidebarNavLink } from '@/ui/sidebar/SidebarNav'

export const memberNavLinks: readonly SidebarNavLink[] = [
  { to: '/user/dashboard', label: 'Dashboard' },
  { to: '/user/library', label: 'Library' },
  { to: '/favorites', label: 'Favourites' },
  { to: '/user/my-moves', label: 'My moves' },
  { to: '/user/move/add', label: 'Add a move' },
  { to: '/user/groups', label: 'Groups' },
  { to: '/user/plans', label: 'Plans' },
  { to: '/user/billing-history', label: 'Billing history' },
  { to: '/account/payments', label: 'Payment methods' },
  { to: '/user/profile', label: 'Profile' },
  { to: '/user/setting', label: 'Settings' },
]

export const adminNavLinks: readonly SidebarNavLink[] = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/moves', label: 'Moves' },
  { to: '/admin/videos', label: 'Videos' },
  { to: '/admin/photo', label: 'Photos' },
  { to: '/admin/plans', label: 'Plans' },
  { to: '/admin/prices', label: 'Prices' },
  { to: '/admin/subscriptions', label: 'Subscriptions' },
  { to: '/admin/invoices', label: 'Invoices' },
  { to: '/admin/refunds', label: 'Refunds' },
  { to: '/admin/groups', label: 'Groups' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/user_info', label: 'User info' },
  { to: '/admin/user_history', label: 'User history' },
  { to: '/admin/sms', label: 'SMS templates' },
  { to: '/admin/email', label: 'Email templates' },
  { to: '/admin/schedule', label: 'Schedules' },
  { to: '/admin/cms', label: 'CMS' },
  { to: '/admin/profile', label: 'Profile' },
]
