import { adminArea } from './adminNavLinks'
import { SidebarLayout } from './SidebarLayout'

export function AdminLayout() {
  return <SidebarLayout area={adminArea} />
}
