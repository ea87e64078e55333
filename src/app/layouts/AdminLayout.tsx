import { paths } from '@/shared/paths/routePaths'
import { adminNavLinks } from './navLinks'
import { SidebarLayout } from './SidebarLayout'
import { useSignOut } from './useSignOut'

export function AdminLayout() {
  const signOut = useSignOut('admin')
  return (
    <SidebarLayout
      navLabel="Admin navigation"
      links={adminNavLinks}
      homePath={paths.adminDashboard}
      areaLabel="Admin"
      onSignOut={signOut}
    />
  )
}
