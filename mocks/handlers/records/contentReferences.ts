import { GENERIC_TABLES, type IdTableName } from '@mocks/db/collections'
import { findById } from '@mocks/db/db'
import type { LooseRow } from '@mocks/db/schemas'
import { HttpError, MESSAGES, type Validation } from '@mocks/http/httpErrors'

/**
 * The content tables' foreign keys, checked like a database's: a schedule for account 9999 or a
 * video of move 9999 is refused with a message at that field, not stored pointing at nothing.
 */

const REFERENCES: Record<string, { table: IdTableName; message: string }> = {
  user_id: { table: 'user', message: 'No account has this id.' },
  owner_id: { table: 'user', message: 'No account has this id.' },
  friend_id: { table: 'user', message: 'No account has this id.' },
  move_id: { table: 'move', message: 'No move has this id.' },
  challenge_id: { table: 'challenge', message: 'No challenge has this id.' },
  invited_by: { table: 'user', message: 'No account has this id.' },
  coach_id: { table: 'coach', message: 'No coach has this id.' },
  booking_id: { table: 'schedule', message: 'No booking has this id.' },
}

const isContentTable = (table: IdTableName) => (GENERIC_TABLES as readonly string[]).includes(table)

/** Throws 400 by field when a content row names an account or move that does not exist. */
export function checkContentReferences(table: IdTableName, row: LooseRow): LooseRow {
  if (!isContentTable(table)) return row
  const validation: Validation = {}
  for (const [field, reference] of Object.entries(REFERENCES)) {
    const value = row[field]
    if (typeof value === 'number' && !findById(reference.table, value)) validation[field] = reference.message
  }
  if (Object.keys(validation).length > 0) throw new HttpError(400, MESSAGES.checkFields, validation)
  return row
}
