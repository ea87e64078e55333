import { z } from 'zod'
import { CONTACT_LIMITS, CONTACT_STATUSES, CONTACT_TOPICS } from '@/api/contact/contactTypes'

/**
 * The contact form's messages (issue 23). Only the contact call writes them and only the console's
 * status call changes them (mocks/contact keeps the rules); admins read them through the records
 * family, nobody else does. `request_id` is the sender's idempotency key (a retried request is
 * answered once). The sender's network address is not kept: the rate limit holds it in memory.
 */

const id = z.number().int().positive()

export const contactMessageSchema = z.object({
  id,
  name: z.string().min(1).max(CONTACT_LIMITS.name),
  email: z.string().min(1).max(CONTACT_LIMITS.email),
  topic: z.enum(CONTACT_TOPICS),
  message: z.string().min(1).max(CONTACT_LIMITS.messageMax),
  status: z.enum(CONTACT_STATUSES).default('new'),
  user_id: id.nullable().default(null),
  received_at: z.string(),
  answered_at: z.string().nullable().default(null),
  answered_by: id.nullable().default(null),
  request_id: z.string().max(100).default(''),
})
export type ContactMessageRow = z.output<typeof contactMessageSchema>

export const CONTACT_SCHEMAS = {
  contact_message: contactMessageSchema,
}
