import { z } from 'zod'
import { CONTENT_MESSAGES, type CoachAvailabilityRecord } from '@/api/records/contentTypes'
import type { DbRecord } from '@/api/records/recordTypes'
import { defineResource } from '../engine/resourceDefinition'
import { coachField, coachFilter, coachIdSchema, coachName, endTimeSchema, endsAfterStart, startTimeSchema, weekdayOptions, weekdayShort, type WithCoach } from './coachParts'
import { idColumn } from './listParts'
import { adminPaths } from '@/shared/paths/adminPaths'

/**
 * Coaches' weekly hours (records `coach_availability`): one window per row, a weekday and local
 * clock times in the coach's own zone, so 09:00 stays 09:00 for the coach across daylight saving
 * while members see it move in theirs.
 */

type AdminAvailability = CoachAvailabilityRecord & DbRecord & WithCoach

export const availabilitySchema = z
  .object({
    coach_id: coachIdSchema,
    weekday: z.number('Choose the day.').int('Choose the day.').min(1, 'Choose the day.').max(7, 'Choose the day.'),
    start_time: startTimeSchema,
    end_time: endTimeSchema,
  })
  .refine(endsAfterStart, { message: CONTENT_MESSAGES.endAfterStart, path: ['end_time'] })

/** "Mon 09:00–12:00 (Europe/London)": the window as the coach keeps it. */
export function weeklyWindow(row: Pick<AdminAvailability, 'weekday' | 'start_time' | 'end_time'> & WithCoach): string {
  const zone = row.coach?.time_zone ? ` (${row.coach.time_zone})` : ''
  return `${weekdayShort(row.weekday)} ${row.start_time}–${row.end_time}${zone}`
}

export const coachAvailability = defineResource<AdminAvailability>({
  name: 'coach_availability',
  labels: { singular: 'weekly window', plural: 'Coach hours' },
  table: 'coach_availability',
  join: ['coach'],
  fields: [
    coachField,
    { name: 'weekday', label: 'Day', kind: 'select', numeric: true, options: weekdayOptions, required: true },
    { name: 'start_time', label: 'Starts (HH:MM)', kind: 'text', required: true, hint: 'The coach’s local time, 24-hour, e.g. 09:00.' },
    { name: 'end_time', label: 'Ends (HH:MM)', kind: 'text', required: true, hint: 'The coach’s local time, e.g. 12:00; 24:00 for midnight.' },
  ],
  schema: availabilitySchema,
  defaults: { start_time: '09:00', end_time: '12:00' },
  columns: [
    idColumn,
    { field: 'coach_id', label: 'Coach', sortable: true, value: coachName },
    { field: 'weekday', label: 'Hours', sortable: true, value: weeklyWindow },
  ],
  filters: [coachFilter, { name: 'weekday', label: 'Day', kind: 'select', options: weekdayOptions }],
  defaultSort: { field: 'weekday', order: 'ASC' },
  recordLabel: (row) => `${weeklyWindow(row)}${row.coach?.name ? ` for ${row.coach.name}` : ''}`,
  paths: adminPaths.coachHours,
})
