import type { CalendarEventRow } from '@mocks/db/bookingSchemas'
import { db } from '@mocks/db/db'
import type { Validation } from '@mocks/http/httpErrors'
import type { JsonObject } from '@mocks/http/requestBody'

/**
 * The mock Google Calendar: what google-calendar-event stores, and what the developer panel's
 * calendar lists. In api builds the server holds the member's calendar tokens; the client sends
 * the event's words only.
 */

const LIMITS = { summary: 300, location: 500, description: 2000, attendees: 20 } as const
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function text(body: JsonObject, field: 'summary' | 'location' | 'description', validation: Validation): string {
  const value = body[field] ?? ''
  if (typeof value !== 'string' || value.length > LIMITS[field]) {
    validation[field] = `Keep the ${field} to ${LIMITS[field]} characters or fewer.`
    return ''
  }
  return value.trim()
}

export function readCalendarEvent(body: JsonObject, validation: Validation): Pick<CalendarEventRow, 'summary' | 'location' | 'description' | 'attendees'> {
  const summary = text(body, 'summary', validation) || 'Coaching session'
  const location = text(body, 'location', validation)
  const description = text(body, 'description', validation)
  const raw = body.attendees ?? []
  const attendees = Array.isArray(raw) ? raw : null
  if (!attendees || attendees.length > LIMITS.attendees || attendees.some((entry) => typeof entry !== 'string' || entry.length > 254 || !EMAIL.test(entry))) {
    validation.attendees = `List up to ${LIMITS.attendees} email addresses.`
  }
  return { summary, location, description, attendees: (attendees ?? []).filter((entry): entry is string => typeof entry === 'string') }
}

/** Every event, soonest first, for the developer panel. */
export function mockCalendarEvents(): CalendarEventRow[] {
  return [...db.calendar_event.all()].sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id)
}
