import type { Booking } from '@/api/bookings/bookingTypes'
import { FREE_CANCEL_HOURS } from '@/api/bookings/bookingTypes'
import { shortMomentText } from '../common/sessionTime'

/** Whether cancelling now is free (before `free_cancel_until`) or a late cancel that still counts. */
export function isFreeCancel(booking: Pick<Booking, 'free_cancel_until'>, now: number): boolean {
  return now < Date.parse(booking.free_cancel_until)
}

/** "Free to cancel until Tue 1 Dec, 21:00", in the member's zone. */
export function freeCancelText(booking: Pick<Booking, 'free_cancel_until'>, zone: string): string {
  return `Free to cancel until ${shortMomentText(booking.free_cancel_until, zone)}`
}

export const LATE_CANCEL_TEXT = `It starts in less than ${FREE_CANCEL_HOURS} hours: cancelling now is a late cancel and still counts against your allowance.`

/** The cancel policy as it stands now, said on the page and in the dialog. */
export function cancelPolicyText(booking: Pick<Booking, 'free_cancel_until'>, zone: string, now: number): string {
  return isFreeCancel(booking, now) ? `${freeCancelText(booking, zone)}.` : LATE_CANCEL_TEXT
}
