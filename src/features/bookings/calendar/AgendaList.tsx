import { useId } from 'react'
import type { Booking } from '@/api/bookings/bookingTypes'
import { dateText, localDateOf, monthNameText } from '../common/sessionTime'
import { agendaGroups, type DayGroup } from './calendarMonth'
import { SessionRow } from './SessionRow'

export interface AgendaListProps {
  month: string
  bookings: readonly Booking[]
  zone: string
  now: number
}

/**
 * The month as a list: sessions still to come by local day, soonest first, then past ones, latest
 * first. Only the month's own days: the grid's days of the neighbouring months belong to their lists.
 */
export function AgendaList({ month, bookings, zone, now }: AgendaListProps) {
  const own = bookings.filter((booking) => localDateOf(booking.start, zone).startsWith(month))
  const { upcoming, past } = agendaGroups(own, zone, now)
  return (
    <div className="agenda">
      <AgendaSection title="Upcoming" groups={upcoming} zone={zone} empty={`No more sessions in ${monthNameText(month)}.`} />
      {past.length > 0 && <AgendaSection title="Past" groups={past} zone={zone} empty="" />}
    </div>
  )
}

function AgendaSection({ title, groups, zone, empty }: { title: string; groups: DayGroup[]; zone: string; empty: string }) {
  const titleId = useId()
  return (
    <section className="agenda__section" aria-labelledby={titleId}>
      <h2 id={titleId} className="agenda__title">
        {title}
      </h2>
      {groups.length === 0 ? (
        <p className="agenda__empty">{empty}</p>
      ) : (
        groups.map((group) => (
          <div key={group.date} className="agenda__day">
            <h3 className="agenda__date">{dateText(group.date)}</h3>
            <ul className="session-list">
              {group.bookings.map((booking) => (
                <SessionRow key={booking.id} booking={booking} zone={zone} />
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  )
}
