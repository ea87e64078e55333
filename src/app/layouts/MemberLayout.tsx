import { paths } from '@/shared/paths/routePaths'
import { ConnectionStatus } from '../offline/ConnectionStatus'
import { InstallAppButton } from '../pwa/InstallAppButton'
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
      headerActions={
        <>
          <ConnectionStatus />
          <InstallAppButton />
        </>
      }
    />
  )
}
