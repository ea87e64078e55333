import { CONTACT_TOPIC_LABELS, type ContactMessageRecord, type ContactTopic } from '@/api/contact/contactTypes'
import { sendMail } from '@mocks/accounts/mailer'
import { db, nextId } from '@mocks/db/db'
import type { ContactMessageRow } from '@mocks/db/contactSchemas'

/**
 * What the contact call does once a message is accepted: keep it for the console, mail support,
 * mail the sender a copy. And the one request id rule: a request id already answered (or being
 * answered right now) gets that answer again, so a retried request never sends twice.
 */

/** Support's inbox: the address the contact page names. */
export const SUPPORT_ADDRESS = 'support@movetime.app'

/** The console's page of one message (adminPaths.contactMessages.show on the client). */
const consolePath = (id: number) => `/admin/view-contact-message/${id}`

export interface NewContactMessage {
  name: string
  email: string
  topic: ContactTopic
  message: string
  user_id: number | null
  request_id: string
}

export interface StoredContact {
  row: ContactMessageRow
  /** True when this answer is the one given earlier to the same request id. */
  duplicate: boolean
}

// Requests being answered now, by sender and request id: a second arrival waits for the first.
const answering = new Map<string, Promise<StoredContact>>()

const requestKey = (email: string, requestId: string) => `${email.trim().toLowerCase()}|${requestId}`

/**
 * The answer already given (or being given) to this sender's request id, if there is one. Checked
 * and claimed with no await between, so two copies of one request cannot both store a message.
 */
export function earlierAnswer(email: string, requestId: string): Promise<StoredContact> | null {
  if (!requestId) return null
  const inFlight = answering.get(requestKey(email, requestId))
  if (inFlight) return inFlight.then((stored) => ({ ...stored, duplicate: true }))
  const wanted = email.trim().toLowerCase()
  const row = db.contact_message.findFirst((q) => q.where((candidate) => candidate.request_id === requestId && candidate.email.toLowerCase() === wanted))
  return row ? Promise.resolve({ row, duplicate: true }) : null
}

/** Stores the message and sends both emails; registered at once under its request id. */
export function storeContactMessage(input: NewContactMessage, origin: string): Promise<StoredContact> {
  const key = requestKey(input.email, input.request_id)
  const work = (async (): Promise<StoredContact> => {
    const row = await db.contact_message.create({
      id: nextId('contact_message'),
      ...input,
      status: 'new',
      received_at: new Date().toISOString(),
      answered_at: null,
      answered_by: null,
    })
    await mailSupport(row, origin)
    await mailCopy(row)
    return { row, duplicate: false }
  })()
  if (input.request_id) {
    answering.set(key, work)
    // Once settled the row answers a repeat (earlierAnswer); a failure lets the next try run afresh.
    void work.then(
      () => answering.delete(key),
      () => answering.delete(key),
    )
  }
  return work
}

function quoted(text: string): string {
  return text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')
}

async function mailSupport(row: ContactMessageRow, origin: string): Promise<void> {
  const topic = CONTACT_TOPIC_LABELS[row.topic]
  const link = `${origin}${consolePath(row.id)}`
  await sendMail({
    to: SUPPORT_ADDRESS,
    subject: `Contact form: ${topic} (from ${row.name})`,
    text: [
      `${row.name} <${row.email}> wrote through the contact form${row.user_id === null ? '' : ` while signed in as member #${row.user_id}`}.`,
      `Topic: ${topic}`,
      '',
      quoted(row.message),
      '',
      `Reply to ${row.email}, then mark it answered in the console: ${link}`,
    ].join('\n'),
    links: [link],
  })
}

async function mailCopy(row: ContactMessageRow): Promise<void> {
  await sendMail({
    to: row.email,
    subject: 'We received your message',
    text: [
      `Hello ${row.name},`,
      '',
      'Thank you for writing to MoveTime. We answer within one working day, Monday to Friday, at this address.',
      '',
      `Your message (${CONTACT_TOPIC_LABELS[row.topic]}):`,
      '',
      quoted(row.message),
      '',
      'If you did not send this, you can ignore this email.',
      '',
      'The MoveTime team',
    ].join('\n'),
    links: [],
  })
}

/** A message as it leaves the mock: without the server's own bookkeeping. */
export function presentContactMessage(row: ContactMessageRow): ContactMessageRecord {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    topic: row.topic,
    message: row.message,
    status: row.status,
    user_id: row.user_id,
    received_at: row.received_at,
    answered_at: row.answered_at,
    answered_by: row.answered_by,
  }
}
