import { TABLE_REQUIRED } from '@/api/records/recordTypes'
import { GENERIC_TABLES, type IdTableName } from '@mocks/db/collections'
import type { LooseRow } from '@mocks/db/schemas'
import type { Auth } from '@mocks/http/guard'
import { HttpError, MESSAGES } from '@mocks/http/httpErrors'
import { MOVE_MESSAGES } from '@mocks/moves/moveRules'

/**
 * Who may do what through the generic records family. Admins: everything. Members: read the
 * content tables and coaches, read and write their own rows of their personal tables, read their
 * own user row, favourites, bookings and reviews (changed only through the scheduling calls),
 * their own friend requests and the groups they belong to (changed only through the community
 * calls), add moves and change the ones they added. Visitors (no token): read the public content.
 * Everything else is admin-only. Someone else's private move is, to everyone but admins, a row
 * that does not exist.
 */

/**
 * The payment provider's objects: read here (admin screens, joins), written only through the
 * payment calls, which keep invoices, charges and subscriptions consistent. Card tokens and
 * stored idempotent answers are never exposed.
 */
export const BILLING_RECORD_TABLES: readonly IdTableName[] = ['product', 'price', 'customer', 'card', 'subscription', 'invoice', 'charge', 'order', 'refund', 'usage_item']

/** Tables the records family serves. Sessions and email tokens are never exposed. */
export const RECORD_TABLES: readonly IdTableName[] = [
  ...GENERIC_TABLES,
  'move',
  'favourite',
  'user_history',
  'challenge',
  'user',
  'admin_invite',
  'mail',
  'upload',
  ...BILLING_RECORD_TABLES,
  // Spaces (issue 22): admins read members' reports of messages and settle them. Rooms, messages
  // and members' room state are not served here at all: conversations are read only by their
  // members, through the realtime calls.
  'chat_report',
  // Contact (issue 23): admins read the contact form's messages; only contact/{id} changes them.
  'contact_message',
]

export const CONTACT_READ_ONLY_MESSAGE = 'Contact messages change only through Mark answered and Mark as new.'

export const BILLING_READ_ONLY_MESSAGE = 'Billing records change only through the payment calls.'

/**
 * Friend requests and groups carry the community's rules (only the receiver accepts, one request
 * per pair, only the owner invites or removes, blocks): members change them only through the
 * friends and groups calls, never by writing rows here. Admins keep editing groups in the console
 * (recordWrites keeps the owner among the members); friend requests are nobody's to write here.
 * Blocks and group invitations are not served by this family at all.
 */
export const COMMUNITY_READ_ONLY_MESSAGE = 'Friends and groups change only through the friends and groups pages.'
const COMMUNITY = new Set<IdTableName>(['friend_request', 'group'])

/**
 * Bookings and reviews carry the booking rules (the coach's hours, notice, overlaps, the plan's
 * allowance, one review per completed session): members read their own here but change them only
 * through the scheduling and reviews calls. Coaches, their hours and overrides are readable by
 * every signed-in account and written by admins, who also hide reviews here (with a reason).
 */
export const BOOKINGS_READ_ONLY_MESSAGE = 'Bookings and reviews change only through the booking pages.'
const BOOKINGS = new Set<IdTableName>(['schedule', 'review'])
const COACHES = new Set<IdTableName>(['coach', 'coach_availability', 'coach_override'])

export const RECORD_NOT_FOUND = 'Record not found.'

export function isRecordTable(name: string): name is IdTableName {
  return (RECORD_TABLES as readonly string[]).includes(name)
}

export function requireRecordTable(name: string | undefined): IdTableName {
  if (!name?.trim()) throw new HttpError(400, TABLE_REQUIRED)
  if (!isRecordTable(name)) throw new HttpError(404, `Unknown table "${name}".`)
  return name
}

/** Readable without signing in: what the home page and the public move view show. */
const PUBLIC_CONTENT = new Set<IdTableName>(['product', 'price', 'cms'])
/** Readable by any signed-in account, writable by admins only. */
const CONTENT = new Set<IdTableName>([...PUBLIC_CONTENT, 'video', 'photo', ...COACHES])
/** A member's own rows (user_id = self), readable and writable by that member. */
const PERSONAL = new Set<IdTableName>(['user_info'])
/**
 * A member's own rows, changed only through their own call: the favourite toggle keeps them one
 * per move; history is written by the player (move-history, which stamps its arrival) and
 * challenge places by the challenge calls, because challenge progress is computed from both and
 * must never be typed in. (`challenge` itself is admin-only here: a member reads challenges
 * through challenge-get, which shows only their own.)
 */
const PERSONAL_READ_ONLY = new Set<IdTableName>(['favourite', 'user_history', 'user_challenge', ...BOOKINGS])

/** `visible`: rows anyone may see (published moves) plus the caller's own. */
type Scope = 'all' | 'visible' | 'own' | 'none'

