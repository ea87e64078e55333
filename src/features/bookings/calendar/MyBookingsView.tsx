import { useId, useMemo, useRef, useState, type RefObject } from 'react'
import { useFocusOnShow } from '@/ui/focus/useFocusOnShow'
import { Link } from '@/ui/link/Link'
import type { MonthResponse } from '@/api/bookings/bookingTypes'
import { BOOKING_MESSAGES } from '@/api/bookings/bookingTypes'
import { addMonths } from '@/lib/time/plainCalendar'
import { PageFrame } from '@/shared/page/PageFrame'
import { paths } from '@/shared/paths/routePaths'
import { remoteData } from '@/shared/remote/remoteState'
import type { RemoteData } from '@/shared/remote/useRemoteData'
import { EmptyState } from '@/shared/states/EmptyState'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { Button } from '@/ui/button/Button'
import { ButtonLink } from '@/ui/button/ButtonLink'
import { localDateOf, monthNameText, monthTitleText } from '../common/sessionTime'
import { AgendaList } from './AgendaList'
import { AllowanceLine, CoachPlanCard } from './AllowanceLine'
import { monthView, sessionsByDay } from './calendarMonth'
import { DaySessions } from './DaySessions'
import { MonthGrid } from './MonthGrid'
import './calendar.css'

export type CalendarView = 'month' | 'list'

export const SAVED_BOOKINGS_TEXT = 'Showing your bookings saved on this device.'

export interface MyBookingsViewProps {
  remote: Pick<RemoteData<MonthResponse>, 'state' | 'retry'>
  /** YYYY-MM shown, in `zone`. */
  month: string
  /** The member's calendar zone. */
  zone: string
  /** The moment the page opened: what counts as today, upcoming and past. */
  now: number
  /** The member's today (YYYY-MM-DD in `zone`). */
  today: string
  view: CalendarView
  /** The browser's own view: false means surely offline. */
  online: boolean
  /** The day the member picked in this month, or null for the page's choice (today, or the first day with a session). */
  selected: string | null
  onSelect: (date: string) => void
  /** Another month; `day` is the day to select there (the keyboard walked into it). */
  onMonthChange: (month: string, day?: string) => void
  onViewChange: (view: CalendarView) => void
}

/** /account/my-bookings as drawn, in every state: the member's month or list of sessions, in their zone. */
export function MyBookingsView(props: MyBookingsViewProps) {
  const { remote, month, zone, now, today, view, online, onMonthChange, onViewChange } = props
  const data = remoteData(remote.state)
  const saved = remote.state.status === 'ready' ? remote.state.saved : null
  // Shown from the device because the network failed: what needs the server says so.
  const connected = online && !(saved && saved.message === undefined) && !(remote.state.status === 'error' && remote.state.offline)
  const eligible = data?.allowance.eligible ?? true
  const offlineId = useId()
  const thisMonth = today.slice(0, 7)
  const noPlanNoSessions = data !== undefined && !eligible && data.bookings.length === 0
  // Outlives the grid, which is drawn anew when another month's sessions arrive.
  const pendingFocusRef = useRef<string | null>(null)

  const bookAction = eligible ? (
    connected ? (
      <ButtonLink to={paths.bookSession}>Book a session</ButtonLink>
    ) : (
      <Button disabled aria-describedby={offlineId}>
        Book a session
      </Button>
    )
  ) : null

  return (
    <PageFrame title="My bookings" intro={<ZoneLine zone={zone} />} actions={bookAction} width="wide" className="my-bookings">
      {!connected && eligible && (
        <p id={offlineId} className="bookings-offline">
          {BOOKING_MESSAGES.offline}
        </p>
      )}
      {data && (data.allowance.eligible ? <AllowanceLine allowance={data.allowance} /> : <CoachPlanCard hasBookings={data.bookings.length > 0} />)}
      {!noPlanNoSessions && (
        <div className="calendar-toolbar">
          <div className="calendar-toolbar__month">
            <Button variant="secondary" className="calendar-toolbar__step" aria-label="Previous month" onClick={() => onMonthChange(addMonths(month, -1))}>
              <span aria-hidden="true">‹</span>
            </Button>
            <h2 className="calendar-toolbar__title" aria-live="polite">
              {monthTitleText(month)}
            </h2>
            <Button variant="secondary" className="calendar-toolbar__step" aria-label="Next month" onClick={() => onMonthChange(addMonths(month, 1))}>
              <span aria-hidden="true">›</span>
            </Button>
            {month !== thisMonth && (
              <Button variant="ghost" onClick={() => onMonthChange(thisMonth, today)}>
                Today
              </Button>
            )}
          </div>
          <div className="calendar-toolbar__views" role="group" aria-label="Show as">
            <Button variant={view === 'month' ? 'primary' : 'secondary'} aria-pressed={view === 'month'} onClick={() => onViewChange('month')}>
              Month
            </Button>
            <Button variant={view === 'list' ? 'primary' : 'secondary'} aria-pressed={view === 'list'} onClick={() => onViewChange('list')}>
              List
            </Button>
          </div>
        </div>
      )}
      <RemoteContent
        remote={remote}
        loading="Loading your bookings…"
        what="Your bookings"
        offline="Your bookings will show when you are back online."
        savedText={SAVED_BOOKINGS_TEXT}
      >
        {(month_) =>
          noPlanNoSessions ? null : view === 'month' ? (
            <MonthBody {...props} data={month_} pendingFocusRef={pendingFocusRef} />
          ) : (
            (ownSessions(month_, month, zone).length === 0 ? (
              <MonthEmptyNote data={month_} month={month} zone={zone} connected={connected} />
            ) : (
              <AgendaList month={month} bookings={month_.bookings} zone={zone} now={now} />
            ))
          )
        }
      </RemoteContent>
    </PageFrame>
  )
}

