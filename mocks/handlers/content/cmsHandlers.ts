import { HttpResponse, http } from 'msw'
import { CONTENT_CALL_MESSAGES, type CmsEntry, type CmsEntryResponse } from '@/api/content/contentCallTypes'
import { TABLE_AND_ID_REQUIRED } from '@/api/records/recordTypes'
import { claimCmsPair } from '@mocks/content/cmsPairs'
import { cmsSchema, type CmsRow } from '@mocks/db/contentSchemas'
import { db, findById, nextId } from '@mocks/db/db'
import { requireRole } from '@mocks/http/guard'
import { handle } from '@mocks/http/handle'
import { HttpError, MESSAGES, type Validation } from '@mocks/http/httpErrors'
import { readJsonObject, type JsonObject } from '@mocks/http/requestBody'

/*
 * docs/product.md §7 "Realtime and CMS": `cms` POST and PUT by id, for admins. Reads go through the generic
 * records family (table `cms`). The row's rules are the table's schema (mocks/db/contentSchemas.ts);
 * the pair (page, key) is unique, claimed before any await (mocks/content/cmsPairs.ts).
 */

const CMS_FIELDS = ['page', 'key', 'type', 'value'] as const

/** Only the entry's own fields; ids and timestamps are the server's. */
function cmsFields(body: JsonObject): JsonObject {
  return Object.fromEntries(CMS_FIELDS.filter((field) => field in body).map((field) => [field, body[field]]))
}

function validCmsRow(candidate: JsonObject): CmsRow {
  const result = cmsSchema.safeParse(candidate)
  if (result.success) return result.data
  const validation: Validation = {}
  for (const issue of result.error.issues) validation[issue.path.map(String).join('.') || 'record'] ??= issue.message
  throw new HttpError(400, MESSAGES.checkFields, validation)
}

function parseCmsId(raw: string | undefined): number {
  if (!raw?.trim()) throw new HttpError(400, TABLE_AND_ID_REQUIRED)
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN
  if (!Number.isSafeInteger(id) || id <= 0) throw new HttpError(400, 'The CMS entry id must be a positive whole number.')
  return id
}

async function createEntry({ request }: { request: Request }): Promise<Response> {
  requireRole(request, 'admin')
  const body = await readJsonObject(request)
  const now = new Date().toISOString()
  // The id is only a placeholder for the check; the real one is taken once the pair is ours.
  const checked = validCmsRow({ ...cmsFields(body), id: 1, created_at: now, updated_at: now })
  const release = claimCmsPair(checked.page, checked.key)
  try {
    const created = await db.cms.create({ ...checked, id: nextId('cms') })
    return HttpResponse.json<CmsEntryResponse>({ error: false, model: created as CmsEntry })
  } finally {
    release()
  }
}

async function updateEntry({ request, params }: { request: Request; params: { id?: string } }): Promise<Response> {
  requireRole(request, 'admin')
  const id = parseCmsId(params.id)
  const body = await readJsonObject(request)
  const row = findById('cms', id) as CmsRow | undefined
  if (!row) throw new HttpError(404, CONTENT_CALL_MESSAGES.cmsNotFound)
  const next = validCmsRow({ ...row, ...cmsFields(body), id, updated_at: new Date().toISOString() })
  const release = next.page === row.page && next.key === row.key ? () => undefined : claimCmsPair(next.page, next.key, id)
  try {
    const updated = await db.cms.update((q) => q.where((candidate) => candidate.id === id), {
      data(draft) {
        Object.assign(draft, next)
      },
    })
    if (!updated) throw new HttpError(404, CONTENT_CALL_MESSAGES.cmsNotFound)
    return HttpResponse.json<CmsEntryResponse>({ error: false, model: updated as CmsEntry })
  } finally {
    release()
  }
}

export const cmsHandlers = [
  http.post('*/v2/api/lambda/cms', handle(createEntry)),
  http.put<{ id: string }>('*/v2/api/lambda/cms/:id', handle<{ id: string }>(updateEntry)),
  // PUT without an id: docs/product.md §8's message, as for the records calls.
  http.put('*/v2/api/lambda/cms', handle(() => {
    throw new HttpError(400, TABLE_AND_ID_REQUIRED)
  })),
]
