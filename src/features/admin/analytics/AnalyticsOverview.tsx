import type { AnalyticsSummary } from '@/api/analytics/analyticsTypes'
import { CountList } from './CountList'
import { DailyChart } from './DailyChart'
import { DEVICE_LABELS } from './analyticsFormat'

/** The period at a glance: totals, sessions per day, top pages, devices (by screen size) and named events. */
export function AnalyticsOverview({ summary }: { summary: AnalyticsSummary }) {
  const tiles = [
    { label: 'Sessions', value: summary.totals.sessions },
    { label: 'Page views', value: summary.totals.page_views },
    { label: 'Members', value: summary.totals.members, note: 'signed in during a visit' },
    { label: 'Visitor sessions', value: summary.totals.visitors, note: 'not signed in' },
  ]
  return (
    <>
      <section aria-label="Totals for the period">
        <ul className="admin-kpis">
          {tiles.map((tile) => (
            <li key={tile.label} className="admin-kpi admin-analytics__tile">
              <span className="admin-kpi__label">{tile.label}</span>
              <span className="admin-kpi__value">{tile.value}</span>
              {tile.note && <span className="admin-kpi__note">{tile.note}</span>}
            </li>
          ))}
        </ul>
      </section>
      <DailyChart days={summary.per_day} />
      <div className="admin-analytics__columns">
        <CountList title="Top pages" unit="views" empty="No page views in this period." rows={summary.top_pages.map((page) => ({ label: page.path, count: page.views }))} />
        <CountList
          title="Devices"
          unit="sessions"
          empty="No sessions in this period."
          rows={summary.devices.map((device) => ({ label: DEVICE_LABELS[device.screen_size], count: device.sessions }))}
        />
        <CountList title="Events" unit="times" empty="No named events in this period." rows={summary.events.map((named) => ({ label: named.name, count: named.count }))} />
      </div>
    </>
  )
}
