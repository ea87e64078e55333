import { db } from '@mocks/db/db'
import type { FavouriteRow, MoveRow } from '@mocks/db/schemas'
import type { Auth } from '@mocks/http/guard'
import { HttpError } from '@mocks/http/httpErrors'
import { MOVE_MESSAGES } from './moveRules'

/**
 * Who sees which move. A private move exists only for its owner (and admins): everyone else gets
 * the same 404 as for a move that never existed, so its existence does not leak either.
 */

export const isAdmin = (auth: Auth | null) => auth?.session.role === 'admin'

/** The caller's library: every published move and their own moves, private ones included. */
export function inLibraryOf(move: Pick<MoveRow, 'status' | 'user_id'>, userId: number | null): boolean {
  return move.status === 'published' || (userId !== null && move.user_id === userId)
}

/** What a move page may show: the library, and for admins, which manage content, every move. */
export function canOpenMove(move: Pick<MoveRow, 'status' | 'user_id'>, auth: Auth | null): boolean {
  return isAdmin(auth) || inLibraryOf(move, auth?.user.id ?? null)
}

export function findMove(id: number): MoveRow | undefined {
  return db.move.findFirst((q) => q.where({ id }))
}

export function requireOpenableMove(id: number, auth: Auth | null): MoveRow {
  const move = findMove(id)
  if (!move || !canOpenMove(move, auth)) throw new HttpError(404, MOVE_MESSAGES.notFound)
  return move
}

/** Newest first; the id breaks ties so equal dates never shuffle between calls. */
export function newestFirst(a: MoveRow, b: MoveRow): number {
  return b.created_at.localeCompare(a.created_at) || b.id - a.id
}

export function favouritesOf(userId: number): FavouriteRow[] {
  return db.favourite.findMany((q) => q.where({ user_id: userId }))
}

export function findFavourite(userId: number, moveId: number): FavouriteRow | undefined {
  return db.favourite.findFirst((q) => q.where({ user_id: userId, move_id: moveId }))
}

/** A deleted move takes its favourites with it: nobody can open them any more. */
export function deleteFavouritesOf(moveIds: ReadonlySet<number>): void {
  if (moveIds.size === 0) return
  db.favourite.deleteMany((q) => q.where((row) => moveIds.has(row.move_id)))
}
