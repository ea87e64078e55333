import { z } from 'zod'
import { CONTENT_LIMITS, type PhotoRecord } from '@/api/records/contentTypes'
import type { DbRecord } from '@/api/records/recordTypes'
import { defineResource } from '../engine/resourceDefinition'
import { idColumn, idFilter } from './listParts'
import { mediaLink, optionalId } from './contentFields'
import { adminPaths } from '@/shared/paths/adminPaths'

/**
 * Photos (records `photo`), uploaded through `upload`. docs/product.md §2 gives a list and an add page
 * only: a photo is replaced by adding a new one and deleting the old, so there is no edit form.
 */

type AdminPhoto = PhotoRecord & DbRecord

export const photoSchema = z.object({
  title: z.string().trim().min(1, 'Enter a title.').max(CONTENT_LIMITS.name, `Keep the title to ${CONTENT_LIMITS.name} characters or fewer.`),
  url: mediaLink('Upload the photo or enter its link.'),
  alt: z.string().trim().min(1, 'Describe the photo for people who cannot see it.').max(CONTENT_LIMITS.text, `Keep the description to ${CONTENT_LIMITS.text} characters or fewer.`),
  move_id: optionalId('Enter a move id, or leave it empty.'),
})

export const photos = defineResource<AdminPhoto>({
  name: 'photos',
  labels: { singular: 'photo', plural: 'Photos' },
  table: 'photo',
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    { name: 'url', label: 'Photo', kind: 'upload', upload: { accept: 'image', storage: 'server' }, required: true },
    { name: 'alt', label: 'Description (alt text)', kind: 'textarea', required: true, hint: 'What the photo shows, read aloud by screen readers.' },
    { name: 'move_id', label: 'Move (id)', kind: 'number', hint: 'Optional: the move this photo shows.' },
  ],
  schema: photoSchema,
  defaults: { move_id: null },
  columns: [
    idColumn,
    { field: 'title', label: 'Title', sortable: true },
    { field: 'alt', label: 'Description', sortable: true },
    { field: 'url', label: 'Link', sortable: true },
    { field: 'created_at', label: 'Added', sortable: true, value: (photo) => photo.created_at?.slice(0, 10) ?? '' },
  ],
  filters: [idFilter],
  searchField: 'title',
  recordLabel: (photo) => photo.title || `Photo #${photo.id}`,
  paths: adminPaths.photos,
})
