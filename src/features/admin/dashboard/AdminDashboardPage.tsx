import { getAdminStats } from '@/api/payments/adminBillingApi'
import type { AdminStats } from '@/api/payments/paymentTypes'
import { PageFrame } from '@/shared/page/PageFrame'
import { useRemoteData } from '@/shared/remote/useRemoteData'
import { EmptyState } from '@/shared/states/EmptyState'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { AdminInvitesPanel } from '../invites/AdminInvitesPanel'
import { KpiTiles } from './KpiTiles'
import { RecentActivity } from './RecentActivity'
import { WeeklyChart } from './WeeklyChart'
import './adminDashboardPage.css'

/** Nothing to count yet: no members, no money, nothing happened. */
export function isQuiet(stats: AdminStats): boolean {
  return stats.active_members === 0 && stats.mrr === 0 && stats.activity.length === 0 && stats.weeks.every((week) => week.signups === 0 && week.revenue === 0)
}

/**
 * /admin/dashboard: the numbers from one call (admin-stats), a 12-week chart and recent activity;
 * the invitation panel below loads on its own, so either can fail without the other.
 */
export function AdminDashboardPage() {
  const stats = useRemoteData<AdminStats>({ key: 'admin-stats', load: (signal) => getAdminStats(signal), isEmpty: isQuiet })
  return (
    <PageFrame title="Admin dashboard" intro="MoveTime’s members, revenue and refunds at a glance; use the menu to manage each area." width="wide" className="admin-dashboard">
      <RemoteContent
        remote={stats}
        loading="Loading the numbers…"
        what="The dashboard’s numbers"
        section
        empty={<EmptyState title="No members or payments yet">The numbers appear here once members sign up and pay for a plan.</EmptyState>}
      >
        {(data) => (
          <>
            <KpiTiles stats={data} />
            <div className="admin-dashboard__columns">
              <WeeklyChart weeks={data.weeks} />
              <RecentActivity activity={data.activity} />
            </div>
          </>
        )}
      </RemoteContent>
      <AdminInvitesPanel />
    </PageFrame>
  )
}
