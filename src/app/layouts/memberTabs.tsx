import { paths } from '@/shared/paths/routePaths'
import type { TabBarLink } from '@/ui/tabbar/TabBar'

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" focusable="false">
    <path d={d} />
  </svg>
)

/** The four places a member goes most, as the phone's bottom tabs. */
export const memberTabLinks: readonly TabBarLink[] = [
  { to: paths.dashboard, label: 'Dashboard', icon: icon('M4 13h6V4H4zM14 20h6v-9h-6zM4 20h6v-3H4zM14 7h6V4h-6z') },
  { to: paths.library, label: 'Library', icon: icon('M4 5h6v6H4zM14 5h6v6h-6zM4 15h6v4H4zM14 15h6v4h-6z') },
  {
    to: paths.favourites,
    label: 'Favourites',
    icon: icon('M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z'),
  },
  { to: paths.account, label: 'Account', icon: icon('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0') },
]
