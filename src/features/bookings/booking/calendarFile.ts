import type { Booking } from '@/api/bookings/bookingTypes'
import { calendarEventText, COACHING_ORGANIZER_EMAIL } from './calendarEventText'

export interface CalendarFile {
  name: string
  text: string
}

/**
 * Makes the booking's .ics in the browser and hands it to the browser as a download (a Blob behind
 * an <a download>), from the copy on screen, so it works offline too. The writer and the zones'
 * VTIMEZONE data load on the first click, never with the page. A cancelled booking gives the
 * cancelling file (same UID, METHOD:CANCEL), which removes the event already imported.
 */
export async function downloadCalendarFile(booking: Booking, zone: string, now: number = Date.now()): Promise<CalendarFile> {
  const { bookingIcs, bookingIcsFileName, ICS_MIME } = await import('@/lib/ics/bookingCalendar')
  const { summary, description, location } = calendarEventText(booking, window.location.origin)
  const cancelled = booking.status === 'cancelled' || booking.status === 'late-cancelled'
  const text = await bookingIcs({
    uid: booking.uid,
    sequence: booking.revision,
    start: booking.start,
    end: booking.end,
    timeZone: zone,
    summary,
    description,
    location,
    organizer: { name: booking.coach.name, email: COACHING_ORGANIZER_EMAIL },
    attendees: [{ name: booking.member.name, email: booking.member.email }],
    cancelled,
    stamp: new Date(now).toISOString(),
  })
  const name = bookingIcsFileName({ summary: cancelled ? `Cancelled ${summary}` : summary, start: booking.start, timeZone: zone })
  const url = URL.createObjectURL(new Blob([text], { type: ICS_MIME }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked after the click's task: the browser has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0)
  return { name, text }
}
