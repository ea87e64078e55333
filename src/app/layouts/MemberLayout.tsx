import { useMemo } from 'react'
import { TabBar } from '@/ui/tabbar/TabBar'
import { ConnectionStatus } from '../offline/ConnectionStatus'
import { AccountMenu } from './AccountMenu'
import { COMMUNITY_TAB, memberTabLinks } from './memberTabs'
import { FRIENDS_LINK, memberArea, type ShellArea } from './navLinks'
import { SidebarLayout } from './SidebarLayout'
import { useWaitingRequestBadge } from './useWaitingRequestBadge'

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
      headerActions={<ConnectionStatus />}
      accountMenu={(signOut) => <AccountMenu onSignOut={signOut} />}
      tabBar={<TabBar label="Member tabs" links={tabs} />}
    />
  )
}