interface MonthBodyProps extends MyBookingsViewProps {
  data: MonthResponse
  pendingFocusRef: RefObject<string | null>
}

function MonthBody({ data, month, zone, today, selected, onSelect, onMonthChange, pendingFocusRef }: MonthBodyProps) {
  const grid = useMemo(() => monthView(month), [month])
  const sessions = useMemo(() => sessionsByDay(data.bookings, zone), [data.bookings, zone])
  const day = selected ?? defaultDay(month, today, sessions)
  const dayRef = useRef<HTMLElement>(null)
  const [opened, setOpened] = useState(0)

  useFocusOnShow(dayRef, opened, opened > 0)

  return (
    <>
      {/* The empty grid says most of it; a line says the rest (the list view has the full empty state). */}
      {ownSessions(data, month, zone).length === 0 && <p className="calendar-empty">Nothing booked in {monthNameText(month)}.</p>}
      <div className="calendar-layout">
        <MonthGrid
          view={grid}
          zone={zone}
          today={today}
          sessions={sessions}
          selected={day}
          onSelect={onSelect}
          onOpen={(date) => {
            onSelect(date)
            setOpened((count) => count + 1)
          }}
          onLeaveMonth={(date) => onMonthChange(date.slice(0, 7), date)}
          pendingFocusRef={pendingFocusRef}
        />
        <DaySessions ref={dayRef} date={day} sessions={sessions.get(day) ?? []} zone={zone} />
      </div>
    </>
  )
}

/** The sessions on the month's own days (the grid also shows days of the months either side). */
function ownSessions(data: MonthResponse, month: string, zone: string) {
  return data.bookings.filter((booking) => localDateOf(booking.start, zone).startsWith(month))
}

function MonthEmptyNote({ data, month, zone, connected }: { data: MonthResponse; month: string; zone: string; connected: boolean }) {
  if (ownSessions(data, month, zone).length > 0) return null
  return (
    <EmptyState
      title={`No sessions in ${monthNameText(month)}`}
      action={data.allowance.eligible && connected ? <ButtonLink to={paths.bookSession} variant="secondary">Book a session</ButtonLink> : undefined}
    >
      Sessions you book show here, in your own time zone.
    </EmptyState>
  )
}

/** "Times in Europe/London · Change" */
function ZoneLine({ zone }: { zone: string }) {
  return (
    <span className="zone-line">
      Times in {zone} ·{' '}
      <Link to={paths.settings} aria-label="Change time zone">
        Change
      </Link>
    </span>
  )
}

/** Today when it is in this month, else the first day with a session, else the 1st. */
function defaultDay(month: string, today: string, sessions: Map<string, unknown[]>): string {
  if (today.startsWith(month)) return today
  const first = [...sessions.keys()].filter((date) => date.startsWith(month)).sort()[0]
  return first ?? `${month}-01`
}
