import { z } from 'zod'
import { BOOKING_NOTE_MAX, BOOKING_STATUSES, type BookingStatus } from '@/api/bookings/bookingTypes'
import { CONTENT_MESSAGES, type ScheduleRecord } from '@/api/records/contentTypes'
import type { DbRecord } from '@/api/records/recordTypes'
import { canonicalTimeZone } from '@/lib/time/timeZones'
import { defineResource, type FieldOption } from '../engine/resourceDefinition'
import { coachField, coachFilter, coachIdSchema, coachName, TIME_ZONE_HINT, timeZoneSchema, type WithCoach } from './coachParts'
import { idColumn, idFilter } from './listParts'
import { memberName, type WithMember } from './memberName'
import { reviews } from './reviews'
import { adminPaths } from '@/shared/paths/adminPaths'

/**
 * Booked sessions with a coach (records `schedule`: docs/product.md §3's user_id, meeting_start,
 * meeting_end, meeting_details, plus the coach, the status, the revision the calendar file's
 * SEQUENCE follows, and the zones the booking was made in). Start and end are instants; the view
 * page shows them on the member's and the coach's clocks, with the session's review.
 */

type AdminSchedule = ScheduleRecord & DbRecord & WithMember & WithCoach

const STATUS_LABELS: Record<BookingStatus, string> = {
  booked: 'Booked',
  cancelled: 'Cancelled',
  'late-cancelled': 'Late cancel',
  completed: 'Completed',
  'no-show': 'No-show',
}

export const statusOptions: FieldOption[] = BOOKING_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))

const when = (label: string) =>
  z
    .string(`Enter the ${label}.`)
    .min(1, `Enter the ${label}.`)
    .refine((value) => !Number.isNaN(Date.parse(value)), `Enter the ${label} as a date and time.`)

export const scheduleSchema = z
  .object({
    user_id: z.number('Enter the member’s account id.').int('Enter the member’s account id.').positive('Enter the member’s account id.'),
    coach_id: coachIdSchema,
    meeting_start: when('start'),
    meeting_end: when('end'),
    status: z.enum(BOOKING_STATUSES, 'Choose the status.'),
    member_time_zone: timeZoneSchema('the member’s'),
    coach_time_zone: timeZoneSchema('the coach’s'),
    meeting_details: z.string().max(BOOKING_NOTE_MAX, `Keep the details to ${BOOKING_NOTE_MAX} characters or fewer.`).optional(),
  })
  .refine((values) => Date.parse(values.meeting_end) > Date.parse(values.meeting_start), {
    message: CONTENT_MESSAGES.endAfterStart,
    path: ['meeting_end'],
  })

/** "Mon 20 Jan 2025, 08:00–09:00", in `zone` or else the admin's own. */
export function meetingTime(schedule: Pick<ScheduleRecord, 'meeting_start' | 'meeting_end'>, zone?: string): string {
  const start = new Date(schedule.meeting_start)
  const end = new Date(schedule.meeting_end)
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return ''
  const timeZone = zone ? (canonicalTimeZone(zone) ?? undefined) : undefined
  const day = start.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone })
  const time = (date: Date) => date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone })
  return `${day}, ${time(start)}–${time(end)}`
}

/** The session on a zone's clock, naming the zone: "Thu 3 Dec 2026, 09:00–09:45 (America/Los_Angeles)". */
export function meetingTimeIn(schedule: Pick<ScheduleRecord, 'meeting_start' | 'meeting_end'>, zone: string | undefined): string {
  if (!zone || !canonicalTimeZone(zone)) return ''
  const text = meetingTime(schedule, zone)
  return text && `${text} (${zone})`
}

/** "America/Los_Angeles → Europe/London", or the one zone when both are the same. */
export function bookingZones(schedule: Pick<ScheduleRecord, 'member_time_zone' | 'coach_time_zone'>): string {
  const { member_time_zone: member, coach_time_zone: coach } = schedule
  if (!member || !coach || member === coach) return member || coach || ''
  return `${member} → ${coach}`
}

/** The admin's own zone: where a session added here is most likely meant. */
const adminZone = (() => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    return 'UTC'
  }
})()

export const schedules = defineResource<AdminSchedule>({
  name: 'schedules',
  labels: { singular: 'schedule', plural: 'Schedules' },
  table: 'schedule',
  join: ['user', 'coach'],
  fields: [
    { name: 'user_id', label: 'Member (account id)', kind: 'number', required: true, hint: 'The id shown in the Users list.' },
    coachField,
    { name: 'meeting_start', label: 'Starts', kind: 'datetime', required: true },
    { name: 'meeting_end', label: 'Ends', kind: 'datetime', required: true },
    { name: 'status', label: 'Status', kind: 'select', options: statusOptions, required: true },
    { name: 'member_time_zone', label: 'Member’s time zone', kind: 'text', required: true, hint: TIME_ZONE_HINT },
    { name: 'coach_time_zone', label: 'Coach’s time zone', kind: 'text', required: true, hint: 'Normally the coach’s own zone, as in the Coaches list.' },
    { name: 'meeting_details', label: 'Details', kind: 'textarea', hint: 'What the session is about; the member sees it.' },
    { name: 'revision', label: 'Revision', kind: 'number', readOnly: true, on: ['edit'], hint: 'Goes up with every change; calendar apps use it to update the event.' },
    { name: 'cancelled_at', label: 'Cancelled', kind: 'datetime', readOnly: true, on: ['edit'] },
    { name: 'reminder_sent_at', label: 'Reminder sent', kind: 'datetime', readOnly: true, on: ['edit'] },
    { name: 'created_at', label: 'Booked', kind: 'datetime', readOnly: true, on: ['edit'] },
  ],
  schema: scheduleSchema,
  defaults: { meeting_details: '', status: 'booked', member_time_zone: adminZone, coach_time_zone: adminZone },
  columns: [
    idColumn,
    { field: 'user_id', label: 'Member', sortable: true, value: memberName },
    { field: 'coach_id', label: 'Coach', sortable: true, value: coachName },
    { field: 'meeting_start', label: 'When', sortable: true, value: (schedule) => meetingTime(schedule) },
    { field: 'status', label: 'Status', sortable: true },
    { field: 'member_time_zone', label: 'Zones (member → coach)', value: bookingZones },
    { field: 'revision', label: 'Revision', sortable: true },
    { field: 'meeting_details', label: 'Details', sortable: true },
  ],
  filters: [
    idFilter,
    { name: 'user_id', label: 'Member (account id)', kind: 'number' },
    coachFilter,
    { name: 'status', label: 'Status', kind: 'select', options: statusOptions },
  ],
  searchField: 'meeting_details',
  recordLabel: (schedule) => (schedule.meeting_start ? `${meetingTime(schedule)} (#${schedule.id})` : `Schedule #${schedule.id}`),
  paths: adminPaths.schedules,
  showDetails: [
    { field: 'member_time_zone', label: 'Member’s local time', value: (schedule) => meetingTimeIn(schedule, schedule.member_time_zone) },
    { field: 'coach_time_zone', label: 'Coach’s local time', value: (schedule) => meetingTimeIn(schedule, schedule.coach_time_zone) },
  ],
  related: [{ definition: reviews, target: 'booking_id', title: 'Review', empty: 'No review yet: the member can review the session once it is completed.' }],
})
