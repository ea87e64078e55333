import { z } from 'zod'
import { CMS_KEY_PATTERN, CMS_TYPES, CONTENT_LIMITS, CONTENT_MESSAGES } from '@/api/records/contentTypes'
import type { DbRecord } from '@/api/records/recordTypes'
import { defineResource, type FieldOption, type ResourceDefinition } from '../engine/resourceDefinition'
import { CmsPreview } from '../previews/CmsPreview'
import { clip, idColumn, idFilter } from './listParts'
import { requiredText } from './templateRules'
import { adminPaths } from '@/shared/paths/adminPaths'
import { SITE_PAGES } from '@/shared/paths/sitePages'

/*
 * CMS entries (docs/product.md §3: page, key, type, value). Read through the records call `cms`; written
 * by the cms provider through docs/product.md §7's own `cms` calls, where the server keeps (page, key) unique.
 */

interface CmsRecord extends DbRecord {
  page: string
  key: string
  type: (typeof CMS_TYPES)[number]
  value: string
  updated_at?: string
}

const typeOptions: FieldOption[] = [
  { value: 'text', label: 'Text' },
  { value: 'html', label: 'HTML' },
  { value: 'markdown', label: 'Markdown' },
  { value: 'json', label: 'JSON' },
  { value: 'image', label: 'Image link' },
]

const IMAGE_LINK = /^(https?:\/\/|\/)\S+$/i

export const cmsEntrySchema = z
  .object({
    page: requiredText('the page', CONTENT_LIMITS.key).regex(CMS_KEY_PATTERN, CONTENT_MESSAGES.cmsKey),
    key: requiredText('the key', CONTENT_LIMITS.key).regex(CMS_KEY_PATTERN, CONTENT_MESSAGES.cmsKey),
    type: z.enum(CMS_TYPES, 'Choose text, HTML, Markdown, JSON or image.'),
    value: z.string('Enter the value.').max(CONTENT_LIMITS.document, `Keep the value to ${CONTENT_LIMITS.document} characters or fewer.`),
  })
  .superRefine((entry, context) => {
    const fail = (message: string) => context.addIssue({ code: 'custom', message, path: ['value'] })
    if (entry.type === 'text' && entry.value.length > CONTENT_LIMITS.text) fail(`Keep a text value to ${CONTENT_LIMITS.text} characters or fewer.`)
    if (entry.type === 'image' && !IMAGE_LINK.test(entry.value.trim())) fail(CONTENT_MESSAGES.imageLink)
    if (entry.type === 'json') {
      try {
        JSON.parse(entry.value)
      } catch {
        fail(CONTENT_MESSAGES.jsonInvalid)
      }
    }
  })

export const cmsEntries: ResourceDefinition = defineResource<CmsRecord>({
  name: 'cms',
  labels: { singular: 'CMS entry', plural: 'CMS entries' },
  table: 'cms',
  fields: [
    { name: 'page', label: 'Page', kind: 'text', required: true, hint: `The page’s route without its slash (home is /): ${Object.keys(SITE_PAGES).join(', ')}.` },
    { name: 'key', label: 'Key', kind: 'text', required: true, hint: 'Its name on that page, e.g. hero_title. Lower-case letters, digits, _, - and .' },
    { name: 'type', label: 'Type', kind: 'select', options: typeOptions, required: true },
    { name: 'value', label: 'Value', kind: 'textarea', hint: 'Text, HTML, Markdown, JSON, or an image link (https://… or /…), as the type says.' },
  ],
  schema: cmsEntrySchema,
  defaults: { page: '', key: '', type: 'text', value: '' },
  columns: [
    idColumn,
    { field: 'page', label: 'Page', sortable: true },
    { field: 'key', label: 'Key', sortable: true },
    { field: 'type', label: 'Type', sortable: true },
    { field: 'value', label: 'Value', value: (entry) => clip(entry.value, 60) },
  ],
  filters: [
    idFilter,
    { name: 'page', label: 'Page', kind: 'text' },
    { name: 'type', label: 'Type', kind: 'select', options: typeOptions },
  ],
  searchField: 'key',
  recordLabel: (entry) => (entry.page && entry.key ? `${entry.page} › ${entry.key}` : `CMS entry #${entry.id}`),
  preview: CmsPreview,
  paths: adminPaths.cms,
})
