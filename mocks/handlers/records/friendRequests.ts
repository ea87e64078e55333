import { findById } from '@mocks/db/db'
import type { LooseRow } from '@mocks/db/schemas'
import type { Auth } from '@mocks/http/guard'
import { HttpError, MESSAGES } from '@mocks/http/httpErrors'
import type { JsonObject } from '@mocks/http/requestBody'

/**
 * A friend request links a sender (`user_id`) to a receiver (`friend_id`). Both see it, but the
 * two ends are not equal: only the receiver answers it, and neither end can be moved to another
 * account afterwards (admins included), or a request could be re-pointed at someone who never saw it.
 */

export const FRIEND_REQUEST_MESSAGES = {
  friendRequired: 'Choose the account to send the request to.',
  notYourself: 'You cannot send a friend request to yourself.',
  startsPending: 'A new friend request is pending until its receiver answers it.',
  answer: 'Answer a friend request with accepted or declined.',
  onlyReceiver: 'Only the receiver can accept or decline a friend request.',
  endsFixed: 'The sender and receiver of a friend request cannot be changed.',
} as const

const ANSWERS = ['accepted', 'declined']
const ENDS = ['user_id', 'friend_id'] as const

function badRequest(field: string, message: string): never {
  throw new HttpError(400, MESSAGES.checkFields, { [field]: message })
}

/** Checks a new request; `fields.user_id` is already the sender (forced to the caller for members). */
export function checkNewFriendRequest(fields: JsonObject): JsonObject {
  const receiver = fields.friend_id
  if (typeof receiver !== 'number' || !Number.isInteger(receiver) || !findById('user', receiver)) {
    badRequest('friend_id', FRIEND_REQUEST_MESSAGES.friendRequired)
  }
  if (receiver === fields.user_id) badRequest('friend_id', FRIEND_REQUEST_MESSAGES.notYourself)
  if (fields.status !== undefined && fields.status !== 'pending') badRequest('status', FRIEND_REQUEST_MESSAGES.startsPending)
  return { ...fields, status: 'pending' }
}

/** Throws unless this change keeps both ends and leaves the answer to the receiver. */
export function checkFriendRequestChange(row: LooseRow, fields: JsonObject, auth: Auth): void {
  if (ENDS.some((end) => fields[end] !== undefined && fields[end] !== row[end])) throw new HttpError(403, FRIEND_REQUEST_MESSAGES.endsFixed)
  if (fields.status === undefined || fields.status === row.status) return
  if (row.friend_id !== auth.user.id) throw new HttpError(403, FRIEND_REQUEST_MESSAGES.onlyReceiver)
  if (typeof fields.status !== 'string' || !ANSWERS.includes(fields.status)) badRequest('status', FRIEND_REQUEST_MESSAGES.answer)
}
