import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import { Link } from '@/ui/link/Link'
import type { Booking } from '@/api/bookings/bookingTypes'
import { paths } from '@/shared/paths/routePaths'
import { isCancelled } from '../common/bookingStatus'
import { clockText, dateText, monthTitleText, weekdayNames } from '../common/sessionTime'
import { dayAfterKey, type MonthView } from './calendarMonth'

/** Chips a day cell shows before "+n more" (the day's list has them all). */
const CHIPS_SHOWN = 3

export interface MonthGridProps {
  view: MonthView
  zone: string
  /** The member's today (YYYY-MM-DD in their zone). */
  today: string
  sessions: Map<string, Booking[]>
  /** The day whose sessions are listed below the grid. */
  selected: string
  onSelect: (date: string) => void
  /** Enter or Space on a day: select it and take the member to its sessions. */
  onOpen: (date: string) => void
  /** The keyboard moved past the visible weeks: show that day's month, focus kept on the day. */
  onLeaveMonth: (date: string) => void
  /**
   * The day to focus when it is drawn: set when the keyboard walks into another month, whose grid
   * is drawn anew once that month's sessions are read. Kept by the page, which outlives the grid.
   */
  pendingFocusRef: RefObject<string | null>
}

const weekdays = weekdayNames()

/**
 * A month as a grid of days, Monday first: days of the neighbouring months dimmed, today marked,
 * each day's sessions as chips with their local time (dots on a phone). One day is in the tab
 * order; arrows, Home, End, Page Up and Page Down move between days, Enter opens a day.
 */
export function MonthGrid({ view, zone, today, sessions, selected, onSelect, onOpen, onLeaveMonth, pendingFocusRef }: MonthGridProps) {
  const tableRef = useRef<HTMLTableElement>(null)
  const [focused, setFocused] = useState(selected)
  const [followed, setFollowed] = useState(selected)
  const visible = view.weeks.flat()
  // The roving day follows the selected one when the page changes it (another month, a click).
  if (followed !== selected) {
    setFollowed(selected)
    setFocused(selected)
  }
  const rovingDay = visible.includes(focused) ? focused : visible.includes(selected) ? selected : `${view.month}-01`

  useEffect(() => {
    if (pendingFocusRef.current !== rovingDay) return
    const button = tableRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${rovingDay}"]`)
    if (button) {
      pendingFocusRef.current = null
      button.focus()
    }
  }, [rovingDay, view.month, pendingFocusRef])

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string, weekday: number) => {
    const next = dayAfterKey(date, event.key, weekday)
    if (next === null) return
    event.preventDefault()
    pendingFocusRef.current = next
    setFocused(next)
    if (next.slice(0, 7) !== view.month) onLeaveMonth(next)
  }

  return (
    // The frame is a size container: the grid compacts to dots by its own width, not the window's
    // (beside the sidebar and the day's list it can be phone-narrow on a laptop).
    <div className="month-grid-frame">
      <table ref={tableRef} className="month-grid" role="grid" aria-label={monthTitleText(view.month)}>
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday.long} scope="col" className="month-grid__weekday">
                <abbr title={weekday.long}>{weekday.short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((date, index) => {
                const daySessions = sessions.get(date) ?? []
                const outside = date.slice(0, 7) !== view.month
                const isToday = date === today
                const isSelected = date === selected
                const label = [dateText(date), isToday ? 'today' : '', sessionCount(daySessions)].filter(Boolean).join(', ')
                return (
                  <td
                    key={date}
                    role="gridcell"
                    aria-selected={isSelected}
                    className={[
                      'month-grid__day',
                      outside ? 'month-grid__day--outside' : '',
                      isToday ? 'month-grid__day--today' : '',
                      isSelected ? 'month-grid__day--selected' : '',
                      date < today ? 'month-grid__day--past' : '',
                    ]
                      .filter(Boolean)
                      .join(' ')}
                  >
                    <button
                      type="button"
                      className="month-grid__button"
                      data-date={date}
                      tabIndex={date === rovingDay ? 0 : -1}
                      aria-label={label}
                      aria-current={isToday ? 'date' : undefined}
                      onClick={() => {
                        setFocused(date)
                        onSelect(date)
                      }}
                      onKeyDown={(event) => {
                        if (event.key === 'Enter' || event.key === ' ') {
                          event.preventDefault()
                          onOpen(date)
                          return
                        }
                        onKeyDown(event, date, index + 1)
                      }}
                      onFocus={() => setFocused(date)}
                    >
                      <span className="month-grid__number">{Number(date.slice(8))}</span>
                      {/* Always there, empty or not, so every day's number sits at the same height on a phone. */}
                      <span className="month-grid__dots">
                        {daySessions.slice(0, CHIPS_SHOWN).map((booking) => (
                          <span key={booking.id} className={['month-grid__dot', isCancelled(booking) ? 'month-grid__dot--cancelled' : ''].filter(Boolean).join(' ')} />
                        ))}
                      </span>
                    </button>
                    {daySessions.length > 0 && (
                      // Pointer shortcuts to each session, hidden from assistive technology and out of the tab
                      // order: the day's button says how many, and the day's list holds the same links.
                      <ul className="month-grid__chips" aria-hidden="true">
                        {daySessions.slice(0, daySessions.length > CHIPS_SHOWN ? CHIPS_SHOWN - 1 : CHIPS_SHOWN).map((booking) => (
                          <li key={booking.id}>
                            <Link
                              to={paths.booking(booking.id)}
                              tabIndex={-1}
                              className={['month-grid__chip', `month-grid__chip--${booking.status}`].join(' ')}
                            >
                              <span className="month-grid__chip-time">{clockText(booking.start, zone)}</span>
                              <span className="month-grid__chip-name"> {firstName(booking.coach.name)}</span>
                            </Link>
                          </li>
                        ))}
                        {daySessions.length > CHIPS_SHOWN && <li className="month-grid__more">+{daySessions.length - (CHIPS_SHOWN - 1)} more</li>}
                      </ul>
                    )}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function sessionCount(sessions: readonly Booking[]): string {
  if (sessions.length === 0) return 'no sessions'
  return sessions.length === 1 ? '1 session' : `${sessions.length} sessions`
}

/** Chips are narrow: the coach's first name is enough there (the day's list names them in full). */
function firstName(name: string): string {
  return name.split(/\s+/)[0] ?? name
}
