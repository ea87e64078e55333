import { call, endpoint } from '../http'
import type { CmsEntry, CmsEntryInput, CmsEntryResponse, MailSendRequest, MailSendResponse } from './contentCallTypes'

const createCmsCall = endpoint('POST', '/v2/api/lambda/cms')
const updateCmsCall = endpoint('PUT', '/v2/api/lambda/cms/{id}')
const sendMailCall = endpoint('POST', '/v2/api/lambda/mail/send')

/** Adds a CMS entry (admins only); the pair (page, key) must be new. */
export async function createCmsEntry(entry: CmsEntryInput): Promise<CmsEntry> {
  const response = await call<CmsEntryResponse>(createCmsCall, { body: entry })
  return response.model
}

/** Changes the fields sent of one CMS entry (admins only). */
export async function updateCmsEntry(id: number | string, changes: Partial<CmsEntryInput>): Promise<CmsEntry> {
  const response = await call<CmsEntryResponse>(updateCmsCall, { params: { id }, body: changes })
  return response.model
}

/** Sends one email through the app's mailer (admins only: template tests). */
export function sendMail(message: MailSendRequest): Promise<MailSendResponse> {
  return call<MailSendResponse>(sendMailCall, { body: message })
}
