import { list } from '../records/recordsApi'
import { exactFilterKey, type DbRecord } from '../records/recordTypes'
import type { CmsEntry } from './contentCallTypes'

/**
 * Every CMS entry of one page (`home`, `faq`…), oldest first, through the generic records call
 * (the `cms` table is readable without signing in). The page must match exactly: a filter by
 * contains would hand `terms` the entries of a page called `terms-old` too.
 */
export function readCmsPage(page: string): Promise<CmsEntry[]> {
  return list<CmsEntry & DbRecord>('cms', { filter: { [exactFilterKey('page')]: page }, order: { field: 'id', direction: 'asc' } })
}
