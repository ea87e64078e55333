import { Link } from '@/ui/link/Link'
import type { Booking } from '@/api/bookings/bookingTypes'
import { PageFrame } from '@/shared/page/PageFrame'
import { paths } from '@/shared/paths/routePaths'
import { remoteData } from '@/shared/remote/remoteState'
import type { RemoteData } from '@/shared/remote/useRemoteData'
import { NotFoundState } from '@/shared/states/NotFoundState'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { ButtonLink } from '@/ui/button/ButtonLink'
import { FormAlert } from '@/ui/field/FormAlert'
import { Panel } from '@/ui/panel/Panel'
import { BookingStatusBadge } from '../common/BookingStatusBadge'
import { CoachAvatar } from '../common/CoachCard'
import { isCancelled, STATUS_EXPLAINED } from '../common/bookingStatus'
import { otherZoneRangeText } from '../common/otherZoneTime'
import { clockRangeText, longDayText, zoneCity } from '../common/sessionTime'
import { BookingActions, type BookingActionsProps } from './BookingActions'
import './booking.css'

export const SAVED_BOOKING_TEXT = 'Showing this booking as saved on this device.'

export interface BookingPageViewProps extends Omit<BookingActionsProps, 'booking' | 'connected' | 'zone' | 'now'> {
  remote: Pick<RemoteData<Booking>, 'state' | 'retry'>
  zone: string
  now: number
  /** The browser's own view: false means surely offline. */
  online: boolean
  /** Said over the booking after a change elsewhere (a refused revision) reloaded it. */
  notice?: string
}

/** /account/my-bookings/:id as drawn, in every state: when, with whom, what for, its status and what can be done. */
export function BookingPageView({ remote, zone, now, online, notice, ...actions }: BookingPageViewProps) {
  const booking = remoteData(remote.state)
  const saved = remote.state.status === 'ready' ? remote.state.saved : null
  const connected = online && !(saved && saved.message === undefined)
  return (
    <PageFrame
      title={booking ? `Session with ${booking.coach.name}` : 'Your session'}
      intro={<Link to={paths.myBookings}>‹ All bookings</Link>}
      className="booking-page"
    >
      <RemoteContent
        remote={remote}
        loading="Loading your session…"
        what="This booking"
        offline="This booking will show when you are back online."
        savedText={SAVED_BOOKING_TEXT}
        notFound={
          <NotFoundState title="No such booking" action={<ButtonLink to={paths.myBookings} variant="secondary">Your bookings</ButtonLink>}>
            It may have been removed, or the link is wrong.
          </NotFoundState>
        }
      >
        {(data) => (
          <div className="booking-layout">
            {notice && <FormAlert tone="info">{notice}</FormAlert>}
            <BookingSummary booking={data} zone={zone} />
            <Panel title="What you can do">
              <BookingActions booking={data} zone={zone} now={now} connected={connected} {...actions} />
            </Panel>
          </div>
        )}
      </RemoteContent>
    </PageFrame>
  )
}

function BookingSummary({ booking, zone }: { booking: Booking; zone: string }) {
  const coachTime = otherZoneRangeText(booking.start, booking.end, zone, booking.coach_time_zone)
  return (
    <Panel title="When and with whom" className="booking-summary">
      <div className="booking-summary__status">
        <BookingStatusBadge status={booking.status} />
        <span>{STATUS_EXPLAINED[booking.status]}</span>
      </div>
      <dl className="booking-facts">
        <div className="booking-facts__row">
          <dt>Date</dt>
          <dd className={isCancelled(booking) ? 'booking-facts__called-off' : undefined}>{longDayText(booking.start, zone)}</dd>
        </div>
        <div className="booking-facts__row">
          <dt>Time</dt>
          <dd>
            <span className={['booking-facts__time', isCancelled(booking) ? 'booking-facts__called-off' : ''].filter(Boolean).join(' ')}>
              {clockRangeText(booking.start, booking.end, zone)}
            </span>{' '}
            <span className="booking-facts__zone">{zone}</span>
            {coachTime && (
              <span className="booking-facts__other">
                {coachTime} for {booking.coach.name}
              </span>
            )}
          </dd>
        </div>
        <div className="booking-facts__row">
          <dt>Coach</dt>
          <dd className="booking-coach">
            <CoachAvatar coach={booking.coach} size="small" />
            <span>
              {booking.coach.name}
              <span className="booking-coach__zone">Works in {zoneCity(booking.coach_time_zone)}</span>
            </span>
          </dd>
        </div>
        <div className="booking-facts__row">
          <dt>Your note</dt>
          <dd className="booking-facts__note">{booking.note.trim() || (booking.status === 'booked' ? 'No note. Your coach will ask what you want to work on.' : 'No note.')}</dd>
        </div>
      </dl>
    </Panel>
  )
}