export interface TableAccess {
  read: Scope
  write: Scope
}

export function tableAccess(table: IdTableName, auth: Auth | null): TableAccess {
  if (table === 'move' && auth?.session.role !== 'admin') {
    return { read: 'visible', write: auth?.session.role === 'user' ? 'own' : 'none' }
  }
  if (!auth) return { read: PUBLIC_CONTENT.has(table) ? 'all' : 'none', write: 'none' }
  if (auth.session.role === 'admin') {
    return { read: 'all', write: BILLING_RECORD_TABLES.includes(table) || table === 'friend_request' || table === 'contact_message' ? 'none' : 'all' }
  }
  // Members report through realtime/report and never read reports, their own included.
  if (table === 'chat_report') return { read: 'none', write: 'none' }
  if (CONTENT.has(table)) return { read: 'all', write: 'none' }
  if (table === 'user') return { read: 'own', write: 'none' }
  if (PERSONAL.has(table) && auth.session.role === 'user') return { read: 'own', write: 'own' }
  if (PERSONAL_READ_ONLY.has(table) && auth.session.role === 'user') return { read: 'own', write: 'none' }
  // Their own requests (either end) and the groups they belong to.
  if (COMMUNITY.has(table) && auth.session.role === 'user') return { read: 'own', write: 'none' }
  return { read: 'none', write: 'none' }
}

/** Rows of a `visible` table that need no ownership to be seen. */
function isPublicRow(table: IdTableName, row: LooseRow): boolean {
  return table === 'move' && row.status === 'published'
}

/**
 * Tables whose unreadable rows answer 404, as if absent: a private move's existence is private
 * too, and so is a group's to those outside it (as group-details answers), and another member's
 * booking or review (as schedules/{id} answers).
 */
const HIDDEN_WHEN_UNREADABLE = new Set<IdTableName>(['move', 'group', ...BOOKINGS])

/** Whether the row belongs to the caller, for the tables where that can be true. */
export function ownsRow(table: IdTableName, row: LooseRow, auth: Auth): boolean {
  const me = auth.user.id
  if (table === 'user') return row.id === me
  // Both ends of a friend request see it; a group is seen by its members.
  if (table === 'friend_request') return row.user_id === me || row.friend_id === me
  if (table === 'group') return Array.isArray(row.member_ids) && row.member_ids.includes(me)
  return row.user_id === me
}

function deny(auth: Auth | null): never {
  throw new HttpError(auth ? 403 : 401, auth ? MESSAGES.forbidden : MESSAGES.signIn)
}

/** Throws unless the caller may read something of the table; returns the access for row checks. */
export function requireRead(table: IdTableName, auth: Auth | null): TableAccess {
  const access = tableAccess(table, auth)
  if (access.read === 'none') deny(auth)
  return access
}

export function requireWrite(table: IdTableName, auth: Auth | null): TableAccess {
  const access = tableAccess(table, auth)
  if (access.write === 'none' && auth && COMMUNITY.has(table)) throw new HttpError(403, COMMUNITY_READ_ONLY_MESSAGE)
  if (access.write === 'none' && auth && BOOKINGS.has(table)) throw new HttpError(403, BOOKINGS_READ_ONLY_MESSAGE)
  if (access.write === 'none' && auth?.session.role === 'admin' && table === 'contact_message') throw new HttpError(403, CONTACT_READ_ONLY_MESSAGE)
  if (access.write === 'none' && auth?.session.role === 'admin') throw new HttpError(403, BILLING_READ_ONLY_MESSAGE)
  if (access.write === 'none') deny(auth)
  return access
}

export function canReadRow(table: IdTableName, row: LooseRow, auth: Auth | null): boolean {
  const { read } = tableAccess(table, auth)
  if (read === 'all') return true
  if (read === 'visible' && isPublicRow(table, row)) return true
  return (read === 'own' || read === 'visible') && auth !== null && ownsRow(table, row, auth)
}

export function requireReadRow(table: IdTableName, row: LooseRow, auth: Auth | null): void {
  if (canReadRow(table, row, auth)) return
  if (HIDDEN_WHEN_UNREADABLE.has(table)) throw new HttpError(404, RECORD_NOT_FOUND)
  deny(auth)
}

export function canWriteRow(table: IdTableName, row: LooseRow, auth: Auth | null): boolean {
  const { write } = tableAccess(table, auth)
  return write === 'all' || (write === 'own' && auth !== null && ownsRow(table, row, auth))
}

export function requireWriteRow(table: IdTableName, row: LooseRow, auth: Auth | null): void {
  if (canWriteRow(table, row, auth)) return
  if (HIDDEN_WHEN_UNREADABLE.has(table) && !canReadRow(table, row, auth)) throw new HttpError(404, RECORD_NOT_FOUND)
  if (table === 'move' && auth) throw new HttpError(403, MOVE_MESSAGES.notOwner)
  deny(auth)
}
