import { ApiError, errorMessage } from '@/api/apiError'
import type { Slot, SlotTakenBody } from '@/api/bookings/bookingTypes'
import { BOOKING_MESSAGES, BOOKING_NOTE_MAX } from '@/api/bookings/bookingTypes'
import type { FieldErrors } from '@/shared/form/fieldErrors'

export interface BookingValues {
  /** The chosen slot's start (from the URL); a new slot is a new attempt with a new request id. */
  start: string
  /** meeting_details: what the member wants to work on. */
  note: string
}

export const BOOK_TEXT = {
  noteLabel: 'What would you like to work on? (optional)',
  confirm: 'Confirm booking',
  pickTime: 'Pick a time first.',
  // Starts as BOOKING_MESSAGES.offline does; on this page nothing saved is shown instead, and nothing waits to be sent.
  offline: 'Booking needs a connection. Nothing is booked until you are online again; try again then.',
} as const

export function noteCount(note: string): string {
  return `${note.length} of ${BOOKING_NOTE_MAX} characters`
}

export function validateBooking(values: BookingValues): FieldErrors<keyof BookingValues> {
  return {
    start: values.start ? undefined : BOOK_TEXT.pickTime,
    note: values.note.length > BOOKING_NOTE_MAX ? `Keep the note to ${BOOKING_NOTE_MAX} characters (it has ${values.note.length}).` : undefined,
  }
}

/** A 409 that means the time was taken, with the next free times it carries. */
export function takenSlots(error: unknown): Slot[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null
  const body = error.body as Partial<SlotTakenBody>
  if (Array.isArray(body.next_slots)) return body.next_slots.filter(isSlot)
  return error.message === BOOKING_MESSAGES.slotTaken ? [] : null
}

function isSlot(value: unknown): value is Slot {
  return typeof value === 'object' && value !== null && typeof (value as Slot).start === 'string' && typeof (value as Slot).end === 'string'
}

export function isPlanRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403
}

/** A lost connection says booking needs one; every other refusal is the server's own words (the month's allowance, say). */
export function describeBookingFailure(error: unknown): string {
  if (error instanceof ApiError && error.isNetworkError) return BOOK_TEXT.offline
  return errorMessage(error)
}
