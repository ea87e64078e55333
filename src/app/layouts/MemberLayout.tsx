import { TabBar } from '@/ui/tabbar/TabBar'
import { ConnectionStatus } from '../offline/ConnectionStatus'
import { AccountMenu } from './AccountMenu'
import { memberTabLinks } from './memberTabs'
import { memberArea } from './navLinks'
import { SidebarLayout } from './SidebarLayout'

export function MemberLayout() {
  return (
    <SidebarLayout
      area={memberArea}
      headerActions={<ConnectionStatus />}
      accountMenu={(signOut) => <AccountMenu onSignOut={signOut} />}
      tabBar={<TabBar label="Member tabs" links={memberTabLinks} />}
    />
  )
}
