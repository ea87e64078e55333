import { lazy, Suspense } from 'react'
import { useFirstPageDrawn } from '@/app/startup/useFirstPageDrawn'
import { TabBar } from '@/ui/tabbar/TabBar'
import { AccountMenu } from './AccountMenu'
import { memberTabLinks } from './memberTabs'
import type { NavBadgesByPath } from './navBadges'
import { memberArea } from './navLinks'
import { SidebarLayout } from './SidebarLayout'
import { useNavBadges } from './useNavBadges'

// Empty until the member is offline, has changes waiting or has synced: the page draws without it
// (and without the offline session's status behind it), and it joins the header right after. Its
// code is asked for only then, so the first draw does not wait for its download either.
const ConnectionStatus = lazy(() => import('../offline/ConnectionStatus').then((m) => ({ default: m.ConnectionStatus })))

/** The links with their counts: a link's badge is the one its `to` is listed under. */
const withBadges = <Link extends { to: string }>(links: readonly Link[], badges: NavBadgesByPath) =>
  links.map((link) => (badges[link.to] ? { ...link, badge: badges[link.to] } : link))

export function MemberLayout() {
  const badges = useNavBadges()
  const drawn = useFirstPageDrawn()
  return (
    <SidebarLayout
      area={{ ...memberArea, links: withBadges(memberArea.links, badges) }}
      headerActions={
        drawn && (
          <Suspense fallback={null}>
            <ConnectionStatus />
          </Suspense>
        )
      }
      accountMenu={(signOut) => <AccountMenu onSignOut={signOut} />}
      tabBar={<TabBar label="Member tabs" links={withBadges(memberTabLinks, badges)} />}
    />
  )
}
