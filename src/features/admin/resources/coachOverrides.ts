import { z } from 'zod'
import { CONTENT_MESSAGES, type CoachOverrideRecord } from '@/api/records/contentTypes'
import type { DbRecord } from '@/api/records/recordTypes'
import { defineResource, type FieldOption } from '../engine/resourceDefinition'
import { coachField, coachFilter, coachIdSchema, coachName, endTimeSchema, endsAfterStart, startTimeSchema, weekdayShort, type WithCoach } from './coachParts'
import { idColumn } from './listParts'
import { adminPaths } from '@/shared/paths/adminPaths'

/**
 * Date overrides of coaches' hours (records `coach_override`): a day off removes the coach's whole
 * local day; extra hours add a window on that date beside the weekly ones. Dates and times are
 * the coach's local ones.
 */

type AdminOverride = CoachOverrideRecord & DbRecord & WithCoach

export const overrideKindOptions: FieldOption[] = [
  { value: 'off', label: 'Day off' },
  { value: 'extra', label: 'Extra hours' },
]

export const OVERRIDE_NOTE_MAX = 300

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/
const optionalTime = (schema: z.ZodString) => z.union([z.literal(''), z.null(), schema]).optional()

export const overrideSchema = z
  .object({
    coach_id: coachIdSchema,
    date: z.string('Enter the date.').regex(ISO_DATE, 'Enter the date.'),
    kind: z.enum(['off', 'extra'], 'Choose a day off or extra hours.'),
    start_time: optionalTime(startTimeSchema),
    end_time: optionalTime(endTimeSchema),
    note: z.string().max(OVERRIDE_NOTE_MAX, `Keep the note to ${OVERRIDE_NOTE_MAX} characters or fewer.`).optional(),
  })
  .superRefine((values, context) => {
    if (values.kind !== 'extra') return
    if (!values.start_time) context.addIssue({ code: 'custom', path: ['start_time'], message: 'Extra hours need a start, e.g. 14:00.' })
    if (!values.end_time) context.addIssue({ code: 'custom', path: ['end_time'], message: 'Extra hours need an end, e.g. 16:00.' })
    if (!endsAfterStart(values)) context.addIssue({ code: 'custom', path: ['end_time'], message: CONTENT_MESSAGES.endAfterStart })
  })

/** "Thu 2026-12-03: day off" or "Thu 2026-12-03: 14:00–16:00 extra", in the coach's zone. */
export function overrideText(row: Pick<AdminOverride, 'date' | 'kind' | 'start_time' | 'end_time'> & WithCoach): string {
  const weekday = ISO_DATE.test(row.date) ? `${weekdayShort(((new Date(`${row.date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1)} ` : ''
  const zone = row.coach?.time_zone ? ` (${row.coach.time_zone})` : ''
  const what = row.kind === 'off' ? 'day off' : `${row.start_time ?? ''}–${row.end_time ?? ''} extra`
  return `${weekday}${row.date}: ${what}${zone}`
}

export const coachOverrides = defineResource<AdminOverride>({
  name: 'coach_overrides',
  labels: { singular: 'date override', plural: 'Coach date overrides' },
  table: 'coach_override',
  join: ['coach'],
  fields: [
    coachField,
    { name: 'date', label: 'Date', kind: 'date', required: true, hint: 'The coach’s local date.' },
    { name: 'kind', label: 'Change', kind: 'select', options: overrideKindOptions, required: true },
    { name: 'start_time', label: 'Extra hours start (HH:MM)', kind: 'text', nullable: true, hint: 'Extra hours only: the coach’s local time, e.g. 14:00.' },
    { name: 'end_time', label: 'Extra hours end (HH:MM)', kind: 'text', nullable: true, hint: 'Extra hours only, e.g. 16:00; 24:00 for midnight.' },
    { name: 'note', label: 'Note', kind: 'text', hint: 'For admins, e.g. “Conference”.' },
  ],
  schema: overrideSchema,
  defaults: { kind: 'off', note: '', start_time: null, end_time: null },
  columns: [
    idColumn,
    { field: 'coach_id', label: 'Coach', sortable: true, value: coachName },
    { field: 'date', label: 'Date', sortable: true, value: overrideText },
    { field: 'kind', label: 'Change', sortable: true },
    { field: 'note', label: 'Note' },
  ],
  filters: [coachFilter, { name: 'kind', label: 'Change', kind: 'select', options: overrideKindOptions }, { name: 'date_from', label: 'From date', kind: 'date' }, { name: 'date_to', label: 'To date', kind: 'date' }],
  defaultSort: { field: 'date', order: 'DESC' },
  recordLabel: (row) => `${overrideText(row)}${row.coach?.name ? ` for ${row.coach.name}` : ''}`,
  paths: adminPaths.coachOverrides,
})
