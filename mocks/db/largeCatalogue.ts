import { db, writeAll } from './db'
import { generateMoves, generatedMoveDate } from './generateMoves'
import type { MoveRow } from './schemas'

/**
 * The developer panel's "Load 5,000 moves": generated catalogue moves in their own id block, far
 * above the seed's, so loading again replaces them and leaves the seed's and members' moves alone.
 */
export const GENERATED_FIRST_ID = 100_001
export const DEFAULT_GENERATED_MOVES = 5_000
/** Beyond this the browser's snapshot of the mock no longer fits in localStorage. */
export const MAX_GENERATED_MOVES = 8_000

/**
 * A row the generator made: in the block, with the date the generator gives that id. A move an
 * admin added later can get an id in the block (ids follow the highest), but never that date.
 */
export function isGeneratedMove(row: Pick<MoveRow, 'id' | 'created_at' | 'user_id'>): boolean {
  const index = row.id - GENERATED_FIRST_ID
  return row.user_id === null && index >= 0 && index < MAX_GENERATED_MOVES && row.created_at === generatedMoveDate(index)
}

/** Replaces the generated moves with `count` new ones; returns how many moves the library now has. */
export async function loadLargeCatalogue(count: number): Promise<number> {
  await writeAll(async () => {
    const removed = db.move.deleteMany((q) => q.where((row) => isGeneratedMove(row)))
    const rows = generateMoves(count, GENERATED_FIRST_ID)
    const kept = new Set(rows.map((row) => row.id))
    // Favourites of moves that are gone for good go with them; those of regenerated ids stay.
    const gone = new Set(removed.map((row) => row.id).filter((id) => !kept.has(id)))
    if (gone.size > 0) db.favourite.deleteMany((q) => q.where((row) => gone.has(row.move_id)))
    for (const row of rows) await db.move.create(row)
  })
  return db.move.all().length
}
