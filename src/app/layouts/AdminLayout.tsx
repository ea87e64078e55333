import { adminArea } from './navLinks'
import { SidebarLayout } from './SidebarLayout'

export function AdminLayout() {
  return <SidebarLayout area={adminArea} />
}
