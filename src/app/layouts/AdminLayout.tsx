import { adminNavLinks } from './navLinks'
import { SidebarLayout } from './SidebarLayout'
import { useSignOut } from './useSignOut'

export function AdminLayout() {
  const signOut = useSignOut('admin')
  return (
    <SidebarLayout
      navLabel="Admin navigation"
      links={adminNavLinks}
      homePath="/admin/dashboard"
      areaLabel="Admin"
      onSignOut={signOut}
    />
  )
}
