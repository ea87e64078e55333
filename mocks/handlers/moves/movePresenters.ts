import type { MoveDetail, MoveHistoryEntry, MoveSummary, PublicMove } from '@/api/moves/moveTypes'
import type { MoveRow, UserHistoryRow } from '@mocks/db/schemas'
import { findUser, type Auth } from '@mocks/http/guard'
import { presentMediaLink } from '@mocks/files/fileAccess'
import { findFavourite } from '@mocks/moves/moveAccess'

/** The shapes moves leave the mock in (src/api/moves/moveTypes.ts), built from stored rows. */

export const CATALOGUE_AUTHOR = 'MoveTime'

export function toMoveSummary(move: MoveRow): MoveSummary {
  return {
    id: move.id,
    title: move.title,
    description: move.description,
    body_area: move.body_area,
    equipment: move.equipment,
    difficulty: move.difficulty,
    duration_seconds: move.duration_seconds,
    poster_url: presentMediaLink(move.poster_url, move),
    user_id: move.user_id,
    status: move.status,
    featured: move.featured,
    created_at: move.created_at,
    ...moveFacts(move),
  }
}

/** The optional extras (thumbnail, cues, muscles, what the duration counts), only where the row has them. */
function moveFacts(move: MoveRow): Partial<MoveSummary> {
  const facts: Partial<MoveSummary> = {}
  if (move.thumbnail_url) facts.thumbnail_url = presentMediaLink(move.thumbnail_url, move)
  if (move.duration_kind) facts.duration_kind = move.duration_kind
  if (move.cues) facts.cues = [...move.cues]
  if (move.primary_muscles) facts.primary_muscles = [...move.primary_muscles]
  if (move.secondary_muscles) facts.secondary_muscles = [...move.secondary_muscles]
  return facts
}

function authorName(move: MoveRow): string {
  if (move.user_id === null) return CATALOGUE_AUTHOR
  const owner = findUser(move.user_id)
  const name = owner ? `${owner.first_name} ${owner.last_name}`.trim() : ''
  return name || 'A MoveTime member'
}

export function toPublicMove(move: MoveRow): PublicMove {
  return {
    ...toMoveSummary(move),
    video_url: presentMediaLink(move.video_url, move),
    video_webm_url: presentMediaLink(move.video_webm_url, move),
    captions_url: presentMediaLink(move.captions_url, move),
    author_name: authorName(move),
  }
}

export function toMoveDetail(move: MoveRow, auth: Auth | null): MoveDetail {
  const me = auth?.user.id ?? null
  return {
    ...toPublicMove(move),
    is_favourite: me !== null && findFavourite(me, move.id) !== undefined,
    is_mine: me !== null && move.user_id === me,
  }
}

export function toHistoryEntry(row: UserHistoryRow, move: MoveRow): MoveHistoryEntry {
  return {
    id: row.id,
    move_id: row.move_id,
    move_title: move.title,
    poster_url: presentMediaLink(move.poster_url, move),
    seconds_watched: row.seconds_watched,
    completed: row.completed,
    watched_at: row.watched_at,
  }
}
