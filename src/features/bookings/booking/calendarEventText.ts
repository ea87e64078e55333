import type { Booking } from '@/api/bookings/bookingTypes'
import { paths } from '@/shared/paths/routePaths'

/** Who a calendar file names as the organiser: the coaching team's address (coaches' own stay private). */
export const COACHING_ORGANIZER_EMAIL = 'coaching@movetime.app'

export interface EventText {
  summary: string
  description: string
  location: string
  /** The booking's own page, where the member reschedules or cancels. */
  link: string
}

/** One wording for the .ics file and Google Calendar, so both calendars show the same event. */
export function calendarEventText(booking: Booking, origin: string): EventText {
  const link = new URL(paths.booking(booking.id), origin).href
  const note = booking.note.trim()
  return {
    summary: `MoveTime session with ${booking.coach.name}`,
    description: [note ? `What you want to work on: ${note}` : '', `Join, reschedule or cancel: ${link}`].filter(Boolean).join('\n\n'),
    location: `MoveTime video session (${link})`,
    link,
  }
}
