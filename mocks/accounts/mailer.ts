import { db, nextId } from '@mocks/db/db'
import type { MailRow } from '@mocks/db/schemas'

/** The mock "sends" mail by keeping it; the developer panel's Mailbox lists it. */
export async function sendMail(message: Pick<MailRow, 'to' | 'subject' | 'text' | 'links'>): Promise<MailRow> {
  return db.mail.create({ id: nextId('mail'), ...message, sent_at: new Date().toISOString() })
}

export function mailboxNewestFirst(): MailRow[] {
  return [...db.mail.all()].sort((a, b) => b.sent_at.localeCompare(a.sent_at) || b.id - a.id)
}
