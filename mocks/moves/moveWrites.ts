import { findById } from '@mocks/db/db'
import { canReadUpload } from '@mocks/files/fileAccess'
import { ownUploadId } from '@mocks/files/uploadLinks'
import type { Auth } from '@mocks/http/guard'
import { assertValid, type Validation } from '@mocks/http/httpErrors'
import type { JsonObject } from '@mocks/http/requestBody'
import { isAdmin } from './moveAccess'
import { MEDIA_LINK_FIELDS, MOVE_MESSAGES, moveValidation, tidyMoveFields } from './moveRules'

/**
 * The move rows the records family stores for a create or an update, before the table's schema
 * has the last word. Members own what they add: the owner and the creation date are the server's
 * to set, whatever the body says, and only admins feature a move. Admins, who curate the
 * catalogue, may set all three.
 */

/**
 * Another member's private upload cannot be linked into a move: a published move would make the
 * file public. Links to uploads this home has no record of are left to the link check alone.
 */
function checkUploadsLinked(move: JsonObject, auth: Auth, ownOrigin: string): Validation {
  const validation = moveValidation(move, ownOrigin)
  for (const field of MEDIA_LINK_FIELDS) {
    const link = move[field]
    const uploadId = typeof link === 'string' ? ownUploadId(link, ownOrigin) : null
    if (validation[field] || uploadId === null || !findById('upload', uploadId)) continue
    if (!canReadUpload(uploadId, auth)) validation[field] = MOVE_MESSAGES.badLink
  }
  return validation
}

export function moveToCreate(fields: JsonObject, auth: Auth, id: number, now: string, ownOrigin: string): JsonObject {
  const admin = isAdmin(auth)
  const move: JsonObject = {
    description: '',
    video_webm_url: '',
    captions_url: '',
    // A member must say published or private; an admin's move joins the catalogue unless told otherwise.
    ...(admin ? { status: 'published', user_id: null } : {}),
    ...tidyMoveFields(fields),
    id,
  }
  if (!admin || typeof move.created_at !== 'string') move.created_at = now
  if (!admin) {
    move.user_id = auth.user.id
    move.featured = false
  }
  assertValid(checkUploadsLinked(move, auth, ownOrigin))
  return move
}

export function moveToUpdate(row: JsonObject, fields: JsonObject, auth: Auth, now: string, ownOrigin: string): JsonObject {
  const move: JsonObject = { ...row, ...tidyMoveFields(fields), id: row.id, updated_at: now }
  if (!isAdmin(auth)) {
    move.user_id = row.user_id
    move.created_at = row.created_at
    move.featured = row.featured ?? false
  }
  assertValid(checkUploadsLinked(move, auth, ownOrigin))
  return move
}
