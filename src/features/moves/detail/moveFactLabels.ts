import type { MoveSummary } from '@/api/moves/moveTypes'

/** The byline: catalogue moves (no owner) are MoveTime's own. */
export function authorLabel(move: Pick<MoveSummary, 'user_id'> & { author_name?: string }): string {
  if (move.user_id === null) return 'By MoveTime'
  return move.author_name ? `By ${move.author_name}` : 'By a MoveTime member'
}
