import { paths } from '@/shared/paths/routePaths'
import { TabBar } from '@/ui/tabbar/TabBar'
import { ConnectionStatus } from '../offline/ConnectionStatus'
import { AccountMenu } from './AccountMenu'
import { memberTabLinks } from './memberTabs'
import { memberNavLinks } from './navLinks'
import { SidebarLayout } from './SidebarLayout'
import { useSignOut } from './useSignOut'

export function MemberLayout() {
  const signOut = useSignOut('user')
  return (
    <SidebarLayout
      navLabel="Member navigation"
      links={memberNavLinks}
      homePath={paths.dashboard}
      areaLabel="Member"
      onSignOut={signOut}
      headerActions={<ConnectionStatus />}
      accountMenu={<AccountMenu onSignOut={() => void signOut()} />}
      tabBar={<TabBar label="Member tabs" links={memberTabLinks} />}
    />
  )
}
