import { Link } from '@/ui/link/Link'
import type { AdminStats } from '@/api/payments/paymentTypes'
import { adminPaths } from '@/shared/paths/adminPaths'
import { formatMoney } from './dashboardMoney'

/** The six numbers an admin looks at first, each a link to where it can be acted on. */
export function KpiTiles({ stats }: { stats: AdminStats }) {
  const tiles = [
    { label: 'Active members', value: String(stats.active_members), note: 'with a running plan', to: adminPaths.subscriptions.list },
    { label: 'Monthly recurring revenue', value: formatMoney(stats.mrr), note: 'yearly plans counted per month', to: adminPaths.subscriptions.list },
    { label: 'New sign-ups this month', value: String(stats.new_signups_this_month), note: 'member accounts', to: adminPaths.users.list },
    { label: 'Cancellations this month', value: String(stats.cancellations_this_month), note: 'subscriptions', to: adminPaths.subscriptions.list },
    { label: 'Refunds waiting', value: String(stats.refunds_waiting), note: stats.refunds_waiting === 1 ? 'request to decide' : 'requests to decide', to: adminPaths.refunds.list },
    { label: 'Moves watched this week', value: String(stats.moves_watched_this_week), note: 'since Monday', to: adminPaths.userHistory.list },
  ]
  return (
    <section aria-label="Key numbers">
      <ul className="admin-kpis">
        {tiles.map((tile) => (
          <li key={tile.label} className="admin-kpi">
            <Link to={tile.to} className="admin-kpi__link">
              <span className="admin-kpi__label">{tile.label}</span>
              <span className="admin-kpi__value">{tile.value}</span>
              <span className="admin-kpi__note">{tile.note}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
