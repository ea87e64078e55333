import { MESSAGE_TEXT_MAX } from '@/api/spaces/spaceTypes'
import type { Validation } from '@mocks/http/httpErrors'
import { findMove, inLibraryOf } from '@mocks/moves/moveAccess'
import { SPACE_MESSAGES as M } from './spaceMessages'

/**
 * A message's text: trimmed, 1 to MESSAGE_TEXT_MAX characters, stored exactly as written (plain
 * text, never HTML: the client shows it as text and makes links clickable itself).
 */
export function readMessageText(value: unknown, validation: Validation): string {
  const text = typeof value === 'string' ? value.trim() : ''
  if (text === '') validation.text = M.writeSomething
  else if (text.length > MESSAGE_TEXT_MAX) validation.text = M.textTooLong
  return text
}

export function readClientId(value: unknown, validation: Validation): string {
  const clientId = typeof value === 'string' ? value.trim() : ''
  if (clientId === '' || clientId.length > 100) validation.client_id = M.clientId
  return clientId
}

/**
 * Links to a move page: `/move?id=N` as a path (at the start or after a space or bracket) or on
 * whatever origin (`https://host/move?id=N`); the query may carry more parameters after the id.
 */
const MOVE_LINK = /(?:^|[\s(<])(?:https?:\/\/[^\s/?#]+)?\/move\?(?:[^\s#]*&)?id=(\d{1,9})(?![\d])/gi

/** The ids of the moves linked in the text, in order. */
export function linkedMoveIds(text: string): number[] {
  return [...text.matchAll(MOVE_LINK)].map((match) => Number(match[1]))
}

/** The first linked move that exists and is in the author's library (published, or their own). */
export function firstLinkedMove(text: string, authorId: number): number | null {
  for (const id of linkedMoveIds(text)) {
    const move = findMove(id)
    if (move && inLibraryOf(move, authorId)) return id
  }
  return null
}
