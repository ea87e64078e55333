import type { Booking } from '@/api/bookings/bookingTypes'
import { BOOKING_MESSAGES } from '@/api/bookings/bookingTypes'
import { ConfirmDialog } from '@/ui/dialog/ConfirmDialog'
import { clockRangeText, longDayText } from '../common/sessionTime'
import { freeCancelText, isFreeCancel, LATE_CANCEL_TEXT } from './cancelWording'
import './booking.css'

export interface CancelBookingDialogProps {
  /** The booking asked about, or null when closed. */
  booking: Booking | null
  zone: string
  /** The moment the dialog opened: whether the cancel is free is decided by it. */
  now: number
  connected: boolean
  onClose: () => void
  /** Sends the cancel; a rejection's message stays in the dialog. */
  onConfirm: (booking: Booking) => Promise<void>
}

/**
 * Asks before cancelling, saying what it costs: free until 12 hours before the start (with the
 * moment in the member's zone), after that a late cancel that still counts against the allowance.
 */
export function CancelBookingDialog({ booking, zone, now, connected, onClose, onConfirm }: CancelBookingDialogProps) {
  const free = booking ? isFreeCancel(booking, now) : true
  return (
    <ConfirmDialog
      subject={booking?.id ?? null}
      title={free ? 'Cancel this session?' : 'Late cancel this session?'}
      description={booking ? `${longDayText(booking.start, zone)}, ${clockRangeText(booking.start, booking.end, zone)} with ${booking.coach.name}.` : undefined}
      keepLabel="Keep the session"
      confirmLabel={free ? 'Cancel session' : 'Cancel anyway'}
      busyLabel="Cancelling…"
      confirmDisabled={!connected}
      onClose={onClose}
      onConfirm={() => (booking ? onConfirm(booking) : Promise.resolve())}
    >
      {booking && (
        <p className={free ? 'cancel-policy cancel-policy--free' : 'cancel-policy cancel-policy--late'}>
          {free ? `${freeCancelText(booking, zone)}. It will not count against your allowance.` : LATE_CANCEL_TEXT}
        </p>
      )}
      {!connected && <p className="booking-offline-reason">{BOOKING_MESSAGES.offline}</p>}
    </ConfirmDialog>
  )
}
