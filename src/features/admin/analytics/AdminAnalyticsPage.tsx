import { useSearchParams } from 'react-router'
import { getAnalyticsSummary } from '@/api/analytics/analyticsApi'
import { SUMMARY_DAYS, type AnalyticsSummary } from '@/api/analytics/analyticsTypes'
import { PageFrame } from '@/shared/page/PageFrame'
import { useRemoteData } from '@/shared/remote/useRemoteData'
import { EmptyState } from '@/shared/states/EmptyState'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { AnalyticsOverview } from './AnalyticsOverview'
import { SessionEvents } from './SessionEvents'
import { SessionList } from './SessionList'
import { SnapshotSwitch } from './SnapshotSwitch'
import '../dashboard/adminDashboardPage.css'
import './adminAnalytics.css'

/** The periods offered, in days. */
export const PERIODS = [7, 30, 90] as const

function readPeriod(raw: string | null): number {
  const days = Number(raw)
  return (PERIODS as readonly number[]).includes(days) ? days : SUMMARY_DAYS.default
}

/**
 * /admin/analytics: what consenting visitors did over a period (sessions per day, top pages, devices,
 * named events), the recorded sessions with each one's events, and the snapshot switch. The period,
 * the page of sessions and the open session live in the address, so a view can be shared or reloaded.
 */
export function AdminAnalyticsPage() {
  const [search, setSearch] = useSearchParams()
  const days = readPeriod(search.get('days'))
  const page = Math.max(1, Number(search.get('page')) || 1)
  const selected = search.get('session')
  const summary = useRemoteData<AnalyticsSummary>({
    key: `admin-analytics-summary:${days}`,
    load: (signal) => getAnalyticsSummary(days, signal),
    isEmpty: (data) => data.totals.sessions === 0,
  })

  const withChange = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(search)
    for (const [name, value] of Object.entries(change)) {
      if (value === null) next.delete(name)
      else next.set(name, value)
    }
    const query = next.toString()
    return query ? `?${query}` : '?'
  }

  const periodButtons = (
    <div className="admin-analytics__periods" role="group" aria-label="Period">
      {PERIODS.map((option) => (
        <button
          key={option}
          type="button"
          className="admin-analytics__period"
          aria-pressed={option === days}
          onClick={() => setSearch(withChange({ days: String(option) }).slice(1))}
        >
          {`${option} days`}
        </button>
      ))}
    </div>
  )

  return (
    <PageFrame
      title="Analytics"
      intro="Visits of people who allowed usage statistics: pages, devices and named events. Nothing is recorded for those who said no."
      width="wide"
      className="admin-analytics"
      actions={periodButtons}
    >
      <RemoteContent
        remote={summary}
        loading="Loading the numbers…"
        what="The analytics numbers"
        section
        empty={
          <EmptyState title={`No sessions in the last ${days} days`}>
            Sessions appear here once visitors allow usage statistics in the privacy banner.
          </EmptyState>
        }
      >
        {(data) => <AnalyticsOverview summary={data} />}
      </RemoteContent>
      <SessionList
        page={page}
        selected={selected}
        linkTo={(sessionId) => withChange({ session: sessionId })}
        onPage={(next) => setSearch(withChange({ page: String(next), session: null }).slice(1))}
      />
      {selected && <SessionEvents sessionId={selected} closeTo={withChange({ session: null })} />}
      <SnapshotSwitch />
    </PageFrame>
  )
}
