import { z } from 'zod'
import { CONTENT_LIMITS, CONTENT_MESSAGES, type ScheduleRecord } from '@/api/records/contentTypes'
import type { DbRecord } from '@/api/records/recordTypes'
import { defineResource } from '../engine/resourceDefinition'
import { idColumn, idFilter } from './listParts'
import { memberName, type WithMember } from './memberName'
import { adminPaths } from '@/shared/paths/routePaths'

/** Members' booked sessions (records `schedule`: docs/product.md §3's user_id, meeting_start, meeting_end, meeting_details). */

type AdminSchedule = ScheduleRecord & DbRecord & WithMember

const when = (label: string) =>
  z
    .string(`Enter the ${label}.`)
    .min(1, `Enter the ${label}.`)
    .refine((value) => !Number.isNaN(Date.parse(value)), `Enter the ${label} as a date and time.`)

export const scheduleSchema = z
  .object({
    user_id: z.number('Enter the member’s account id.').int('Enter the member’s account id.').positive('Enter the member’s account id.'),
    meeting_start: when('start'),
    meeting_end: when('end'),
    meeting_details: z.string().max(CONTENT_LIMITS.text, `Keep the details to ${CONTENT_LIMITS.text} characters or fewer.`).optional(),
  })
  .refine((values) => Date.parse(values.meeting_end) > Date.parse(values.meeting_start), {
    message: CONTENT_MESSAGES.endAfterStart,
    path: ['meeting_end'],
  })

/** "Mon 20 Jan 2025, 08:00–09:00" in the admin's time zone. */
export function meetingTime(schedule: Pick<ScheduleRecord, 'meeting_start' | 'meeting_end'>): string {
  const start = new Date(schedule.meeting_start)
  const end = new Date(schedule.meeting_end)
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return ''
  const day = start.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
  const time = (date: Date) => date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })
  return `${day}, ${time(start)}–${time(end)}`
}

export const schedules = defineResource<AdminSchedule>({
  name: 'schedules',
  labels: { singular: 'schedule', plural: 'Schedules' },
  table: 'schedule',
  join: ['user'],
  fields: [
    { name: 'user_id', label: 'Member (account id)', kind: 'number', required: true, hint: 'The id shown in the Users list.' },
    { name: 'meeting_start', label: 'Starts', kind: 'datetime', required: true },
    { name: 'meeting_end', label: 'Ends', kind: 'datetime', required: true },
    { name: 'meeting_details', label: 'Details', kind: 'textarea', hint: 'What the session is about; the member sees it.' },
    { name: 'created_at', label: 'Booked', kind: 'datetime', readOnly: true, on: ['edit'] },
  ],
  schema: scheduleSchema,
  defaults: { meeting_details: '' },
  columns: [
    idColumn,
    { field: 'user_id', label: 'Member', sortable: true, value: memberName },
    { field: 'meeting_start', label: 'When', sortable: true, value: meetingTime },
    { field: 'meeting_details', label: 'Details', sortable: true },
  ],
  filters: [
    idFilter,
    { name: 'user_id', label: 'Member (account id)', kind: 'number' },
  ],
  searchField: 'meeting_details',
  recordLabel: (schedule) => (schedule.meeting_start ? `${meetingTime(schedule)} (#${schedule.id})` : `Schedule #${schedule.id}`),
  paths: adminPaths.schedules,
})
