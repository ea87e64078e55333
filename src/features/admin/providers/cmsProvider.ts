import { createCmsEntry, updateCmsEntry } from '@/api/content/contentApi'
import type { CmsEntryInput } from '@/api/content/contentCallTypes'
import { CMS_TYPES } from '@/api/records/contentTypes'
import { cmsEntries } from '../resources/cmsEntries'
import { writablePayload } from './recordsProvider'
import { asRow, textOf, type FamilyProvider } from './resourceCalls'

/*
 * The content family's CMS writes (docs/product.md §7 `cms` POST and PUT by id; the server keeps (page, key)
 * unique). Entries are read through the records call `cms`, so only create and update are here.
 */

type Values = Record<string, unknown>

function entryInput(values: Values): Partial<CmsEntryInput> {
  const out: Partial<CmsEntryInput> = {}
  const row = { id: 0, ...values }
  if ('page' in values) out.page = textOf(row, 'page')
  if ('key' in values) out.key = textOf(row, 'key')
  // The form's schema allows only these; anything else is left to the server's own check.
  const type = CMS_TYPES.find((candidate) => candidate === values.type)
  if (type) out.type = type
  if ('value' in values) out.value = textOf(row, 'value')
  return out
}

export const cmsProvider: FamilyProvider = {
  cms: {
    async create(params) {
      const { page = '', key = '', type = 'text', value = '' } = entryInput(writablePayload(cmsEntries, 'create', params.data))
      return { data: asRow(await createCmsEntry({ page, key, type, value })) }
    },
    async update(params) {
      // Only the fields the form may change, and of those what changed.
      return { data: asRow(await updateCmsEntry(Number(params.id), entryInput(writablePayload(cmsEntries, 'edit', params.data, params.previousData)))) }
    },
  },
}
