import { Link } from '@/ui/link/Link'
import type { Booking } from '@/api/bookings/bookingTypes'
import { paths } from '@/shared/paths/routePaths'
import { BookingStatusBadge } from '../common/BookingStatusBadge'
import { isCancelled } from '../common/bookingStatus'
import { otherZoneTimeText } from '../common/otherZoneTime'
import { clockRangeText } from '../common/sessionTime'

/**
 * One session in a list: its time in the member's zone, the coach's own clock when it differs, the
 * coach and the status. The whole row opens the booking's page.
 */
export function SessionRow({ booking, zone }: { booking: Booking; zone: string }) {
  const coachTime = otherZoneTimeText(booking.start, zone, booking.coach_time_zone)
  const called = isCancelled(booking)
  return (
    <li className={['session-row', called ? 'session-row--cancelled' : ''].filter(Boolean).join(' ')}>
      <Link className="session-row__link" to={paths.booking(booking.id)}>
        <span className="session-row__time">{clockRangeText(booking.start, booking.end, zone)}</span>
        <span className="session-row__coach">Session with {booking.coach.name}</span>
      </Link>
      <span className="session-row__meta">
        <BookingStatusBadge status={booking.status} />
        {coachTime && <span className="session-row__other-time">{coachTime}</span>}
      </span>
    </li>
  )
}
