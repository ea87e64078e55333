import { z } from 'zod'
import { BODY_AREAS, DIFFICULTIES, EQUIPMENT, MOVE_LIMITS, MOVE_VISIBILITIES, type MoveSummary } from '@/api/moves/moveTypes'
import type { DbRecord } from '@/api/records/recordTypes'
import { defineResource, type FieldOption } from '../engine/resourceDefinition'
import { choices, idColumn, idFilter } from './listParts'
import { adminPaths } from '@/shared/paths/adminPaths'

/** Every member's moves and MoveTime's own catalogue (records `move`); publish and unpublish by status, feature on members' dashboards. */

type AdminMove = MoveSummary & DbRecord & { user?: { first_name?: string; last_name?: string; email?: string } | null }

const statusOptions: FieldOption[] = [
  { value: 'published', label: 'Published' },
  { value: 'private', label: 'Private (unpublished)' },
]

const link = (label: string) => z.string().trim().min(1, `Enter the ${label} link.`).max(2048, 'Keep links to 2048 characters or fewer.')
const optionalLink = z.string().trim().max(2048, 'Keep links to 2048 characters or fewer.').optional().or(z.literal(''))

export const moveSchema = z.object({
  title: z.string().trim().min(1, 'Enter a title.').max(MOVE_LIMITS.titleMax, `Keep the title to ${MOVE_LIMITS.titleMax} characters or fewer.`),
  description: z.string().max(MOVE_LIMITS.descriptionMax, `Keep the description to ${MOVE_LIMITS.descriptionMax} characters or fewer.`).optional(),
  body_area: z.enum(BODY_AREAS, 'Choose a body area.'),
  equipment: z.enum(EQUIPMENT, 'Choose the equipment.'),
  difficulty: z.enum(DIFFICULTIES, 'Choose a difficulty.'),
  duration_seconds: z
    .number('Enter the length in seconds.')
    .int('Enter whole seconds.')
    .min(MOVE_LIMITS.durationMinSeconds, `A move lasts at least ${MOVE_LIMITS.durationMinSeconds} seconds.`)
    .max(MOVE_LIMITS.durationMaxSeconds, `A move lasts at most ${MOVE_LIMITS.durationMaxSeconds} seconds.`),
  video_url: link('video'),
  poster_url: link('poster'),
  video_webm_url: optionalLink,
  captions_url: optionalLink,
  status: z.enum(MOVE_VISIBILITIES, 'Choose published or private.'),
  featured: z.boolean().optional(),
})

export function authorName(move: Pick<AdminMove, 'user_id' | 'user'>): string {
  if (move.user_id === null) return 'MoveTime'
  const name = [move.user?.first_name, move.user?.last_name].filter(Boolean).join(' ')
  return name || move.user?.email || `Member #${move.user_id}`
}

export const moves = defineResource<AdminMove>({
  name: 'moves',
  labels: { singular: 'move', plural: 'Moves' },
  table: 'move',
  join: ['user'],
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    { name: 'description', label: 'Description', kind: 'textarea' },
    { name: 'body_area', label: 'Body area', kind: 'select', options: choices(BODY_AREAS), required: true },
    { name: 'equipment', label: 'Equipment', kind: 'select', options: choices(EQUIPMENT), required: true },
    { name: 'difficulty', label: 'Difficulty', kind: 'select', options: choices(DIFFICULTIES), required: true },
    { name: 'duration_seconds', label: 'Length (seconds)', kind: 'number', required: true },
    { name: 'video_url', label: 'Video link (MP4)', kind: 'url', required: true },
    { name: 'poster_url', label: 'Poster image link', kind: 'url', required: true },
    { name: 'video_webm_url', label: 'WebM video link', kind: 'url', hint: 'Optional.' },
    { name: 'captions_url', label: 'Captions link (WebVTT)', kind: 'url', hint: 'Optional.' },
    { name: 'status', label: 'Status', kind: 'select', options: statusOptions, required: true, hint: 'Published moves are in every member’s library.' },
    { name: 'featured', label: 'Featured', kind: 'boolean', hint: 'Featured published moves show on every member’s dashboard.' },
    { name: 'created_at', label: 'Added', kind: 'datetime', readOnly: true, on: ['edit'] },
  ],
  schema: moveSchema,
  defaults: { status: 'published', featured: false, description: '', video_webm_url: '', captions_url: '' },
  columns: [
    idColumn,
    { field: 'title', label: 'Title', sortable: true },
    { field: 'user_id', label: 'Author', sortable: true, value: authorName },
    { field: 'body_area', label: 'Body area', sortable: true },
    { field: 'difficulty', label: 'Difficulty', sortable: true },
    { field: 'status', label: 'Status', sortable: true, value: (move) => (move.status === 'published' ? 'Published' : 'Private') },
    { field: 'featured', label: 'Featured', sortable: true, value: (move) => (move.featured ? 'Featured' : '') },
  ],
  filters: [
    idFilter,
    { name: 'body_area', label: 'Body area', kind: 'select', options: choices(BODY_AREAS) },
    { name: 'difficulty', label: 'Difficulty', kind: 'select', options: choices(DIFFICULTIES) },
    { name: 'status', label: 'Status', kind: 'select', options: statusOptions },
    { name: 'featured', label: 'Featured', kind: 'select', options: [{ value: 'true', label: 'Featured' }, { value: 'false', label: 'Not featured' }] },
  ],
  searchField: 'title',
  recordLabel: (move) => move.title || `Move #${move.id}`,
  paths: adminPaths.moves,
})
