import { paths } from '@/shared/paths/routePaths'
import type { TabBarLink } from '@/ui/tabbar/TabBar'

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" focusable="false">
    <path d={d} />
  </svg>
)

/**
 * The five places a member goes most, as the phone's bottom tabs (five is the most a phone's tab bar
 * holds: 64 px each at 320 px). Community lands on friends (its badge counts friend requests) and
 * stays current on groups and challenges; Account holds the spaces (its badge counts unread messages).
 */
export const memberTabLinks: readonly TabBarLink[] = [
  { to: paths.dashboard, label: 'Dashboard', icon: icon('M4 13h6V4H4zM14 20h6v-9h-6zM4 20h6v-3H4zM14 7h6V4h-6z') },
  { to: paths.library, label: 'Library', icon: icon('M4 5h6v6H4zM14 5h6v6h-6zM4 15h6v4H4zM14 15h6v4h-6z') },
  {
    to: paths.favourites,
    label: 'Favourites',
    icon: icon('M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z'),
  },
  {
    to: paths.friends,
    label: 'Community',
    also: [paths.groups, '/user/view-groups', '/user/view-groups/:id', paths.challenges, '/user/challenges/:id'],
    icon: icon('M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20a6.5 6.5 0 0 1 13 0M16 4.3a3.5 3.5 0 0 1 0 6.4M18 14.2a6.5 6.5 0 0 1 3.5 5.8'),
  },
  { to: paths.account, label: 'Account', icon: icon('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0') },
]
