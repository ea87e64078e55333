import { useId } from 'react'
import { Link } from '@/ui/link/Link'
import type { Booking } from '@/api/bookings/bookingTypes'
import { BOOKING_MESSAGES } from '@/api/bookings/bookingTypes'
import { paths } from '@/shared/paths/routePaths'
import { Button } from '@/ui/button/Button'
import { ButtonLink } from '@/ui/button/ButtonLink'
import { FormAlert } from '@/ui/field/FormAlert'
import { cancelPolicyText } from './cancelWording'

/** A step that runs on a click and may fail: making the .ics, adding to Google Calendar. */
export interface StepState {
  busy: boolean
  error?: string
}

export interface BookingActionsProps {
  booking: Booking
  zone: string
  now: number
  /** False offline (or when the page shows the device's copy for want of a network). */
  connected: boolean
  onReschedule: () => void
  onCancel: () => void
  onDownload: () => void
  download: StepState
  onAddToGoogle: () => void
  google: StepState
}

/**
 * What the member can do with the booking, as the server allows it now (`booking.can`): move it,
 * cancel it (with what that costs), put it in a calendar, review it once it took place. What needs
 * the server is disabled offline with the reason beside it, never queued; the .ics works offline.
 */
export function BookingActions({ booking, zone, now, connected, onReschedule, onCancel, onDownload, download, onAddToGoogle, google }: BookingActionsProps) {
  const offlineId = useId()
  const changeable = booking.can.reschedule || booking.can.cancel
  const offlineReason = connected ? undefined : offlineId
  const addedToGoogle = booking.calendar_event
  const calendarWanted = booking.status === 'booked' && Date.parse(booking.end) > now
  return (
    <div className="booking-actions">
      {!connected && (changeable || (calendarWanted && !addedToGoogle)) && (
        <p id={offlineId} className="booking-offline-reason">
          {BOOKING_MESSAGES.offline}
        </p>
      )}
      {changeable && (
        <div className="booking-actions__group">
          <p className="booking-actions__policy">{cancelPolicyText(booking, zone, now)}</p>
          <div className="booking-actions__buttons">
            {booking.can.reschedule && (
              <Button variant="secondary" disabled={!connected} aria-describedby={offlineReason} onClick={onReschedule}>
                Reschedule
              </Button>
            )}
            {booking.can.cancel && (
              <Button variant="secondary" disabled={!connected} aria-describedby={offlineReason} onClick={onCancel}>
                Cancel session
              </Button>
            )}
          </div>
        </div>
      )}
      <div className="booking-actions__group">
        <div className="booking-actions__buttons">
          <Button variant="secondary" busy={download.busy} onClick={onDownload}>
            {booking.status === 'cancelled' || booking.status === 'late-cancelled' ? 'Download cancellation' : 'Add to calendar'}
          </Button>
          {!addedToGoogle && calendarWanted && (
            <Button variant="secondary" busy={google.busy} disabled={!connected} aria-describedby={offlineReason} onClick={onAddToGoogle}>
              Add to Google Calendar
            </Button>
          )}
        </div>
        {addedToGoogle && (
          <p className="booking-actions__added" role="status">
            <span aria-hidden="true">✓ </span>Added to Google Calendar ·{' '}
            <a href={addedToGoogle.html_link} target="_blank" rel="noreferrer">
              Open the event<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        )}
        <FormAlert>{download.error}</FormAlert>
        <FormAlert>{google.error}</FormAlert>
      </div>
      <div className="booking-actions__group">
        <ButtonLink to={paths.coachSpace(booking.coach.id)} variant="secondary">
          Message your coach
        </ButtonLink>
      </div>
      {booking.can.review && (
        <div className="booking-actions__group">
          <p className="booking-actions__policy">How did it go? Your review helps other members choose a coach.</p>
          <ButtonLink to={paths.reviews}>Review this session</ButtonLink>
        </div>
      )}
      {booking.review && (
        <p className="booking-actions__policy">
          You reviewed this session ({booking.review.rating} of 5). <Link to={paths.reviews}>Your reviews</Link>
        </p>
      )}
    </div>
  )
}
