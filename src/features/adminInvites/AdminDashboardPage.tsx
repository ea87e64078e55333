import { AdminInvitesPanel } from './AdminInvitesPanel'
import './adminDashboardPage.css'

export function AdminDashboardPage() {
  return (
    <div className="admin-dashboard">
      <h1 className="admin-dashboard__title">Admin dashboard</h1>
      <p className="admin-dashboard__welcome">
        Welcome back. From here you manage MoveTime’s content, members and billing; use the menu to open each area.
      </p>
      <AdminInvitesPanel />
    </div>
  )
}
