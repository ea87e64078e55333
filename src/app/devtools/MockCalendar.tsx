import { fetchMockCalendar } from '@/api/mockControls/mockControlsApi'
import { useRemoteData } from '@/shared/remote/useRemoteData'
import { Button } from '@/ui/button/Button'

function formatWhen(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
}

/**
 * The mock Google Calendar: the events members added with "Add to Google Calendar", as Google
 * would hold them. Mounted each time the panel opens, so it reads what was added since.
 */
export function MockCalendar({ headingId }: { headingId: string }) {
  const { state, retry } = useRemoteData({ key: 'mock-calendar', load: () => fetchMockCalendar(), isEmpty: (events) => events.length === 0 })

  return (
    <section className="mt-devpanel__mailbox" aria-labelledby={headingId}>
      <div className="mt-devpanel__mailbox-head">
        <h3 id={headingId}>Calendar</h3>
        <Button variant="ghost" onClick={retry} busy={state.status === 'loading'}>
          Refresh calendar
        </Button>
      </div>
      {state.status === 'loading' && <p className="mt-devpanel__empty">Loading calendar events…</p>}
      {state.status === 'error' && <p className="mt-devpanel__empty">Could not read the calendar: {state.message}</p>}
      {state.status === 'empty' && (
        <p className="mt-devpanel__empty">No calendar events yet. Open a booking and choose “Add to Google Calendar” to add one.</p>
      )}
      {state.status === 'ready' && (
        <ul className="mt-devpanel__mails">
          {state.data.map((event) => (
            <li key={event.id} className="mt-devpanel__mail">
              <p className="mt-devpanel__mail-subject">{event.summary}</p>
              <p className="mt-devpanel__mail-meta">
                <time dateTime={event.start}>{formatWhen(event.start)}</time>
                {' – '}
                <time dateTime={event.end}>{formatWhen(event.end)}</time>
              </p>
              <p className="mt-devpanel__mail-meta">{`Booking #${event.bookingId} · member #${event.userId}`}</p>
              {event.attendees.length > 0 && <p className="mt-devpanel__mail-meta">With {event.attendees.join(', ')}</p>}
              {event.location && <p className="mt-devpanel__mail-meta">{event.location}</p>}
              {event.description && (
                <details className="mt-devpanel__mail-text">
                  <summary>Show the description</summary>
                  <pre>{event.description}</pre>
                </details>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
