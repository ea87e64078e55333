import { HttpResponse, http } from 'msw'
import { CONTENT_CALL_MESSAGES, type MailSendResponse } from '@/api/content/contentCallTypes'
import { CONTENT_LIMITS } from '@/api/records/contentTypes'
import { sendMail } from '@mocks/accounts/mailer'
import { TEXT_LIMITS } from '@mocks/db/schemas'
import { requireRole } from '@mocks/http/guard'
import { handle } from '@mocks/http/handle'
import { assertValid, type Validation } from '@mocks/http/httpErrors'
import { readJsonObject } from '@mocks/http/requestBody'

/*
 * docs/product.md §7 `mail/send`, for admins (template tests): the mock "sends" by keeping the message in
 * the Mailbox of the developer panel, as text. An HTML body is turned into plain text here, so
 * nothing an admin wrote is ever rendered as a page by the panel.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' }

/** The text a mail client's plain-text view would show: line breaks for blocks, no tags. */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr|table|blockquote|pre)\s*>/gi, '\n')
    .replace(/<a\b[^>]*href\s*=\s*["']([^"']*)["'][^>]*>([\s\S]*?)<\/a\s*>/gi, (_, href: string, label: string) => `${label} (${href})`)
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

async function send({ request }: { request: Request }): Promise<Response> {
  requireRole(request, 'admin')
  const body = await readJsonObject(request)
  const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '')
  const to = text('to').trim()
  const subject = text('subject').trim()
  const html = text('html')
  const plain = text('text')

  const validation: Validation = {}
  if (!EMAIL.test(to) || to.length > TEXT_LIMITS.email) validation.to = CONTENT_CALL_MESSAGES.mailTo
  if (!subject) validation.subject = CONTENT_CALL_MESSAGES.mailSubject
  else if (subject.length > CONTENT_LIMITS.subject) validation.subject = `Keep the subject to ${CONTENT_LIMITS.subject} characters or fewer.`
  if (!html.trim() && !plain.trim()) validation.body = CONTENT_CALL_MESSAGES.mailBody
  else if (html.length > CONTENT_LIMITS.document || plain.length > CONTENT_LIMITS.document) {
    validation.body = `Keep the email to ${CONTENT_LIMITS.document} characters or fewer.`
  }
  assertValid(validation)

  const mail = await sendMail({ to, subject, text: plain.trim() ? plain : htmlToPlainText(html), links: [] })
  return HttpResponse.json<MailSendResponse>({ error: false, id: mail.id, message: CONTENT_CALL_MESSAGES.mailSent })
}

export const mailHandlers = [http.post('*/v2/api/lambda/mail/send', handle(send))]
