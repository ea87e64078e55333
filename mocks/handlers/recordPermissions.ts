import { GENERIC_TABLES, type IdTableName } from '@mocks/db/db'
import type { LooseRow } from '@mocks/db/schemas'
import { HttpError, MESSAGES, type Auth } from './guard'

/**
 * Who may do what through the generic records family. Admins: everything. Members: read the
 * content tables, read and write their own rows of their personal tables, read their own user
 * row. Visitors (no token): read the public content. Everything else is admin-only.
 */

/** Tables the records family serves. Sessions and email tokens are never exposed. */
export const RECORD_TABLES: readonly IdTableName[] = [...GENERIC_TABLES, 'user', 'admin_invite', 'mail', 'upload']

export function isRecordTable(name: string): name is IdTableName {
  return (RECORD_TABLES as readonly string[]).includes(name)
}

export function requireRecordTable(name: string | undefined): IdTableName {
  if (!name || !isRecordTable(name)) throw new HttpError(404, `Unknown table "${name ?? ''}".`)
  return name
}

/** Readable without signing in: what the home page and the public move view show. */
const PUBLIC_CONTENT = new Set<IdTableName>(['move', 'plan', 'price', 'cms'])
/** Readable by any signed-in account, writable by admins only. */
const CONTENT = new Set<IdTableName>([...PUBLIC_CONTENT, 'video', 'photo', 'group'])
/** A member's own rows (user_id = self), readable and writable by that member. */
const PERSONAL = new Set<IdTableName>(['schedule', 'user_history', 'user_info', 'user_challenge', 'friend_request'])

type Scope = 'all' | 'own' | 'none'

export interface TableAccess {
  read: Scope
  write: Scope
}

export function tableAccess(table: IdTableName, auth: Auth | null): TableAccess {
  if (!auth) return { read: PUBLIC_CONTENT.has(table) ? 'all' : 'none', write: 'none' }
  if (auth.session.role === 'admin') return { read: 'all', write: 'all' }
  if (CONTENT.has(table)) return { read: 'all', write: 'none' }
  if (table === 'user') return { read: 'own', write: 'none' }
  if (PERSONAL.has(table) && auth.session.role === 'user') return { read: 'own', write: 'own' }
  return { read: 'none', write: 'none' }
}

/** Whether the row belongs to the caller, for the tables where that can be true. */
export function ownsRow(table: IdTableName, row: LooseRow, auth: Auth): boolean {
  const me = auth.user.id
  if (table === 'user') return row.id === me
  // Both ends of a friend request see it, so the receiver can accept it.
  if (table === 'friend_request') return row.user_id === me || row.friend_id === me
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
  if (access.write === 'none') deny(auth)
  return access
}

export function canReadRow(table: IdTableName, row: LooseRow, auth: Auth | null): boolean {
  const { read } = tableAccess(table, auth)
  return read === 'all' || (read === 'own' && auth !== null && ownsRow(table, row, auth))
}

export function canWriteRow(table: IdTableName, row: LooseRow, auth: Auth | null): boolean {
  const { write } = tableAccess(table, auth)
  return write === 'all' || (write === 'own' && auth !== null && ownsRow(table, row, auth))
}

export function requireWriteRow(table: IdTableName, row: LooseRow, auth: Auth | null): void {
  if (!canWriteRow(table, row, auth)) deny(auth)
}
