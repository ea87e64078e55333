import { z } from 'zod'
import { CONTENT_LIMITS, VIDEO_STATUSES, type VideoRecord } from '@/api/records/contentTypes'
import type { DbRecord } from '@/api/records/recordTypes'
import { defineResource, type FieldOption } from '../engine/resourceDefinition'
import { idColumn, idFilter } from './listParts'
import { mediaLink, optionalId, optionalMediaLink } from './contentFields'
import { adminPaths } from '@/shared/paths/adminPaths'

/** The video library (records `video`): form guides and warm-ups, uploaded through `s3/upload`. */

type AdminVideo = VideoRecord & DbRecord

const statusOptions: FieldOption[] = [
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
]

export const videoSchema = z.object({
  title: z.string().trim().min(1, 'Enter a title.').max(CONTENT_LIMITS.name, `Keep the title to ${CONTENT_LIMITS.name} characters or fewer.`),
  description: z.string().max(CONTENT_LIMITS.text, `Keep the description to ${CONTENT_LIMITS.text} characters or fewer.`).optional(),
  url: mediaLink('Upload the video or enter its link.'),
  poster: optionalMediaLink,
  move_id: optionalId('Enter a move id, or leave it empty.'),
  duration_seconds: z.number('Enter the length in seconds.').int('Enter whole seconds.').min(0, 'Enter the length in seconds.').max(3600, 'A video lasts at most an hour.'),
  status: z.enum(VIDEO_STATUSES, 'Choose published or draft.'),
})

export const videos = defineResource<AdminVideo>({
  name: 'videos',
  labels: { singular: 'video', plural: 'Videos' },
  table: 'video',
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    { name: 'description', label: 'Description', kind: 'textarea' },
    { name: 'url', label: 'Video', kind: 'upload', upload: { accept: 'video', storage: 's3' }, required: true },
    { name: 'poster', label: 'Poster image', kind: 'upload', upload: { accept: 'image', storage: 'server' }, hint: 'Optional: shown before the video plays.' },
    { name: 'duration_seconds', label: 'Length (seconds)', kind: 'number', required: true },
    { name: 'move_id', label: 'Move (id)', kind: 'number', hint: 'Optional: the move this video explains.' },
    { name: 'status', label: 'Status', kind: 'select', options: statusOptions, required: true },
    { name: 'created_at', label: 'Added', kind: 'datetime', readOnly: true, on: ['edit'] },
  ],
  schema: videoSchema,
  defaults: { status: 'draft', description: '', poster: '', duration_seconds: 0, move_id: null },
  columns: [
    idColumn,
    { field: 'title', label: 'Title', sortable: true },
    { field: 'duration_seconds', label: 'Length', sortable: true, value: (video) => `${video.duration_seconds ?? 0} s` },
    { field: 'move_id', label: 'Move', sortable: true, value: (video) => (video.move_id ? `#${video.move_id}` : '') },
    { field: 'status', label: 'Status', sortable: true },
    { field: 'created_at', label: 'Added', sortable: true, value: (video) => video.created_at?.slice(0, 10) ?? '' },
  ],
  filters: [
    idFilter,
    { name: 'status', label: 'Status', kind: 'select', options: statusOptions },
  ],
  searchField: 'title',
  recordLabel: (video) => video.title || `Video #${video.id}`,
  paths: adminPaths.videos,
})
