import { z } from 'zod'
import { CONTENT_LIMITS, type CoachRecord } from '@/api/records/contentTypes'
import type { DbRecord } from '@/api/records/recordTypes'
import { defineResource } from '../engine/resourceDefinition'
import { optionalMediaLink } from './contentFields'
import { TIME_ZONE_HINT, timeZoneSchema } from './coachParts'
import { idColumn, idFilter } from './listParts'
import { adminPaths } from '@/shared/paths/adminPaths'

/**
 * Coaches who take booked sessions (records `coach`). Their weekly hours and date overrides are
 * local clock times in `time_zone`, so the zone must be one Intl knows; session length and buffer
 * shape every slot the member sees.
 */

type AdminCoach = CoachRecord & DbRecord

export const SESSION_MINUTES = { min: 15, max: 180 } as const
export const BUFFER_MINUTES = { min: 0, max: 60 } as const

const minutes = (what: string, { min, max }: { min: number; max: number }) =>
  z
    .number(`Enter the ${what} in minutes.`)
    .int(`Enter the ${what} in whole minutes.`)
    .min(min, `The ${what} is ${min} to ${max} minutes.`)
    .max(max, `The ${what} is ${min} to ${max} minutes.`)

export const coachSchema = z.object({
  name: z.string('Enter the coach’s name.').trim().min(1, 'Enter the coach’s name.').max(CONTENT_LIMITS.name, `Keep the name to ${CONTENT_LIMITS.name} characters or fewer.`),
  email: z.string('Enter an email address.').trim().min(1, 'Enter an email address.').max(254, 'Keep the email to 254 characters or fewer.').pipe(z.email('Enter a valid email address, like name@example.com.')),
  bio: z.string().max(CONTENT_LIMITS.text, `Keep the bio to ${CONTENT_LIMITS.text} characters or fewer.`).optional(),
  photo_url: optionalMediaLink.nullable(),
  time_zone: timeZoneSchema('the coach’s'),
  session_minutes: minutes('session length', SESSION_MINUTES),
  buffer_minutes: minutes('buffer', BUFFER_MINUTES),
  active: z.boolean().optional(),
})

export const coaches = defineResource<AdminCoach>({
  name: 'coaches',
  labels: { singular: 'coach', plural: 'Coaches' },
  table: 'coach',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true },
    { name: 'email', label: 'Email', kind: 'email', required: true },
    { name: 'bio', label: 'Bio', kind: 'textarea', hint: 'Members read it when they choose a coach.' },
    { name: 'photo_url', label: 'Photo link', kind: 'url', nullable: true, hint: 'https://… or a path of this site; leave empty for none.' },
    { name: 'time_zone', label: 'Time zone', kind: 'text', required: true, hint: TIME_ZONE_HINT },
    { name: 'session_minutes', label: 'Session length (minutes)', kind: 'number', required: true, hint: `${SESSION_MINUTES.min} to ${SESSION_MINUTES.max} minutes.` },
    { name: 'buffer_minutes', label: 'Buffer between sessions (minutes)', kind: 'number', required: true, hint: `${BUFFER_MINUTES.min} to ${BUFFER_MINUTES.max} minutes; kept free after each session.` },
    { name: 'active', label: 'Taking bookings', kind: 'boolean', hint: 'Members book only active coaches; booked sessions stay.' },
    { name: 'created_at', label: 'Added', kind: 'datetime', readOnly: true, on: ['edit'] },
  ],
  schema: coachSchema,
  defaults: { bio: '', photo_url: null, time_zone: 'Europe/London', session_minutes: 45, buffer_minutes: 15, active: true },
  columns: [
    idColumn,
    { field: 'name', label: 'Name', sortable: true },
    { field: 'time_zone', label: 'Time zone', sortable: true },
    { field: 'session_minutes', label: 'Session', sortable: true, value: (coach) => `${coach.session_minutes} min` },
    { field: 'buffer_minutes', label: 'Buffer', sortable: true, value: (coach) => `${coach.buffer_minutes} min` },
    { field: 'active', label: 'Taking bookings', sortable: true, value: (coach) => (coach.active ? 'Yes' : 'No') },
  ],
  filters: [idFilter, { name: 'time_zone', label: 'Time zone', kind: 'text' }],
  searchField: 'name',
  recordLabel: (coach) => coach.name || `Coach #${coach.id}`,
  paths: adminPaths.coaches,
})
