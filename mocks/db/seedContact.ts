import type { Db } from './collections'
import type { ContactMessageRow } from './contactSchemas'

/*
 * A few contact messages for the console's "Contact messages" (issue 23), dated back from the
 * reset so the newest stays recent: two still new, two answered by the demo admin (id 2). One was
 * sent by the demo member (id 1) while signed in.
 */

const HOUR_MS = 3_600_000
/** Whole hours back from the hour of the reset, so two resets in the same hour seed the same rows. */
const hoursAgo = (now: number, hours: number) => new Date((Math.floor(now / HOUR_MS) - hours) * HOUR_MS).toISOString()

const ADMIN_ID = 2
const MEMBER_ID = 1

export function seedContactMessages(now: number): ContactMessageRow[] {
  return [
    {
      id: 1,
      name: 'Nadia Rahman',
      email: 'nadia.rahman@example.com',
      topic: 'membership',
      message:
        'Hello! Our running club has eight people who would like to train with MoveTime together. Is there a group price, and can one person pay for everyone?',
      status: 'answered',
      user_id: null,
      received_at: hoursAgo(now, 150),
      answered_at: hoursAgo(now, 126),
      answered_by: ADMIN_ID,
      request_id: 'seed-contact-1',
    },
    {
      id: 2,
      name: 'Maya Thompson',
      email: 'member@movetime.app',
      topic: 'app',
      message:
        'The downloaded videos play fine on my phone at the gym, but the app asks me to sign in again every few days. Is that expected when I am offline a lot?',
      status: 'answered',
      user_id: MEMBER_ID,
      received_at: hoursAgo(now, 98),
      answered_at: hoursAgo(now, 80),
      answered_by: ADMIN_ID,
      request_id: 'seed-contact-2',
    },
    {
      id: 3,
      name: 'Oliver Grant',
      email: 'oliver.grant@example.com',
      topic: 'billing',
      message:
        'I was charged twice this month, on the 2nd and the 3rd, both for the Premium plan. Could you check and refund one of them? The card ends in 4242.',
      status: 'new',
      user_id: null,
      received_at: hoursAgo(now, 30),
      answered_at: null,
      answered_by: null,
      request_id: 'seed-contact-3',
    },
    {
      id: 4,
      name: 'Keiko Sato',
      email: 'keiko.sato@example.com',
      topic: 'bookings',
      message:
        'Can I book a coach for my mother, who does not have her own account? She would like help with balance exercises after a knee operation.',
      status: 'new',
      user_id: null,
      received_at: hoursAgo(now, 3),
      answered_at: null,
      answered_by: null,
      request_id: 'seed-contact-4',
    },
  ]
}

export async function seedContact(target: Db, now: number): Promise<void> {
  for (const row of seedContactMessages(now)) await target.contact_message.create(row)
}
