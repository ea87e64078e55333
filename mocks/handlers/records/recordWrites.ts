import type { IdTableName } from '@mocks/db/collections'
import { db, schemaOf } from '@mocks/db/db'
import { hashPassword } from '@mocks/db/password'
import type { LooseRow } from '@mocks/db/schemas'
import { checkNewEmail, checkPassword } from '@mocks/accounts/accountRules'
import type { Auth } from '@mocks/http/guard'
import { HttpError, MESSAGES, assertValid, type Validation } from '@mocks/http/httpErrors'
import type { JsonObject } from '@mocks/http/requestBody'
import { moveToCreate, moveToUpdate } from '@mocks/moves/moveWrites'
import { isSecretField } from '@mocks/accounts/presenters'
import { checkContentReferences } from './contentReferences'
import { ownsRow, tableAccess } from './recordPermissions'

/**
 * Turns a records-family request body into the row to store: server-owned fields set here
 * (ids, timestamps, owners, invite codes, password hashes), then the table's schema decides.
 */

/** Never taken from a request body: the id, and secrets (a password arrives as `password` and is hashed). */
function withoutServerFields(body: JsonObject): JsonObject {
  const copy = { ...body }
  delete copy.id
  for (const field of Object.keys(copy)) if (field !== 'password' && isSecretField(field)) delete copy[field]
  return copy
}

export function validateRow(table: IdTableName, candidate: JsonObject): LooseRow {
  const result = schemaOf(table).safeParse(candidate)
  if (result.success) return result.data
  const validation: Validation = {}
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'record'
    validation[field] ??= issue.message
  }
  throw new HttpError(400, MESSAGES.checkFields, validation)
}

function randomInviteCode(): string {
  const letters = crypto.randomUUID().replace(/-/g, '').toUpperCase()
  return `MT-${letters.slice(0, 4)}-${letters.slice(4, 8)}`
}

async function userFields(body: JsonObject, existingId?: number): Promise<JsonObject> {
  const { password, ...rest } = body
  const validation: Validation = {}
  if (typeof rest.email === 'string') {
    const email = rest.email.trim()
    rest.email = email
    checkNewEmail(validation, email, existingId)
  } else if (existingId === undefined) {
    checkNewEmail(validation, '')
  }
  if (password !== undefined || existingId === undefined) checkPassword(validation, typeof password === 'string' ? password : '')
  assertValid(validation)
  if (typeof password === 'string') rest.password_hash = await hashPassword(password)
  return rest
}

/**
 * A group's owner is always one of its members (the group calls rely on it), so an admin who
 * names a new owner in the console adds them too; they joined now.
 */
function withOwnerAmongMembers(fields: JsonObject, now: string): JsonObject {
  const owner = fields.owner_id
  const members = Array.isArray(fields.member_ids) ? fields.member_ids : []
  if (typeof owner !== 'number' || members.includes(owner)) return { ...fields, member_ids: members }
  const joined = typeof fields.joined_at === 'object' && fields.joined_at !== null ? fields.joined_at : {}
  return { ...fields, member_ids: [...members, owner], joined_at: { ...joined, [String(owner)]: now } }
}

/** `ownOrigin`: the mock's origin, whose /mock-files/ links are our own uploads. */
export async function prepareCreate(table: IdTableName, body: JsonObject, auth: Auth, id: number, ownOrigin: string): Promise<LooseRow> {
  let fields = withoutServerFields(body)
  const now = new Date().toISOString()
  if (table === 'move') return validateRow(table, moveToCreate(fields, auth, id, now, ownOrigin))

  if (tableAccess(table, auth).write === 'own') {
    if (fields.user_id !== undefined && fields.user_id !== auth.user.id) throw new HttpError(403, MESSAGES.forbidden)
    fields.user_id = auth.user.id
  }

  switch (table) {
    case 'user':
      fields = { role: 'user', verified: true, created_at: now, ...(await userFields(fields)) }
      break
    case 'admin_invite': {
      const code = typeof fields.code === 'string' && fields.code.trim() ? fields.code.trim() : randomInviteCode()
      if (db.admin_invite.findFirst((q) => q.where({ code }))) {
        throw new HttpError(400, MESSAGES.checkFields, { code: 'This invitation code is already in use.' })
      }
      fields = { code, created_by: auth.user.id, used_by: null }
      break
    }
    case 'mail':
      fields = { sent_at: now, ...fields }
      break
    case 'upload':
      fields = { owner_id: auth.user.id, created_at: now, ...fields }
      break
    case 'user_history':
      // Its arrival is the server's to say: challenge progress trusts a viewing by how late it came.
      fields = { watched_at: now, ...fields, received_at: now }
      break
    case 'group':
      fields = withOwnerAmongMembers({ created_at: now, ...fields, joined_at: {} }, now)
      break
    default:
      fields = { created_at: now, ...fields }
  }
  return checkContentReferences(table, validateRow(table, { ...fields, id }))
}

export async function prepareUpdate(table: IdTableName, row: LooseRow, body: JsonObject, auth: Auth, ownOrigin: string): Promise<LooseRow> {
  let fields = withoutServerFields(body)
  if (table === 'move') return validateRow(table, moveToUpdate(row, fields, auth, new Date().toISOString(), ownOrigin))
  if (table === 'user') fields = await userFields(fields, row.id)
  if (table === 'admin_invite') delete fields.created_by
  if (table === 'user_history') delete fields.received_at
  const isGeneric = !['user', 'admin_invite', 'mail', 'upload'].includes(table)
  // Join dates are the group calls' record; an admin edits who belongs, not when they came.
  if (table === 'group') delete fields.joined_at
  const merged = { ...row, ...fields, ...(isGeneric ? { updated_at: new Date().toISOString() } : {}), id: row.id }
  const next = table === 'group' ? { ...withOwnerAmongMembers(merged, new Date().toISOString()), id: row.id } : merged
  // A member may edit their own rows, not hand them to someone else.
  if (tableAccess(table, auth).write === 'own' && !ownsRow(table, next, auth)) throw new HttpError(403, MESSAGES.forbidden)
  return checkContentReferences(table, validateRow(table, next))
}
