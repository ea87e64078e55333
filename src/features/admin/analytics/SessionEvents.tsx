import { useRef } from 'react'
import { useFocusOnShow } from '@/ui/focus/useFocusOnShow'
import { Link } from '@/ui/link/Link'
import { getUserSession } from '@/api/analytics/analyticsApi'
import type { UserSessionDetail } from '@/api/analytics/analyticsTypes'
import { isNotFoundFailure } from '@/shared/remote/failureKind'
import { useRemoteData } from '@/shared/remote/useRemoteData'
import { NotFoundState } from '@/shared/states/NotFoundState'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { DEVICE_LABELS, eventLabel, sessionLength, snapshotSize, startLabel, timeLabel } from './analyticsFormat'

/** One session's events in order, opened from the list; focus moves to its heading so a keyboard lands on it. */
export function SessionEvents({ sessionId, closeTo }: { sessionId: string; closeTo: string }) {
  const remote = useRemoteData<UserSessionDetail>({
    key: `admin-analytics-session:${sessionId}`,
    load: (signal) => getUserSession(sessionId, signal),
    isNotFound: isNotFoundFailure,
  })
  const heading = useRef<HTMLHeadingElement>(null)
  useFocusOnShow(heading, sessionId)

  return (
    <section className="admin-analytics__panel admin-analytics__session" aria-labelledby="analytics-session-title">
      <div className="admin-analytics__session-head">
        <h2 id="analytics-session-title" ref={heading} tabIndex={-1} className="admin-analytics__panel-title">
          Session events
        </h2>
        <Link to={closeTo}>Close the event list</Link>
      </div>
      <RemoteContent
        remote={remote}
        section
        loading="Loading the session’s events…"
        what="The session’s events"
        notFound={<NotFoundState title="Session not found">It may have been deleted by its member.</NotFoundState>}
      >
        {(session) => (
          <>
            <dl className="admin-analytics__facts">
              <div>
                <dt>Who</dt>
                <dd>{session.user_name ?? 'Visitor'}</dd>
              </div>
              <div>
                <dt>Started</dt>
                <dd>{startLabel(session.start_time)}</dd>
              </div>
              <div>
                <dt>Length</dt>
                <dd>{session.status === 'active' ? `Still open (${sessionLength(session, session.events.at(-1)?.at)} so far)` : sessionLength(session)}</dd>
              </div>
              <div>
                <dt>Device</dt>
                <dd>{`${DEVICE_LABELS[session.screen_size].replace(/s$/, '')}, ${session.screen_width}×${session.screen_height}`}</dd>
              </div>
              <div>
                <dt>Snapshot</dt>
                <dd>{session.snapshot_chars > 0 ? `${snapshotSize(session.snapshot_chars)}, every text and field masked` : 'None recorded'}</dd>
              </div>
            </dl>
            <ol className="admin-analytics__events">
              {session.events.map((event) => (
                <li key={event.seq} className={`admin-analytics__event admin-analytics__event--${event.type}`}>
                  <span className="admin-analytics__event-time">{timeLabel(event.at)}</span>
                  <span className="admin-analytics__event-what">{eventLabel(event)}</span>
                  {event.type !== 'page_view' && <span className="admin-analytics__event-page">{`on ${event.path}`}</span>}
                </li>
              ))}
            </ol>
          </>
        )}
      </RemoteContent>
    </section>
  )
}
