import { lazy, Suspense, useMemo } from 'react'
import { TabBar } from '@/ui/tabbar/TabBar'
import { AccountMenu } from './AccountMenu'
import { COMMUNITY_TAB, memberTabLinks } from './memberTabs'
import { FRIENDS_LINK, memberArea, type ShellArea } from './navLinks'
import { SidebarLayout } from './SidebarLayout'
import { useWaitingRequestBadge } from './useWaitingRequestBadge'

// Empty until the member is offline, has changes waiting or has synced: the page draws without it
// (and without the offline session's status behind it), and it joins the header right after.
const ConnectionStatus = lazy(() => import('../offline/ConnectionStatus').then((m) => ({ default: m.ConnectionStatus })))

export function MemberLayout() {
  const badge = useWaitingRequestBadge()
  const area = useMemo<ShellArea>(
    () => (badge ? { ...memberArea, links: memberArea.links.map((link) => (link === FRIENDS_LINK ? { ...link, badge } : link)) } : memberArea),
    [badge],
  )
  const tabs = useMemo(() => (badge ? memberTabLinks.map((link) => (link === COMMUNITY_TAB ? { ...link, badge } : link)) : memberTabLinks), [badge])
  return (
    <SidebarLayout
      area={area}
      headerActions={
        <Suspense fallback={null}>
          <ConnectionStatus />
        </Suspense>
      }
      accountMenu={(signOut) => <AccountMenu onSignOut={signOut} />}
      tabBar={<TabBar label="Member tabs" links={tabs} />}
    />
  )
}
