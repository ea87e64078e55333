/*
 * The contact call (docs/product.md §7 `/v3/api/custom/movetime/contact`) and the admins' answer
 * state of what it stores, shared by the client (contactApi.ts, the contact form, the console) and
 * the mock (mocks/handlers/contact/). The field rules live here once, so the form's message next
 * to a field and the server's 400 for it are the same words.
 */

/** What a message is about: a fixed list, so support can sort what comes in. */
export const CONTACT_TOPICS = ['membership', 'billing', 'app', 'bookings', 'privacy', 'other'] as const
export type ContactTopic = (typeof CONTACT_TOPICS)[number]

export const CONTACT_TOPIC_LABELS: Readonly<Record<ContactTopic, string>> = {
  membership: 'Membership and plans',
  billing: 'Billing and payments',
  app: 'Using the app',
  bookings: 'Bookings with a coach',
  privacy: 'Privacy and my data',
  other: 'Something else',
}

/** new: nobody has answered yet; answered: an admin marked it so. */
export const CONTACT_STATUSES = ['new', 'answered'] as const
export type ContactStatus = (typeof CONTACT_STATUSES)[number]

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  /** Shorter than this is rarely enough for support to act on. */
  messageMin: 20,
  messageMax: 5000,
} as const

export const CONTACT_MESSAGES = {
  nameRequired: 'Enter your name.',
  nameTooLong: `Keep your name to ${CONTACT_LIMITS.name} characters or fewer.`,
  emailRequired: 'Enter your email address, so we can answer you.',
  emailInvalid: 'Enter a valid email address, like name@example.com.',
  emailTooLong: `Keep the email address to ${CONTACT_LIMITS.email} characters or fewer.`,
  topicRequired: 'Choose what your message is about.',
  messageRequired: 'Write your message.',
  messageTooShort: `Tell us a little more: at least ${CONTACT_LIMITS.messageMin} characters.`,
  messageTooLong: `Keep your message to ${CONTACT_LIMITS.messageMax} characters or fewer.`,
  sent: 'Thank you. Your message has reached our support team.',
  /** The admins' answer state: only the two statuses exist. */
  statusInvalid: 'Choose new or answered.',
  notFound: 'This contact message does not exist.',
} as const

/** The wait in the rate limit's refusal, in whole minutes (at least one). */
export function tooManyContactMessages(minutes: number): string {
  const wait = Math.max(1, Math.ceil(minutes))
  return `You have sent several messages in a short time. Please try again in ${wait} ${wait === 1 ? 'minute' : 'minutes'}.`
}

export interface ContactFields {
  name: string
  email: string
  topic: string
  message: string
}

// Deliberately loose (one @, a dot in the domain, no spaces), as the sign-up form's: a stricter
// pattern would turn real addresses away.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const isTopic = (value: string): value is ContactTopic => (CONTACT_TOPICS as readonly string[]).includes(value)

/** One message per field with a problem; the form and the server both use it. */
export function contactFieldProblems(fields: ContactFields): Partial<Record<keyof ContactFields, string>> {
  const problems: Partial<Record<keyof ContactFields, string>> = {}
  const name = fields.name.trim()
  const email = fields.email.trim()
  const message = fields.message.trim()
  if (!name) problems.name = CONTACT_MESSAGES.nameRequired
  else if (name.length > CONTACT_LIMITS.name) problems.name = CONTACT_MESSAGES.nameTooLong
  if (!email) problems.email = CONTACT_MESSAGES.emailRequired
  else if (email.length > CONTACT_LIMITS.email) problems.email = CONTACT_MESSAGES.emailTooLong
  else if (!EMAIL_PATTERN.test(email)) problems.email = CONTACT_MESSAGES.emailInvalid
  if (!isTopic(fields.topic)) problems.topic = CONTACT_MESSAGES.topicRequired
  if (!message) problems.message = CONTACT_MESSAGES.messageRequired
  else if (message.length < CONTACT_LIMITS.messageMin) problems.message = CONTACT_MESSAGES.messageTooShort
  else if (message.length > CONTACT_LIMITS.messageMax) problems.message = CONTACT_MESSAGES.messageTooLong
  return problems
}

export interface ContactRequest extends ContactFields {
  /** A robot-check token verified through google-captcha just before, as on sign-up. */
  captcha_token: string
  /**
   * The form's idempotency key: a retry of the same attempt (an answer lost on the network) sends
   * the same id and gets the first answer back instead of a second message.
   */
  request_id: string
}

export interface ContactResponse {
  error: false
  message: string
  /** The stored message's id. */
  id: number
  /** Where the copy went (the visitor's own address). */
  copy_to: string
  /** True when this request id was already answered: nothing was stored or sent again. */
  duplicate: boolean
}

/** One stored message as the console reads it (records table `contact_message`, admins only). */
export interface ContactMessageRecord {
  id: number
  name: string
  email: string
  topic: ContactTopic
  message: string
  status: ContactStatus
  /** The member who sent it while signed in; null for a visitor. */
  user_id: number | null
  received_at: string
  answered_at: string | null
  /** The admin who marked it answered. */
  answered_by: number | null
}

/** PUT contact/{id}: an admin marks a message answered, or new again. */
export interface ContactStatusRequest {
  status: ContactStatus
}

export interface ContactStatusResponse {
  error: false
  model: ContactMessageRecord
}
