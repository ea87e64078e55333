import { ICS_MIME, bookingIcs, bookingIcsFileName } from '@/lib/ics/bookingCalendar'
import type { ScheduleRow } from '@mocks/db/contentSchemas'
import { db, nextId } from '@mocks/db/db'
import type { MailRow } from '@mocks/db/schemas'
import { findUser } from '@mocks/http/guard'
import { freeCancelUntil } from './bookingPolicy'
import { bookingUid } from './bookingPresenters'
import { findCoach } from './bookingStore'

/**
 * The emails a booking sends the member (into the Mailbox): booked, moved, cancelled, and the
 * reminder the day before. Each carries the calendar file: METHOD:REQUEST with SEQUENCE = the
 * booking's revision, or for a cancel the same UID with METHOD:CANCEL, so a calendar app that
 * imported the first file updates or removes that one event.
 */

export type BookingMailKind = 'booked' | 'rescheduled' | 'cancelled' | 'reminder'

const ORGANIZER_EMAIL = 'coaching@movetime.app'

const SUBJECTS: Record<BookingMailKind, string> = {
  booked: 'Your coaching session is booked',
  rescheduled: 'Your coaching session has moved',
  cancelled: 'Your coaching session is cancelled',
  reminder: 'Reminder: your coaching session is tomorrow',
}

/** "Thursday 3 December 2026, 09:00 (Europe/London)" */
export function whenIn(instant: string, zone: string): string {
  const text = new Intl.DateTimeFormat('en-GB', { timeZone: zone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(instant))
  return `${text} (${zone})`
}

export const sessionSummary = (coachName: string) => `Coaching session with ${coachName}`

export async function sendBookingMail(kind: BookingMailKind, row: ScheduleRow, origin: string, now: number): Promise<MailRow> {
  const member = findUser(row.user_id)
  const coach = findCoach(row.coach_id)
  const coachName = coach?.name ?? 'your coach'
  const memberName = member ? `${member.first_name} ${member.last_name}`.trim() || member.email : 'MoveTime member'
  const summary = sessionSummary(coachName)
  const link = `${origin}/account/my-bookings/${row.id}`
  const cancelled = kind === 'cancelled'

  const ics = await bookingIcs({
    uid: bookingUid(row.id),
    sequence: row.revision,
    start: row.meeting_start,
    end: row.meeting_end,
    timeZone: row.member_time_zone,
    summary,
    description: row.meeting_details ? `What you want to work on: ${row.meeting_details}\n\n${link}` : link,
    location: 'MoveTime video call (the link opens from your booking)',
    organizer: { name: 'MoveTime Coaching', email: ORGANIZER_EMAIL },
    attendees: [
      { name: memberName, email: member?.email ?? '' },
      ...(coach ? [{ name: coach.name, email: coach.email }] : []),
    ],
    cancelled,
    stamp: new Date(now).toISOString(),
  })

  const coachLocal = row.coach_time_zone !== row.member_time_zone ? `\n${coachName}'s time: ${whenIn(row.meeting_start, row.coach_time_zone)}` : ''
  const lines: Record<BookingMailKind, string> = {
    booked: `Your session with ${coachName} is booked.`,
    rescheduled: `Your session with ${coachName} has moved to a new time.`,
    cancelled:
      row.status === 'late-cancelled'
        ? `Your session with ${coachName} is cancelled. It was cancelled less than 12 hours before the start, so it still counts towards this month's sessions.`
        : `Your session with ${coachName} is cancelled. It does not count towards this month's sessions.`,
    reminder: `Your session with ${coachName} starts in about 24 hours.`,
  }
  const freeCancel = row.status === 'booked' ? `\nCancel free of charge until ${whenIn(freeCancelUntil(row.meeting_start), row.member_time_zone)}.` : ''
  const text = [
    `Hi ${member?.first_name || 'there'},`,
    '',
    lines[kind],
    '',
    `When: ${whenIn(row.meeting_start, row.member_time_zone)}${coachLocal}`,
    row.meeting_details ? `Your note: ${row.meeting_details}` : '',
    freeCancel.trim(),
    '',
    `The calendar file is attached${cancelled ? ': open it to remove the session from your calendar' : ''}.`,
    `Your booking: ${link}`,
  ]
    .filter((line, index, all) => line !== '' || all[index - 1] !== '')
    .join('\n')

  return db.mail.create({
    id: nextId('mail'),
    to: member?.email ?? '',
    subject: SUBJECTS[kind],
    text,
    links: [link],
    attachments: [{ filename: bookingIcsFileName({ summary, start: row.meeting_start, timeZone: row.member_time_zone }), content_type: ICS_MIME, content: ics }],
    sent_at: new Date().toISOString(),
  })
}
