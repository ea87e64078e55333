import { Link } from '@/ui/link/Link'
import { listUserSessions } from '@/api/analytics/analyticsApi'
import type { UserSessionListResponse } from '@/api/analytics/analyticsTypes'
import { useRemoteData } from '@/shared/remote/useRemoteData'
import { EmptyState } from '@/shared/states/EmptyState'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { Button } from '@/ui/button/Button'
import { TitledSection } from '@/ui/section/TitledSection'
import { DEVICE_LABELS, sessionLength, snapshotSize, startLabel } from './analyticsFormat'
import '../pages/resourcePages.css'

export const SESSIONS_PER_PAGE = 20

export interface SessionListProps {
  page: number
  /** The session whose events show below the list. */
  selected: string | null
  /** Where a row's "Events" link goes (the same screen with the session chosen). */
  linkTo: (sessionId: string) => string
  onPage: (page: number) => void
}

/** Recorded sessions, newest first, a page at a time; each opens its event list. */
export function SessionList({ page, selected, linkTo, onPage }: SessionListProps) {
  const remote = useRemoteData<UserSessionListResponse>({
    key: `admin-analytics-sessions:${page}`,
    load: (signal) => listUserSessions({ page, limit: SESSIONS_PER_PAGE }, signal),
    isEmpty: (data) => data.total === 0,
  })
  return (
    <TitledSection title="Sessions" className="admin-analytics__panel" titleClassName="admin-analytics__panel-title">
      <RemoteContent
        remote={remote}
        section
        loading="Loading the sessions…"
        what="The sessions"
        empty={
          <EmptyState title="No sessions recorded yet" headingLevel={3}>
            Sessions appear here once visitors allow usage statistics.
          </EmptyState>
        }
      >
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / data.limit))
          return (
            <>
              <div className="admin-table__scroll" tabIndex={0} role="region" aria-label="Recorded sessions">
                <table className="admin-table admin-analytics__sessions">
                  <caption className="admin-table__caption">{`${data.total} sessions, newest first`}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Started</th>
                      <th scope="col">Who</th>
                      <th scope="col">Device</th>
                      <th scope="col">Pages</th>
                      <th scope="col">Events</th>
                      <th scope="col">Length</th>
                      <th scope="col">Snapshot</th>
                      <th scope="col">
                        <span className="visually-hidden">Event list</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.list.map((session) => (
                      <tr key={session.session_id} aria-selected={session.session_id === selected || undefined}>
                        <td>{startLabel(session.start_time)}</td>
                        <td>{session.user_name ?? 'Visitor'}</td>
                        <td>{`${DEVICE_LABELS[session.screen_size].replace(/s$/, '')}, ${session.screen_width}×${session.screen_height}`}</td>
                        <td>{session.page_views}</td>
                        <td>{session.event_count}</td>
                        <td>{session.status === 'active' ? 'Still open' : sessionLength(session)}</td>
                        <td>{snapshotSize(session.snapshot_chars)}</td>
                        <td>
                          <Link to={linkTo(session.session_id)} aria-current={session.session_id === selected ? 'true' : undefined}>
                            Events<span className="visually-hidden">{` of the session started ${startLabel(session.start_time)}`}</span>
                          </Link>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <nav className="admin-analytics__pager" aria-label="Pages of sessions">
                <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
                  Newer
                </Button>
                <span>{`Page ${page} of ${pages}`}</span>
                <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
                  Older
                </Button>
              </nav>
            </>
          )
        }}
      </RemoteContent>
    </TitledSection>
  )
}
