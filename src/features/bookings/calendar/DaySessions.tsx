import { useId, type Ref } from 'react'
import type { Booking } from '@/api/bookings/bookingTypes'
import { dateText } from '../common/sessionTime'
import { SessionRow } from './SessionRow'

export interface DaySessionsProps {
  date: string
  sessions: readonly Booking[]
  zone: string
  /** Focused when the member opens a day from the grid with the keyboard. */
  ref?: Ref<HTMLElement>
}

/** The selected day's sessions under (or beside) the month grid: all of them, with their links. */
export function DaySessions({ date, sessions, zone, ref }: DaySessionsProps) {
  const titleId = useId()
  return (
    <section ref={ref} className="day-sessions" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className="day-sessions__title">
        {dateText(date)}
      </h2>
      {sessions.length === 0 ? (
        <p className="day-sessions__empty">No sessions on this day.</p>
      ) : (
        <ul className="session-list">
          {sessions.map((booking) => (
            <SessionRow key={booking.id} booking={booking} zone={zone} />
          ))}
        </ul>
      )}
    </section>
  )
}
