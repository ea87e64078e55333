import { call, endpoint } from '../http'
import type { ContactMessageRecord, ContactRequest, ContactResponse, ContactStatusRequest, ContactStatusResponse } from './contactTypes'

const sendContactCall = endpoint('POST', '/v3/api/custom/movetime/contact')
// Ours (docs/product.md §7 lists only the send): the console's "Mark answered" and "Mark as new".
const contactStatusCall = endpoint('PUT', '/v3/api/custom/movetime/contact/{id}')

/** Sends the contact form: stored for support, emailed to support, a copy to the sender. Open to visitors. */
export function sendContactMessage(request: ContactRequest): Promise<ContactResponse> {
  return call<ContactResponse>(sendContactCall, { body: request })
}

/** Admins only: marks one stored message answered or new. */
export async function setContactStatus(id: number | string, body: ContactStatusRequest): Promise<ContactMessageRecord> {
  const response = await call<ContactStatusResponse>(contactStatusCall, { params: { id }, body })
  return response.model
}
