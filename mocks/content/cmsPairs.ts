import { CONTENT_CALL_MESSAGES } from '@/api/content/contentCallTypes'
import { db } from '@mocks/db/db'
import { HttpError } from '@mocks/http/httpErrors'

/*
 * One CMS entry per (page, key): the site reads a value by that pair, so two entries with it
 * would make the page show whichever came first. Writes await the database, so a pair is claimed
 * synchronously, before any await, and released once the row is stored (or the write failed):
 * N parallel requests for one pair give one 200 and N-1 409s. Module memory: one home, one process.
 */

const claimed = new Set<string>()

const pairKey = (page: string, key: string) => `${page}\u0000${key}`

/** 409 with the message under `key` when another entry (or a write in flight) holds the pair. */
export function claimCmsPair(page: string, key: string, ownId?: number): () => void {
  const pair = pairKey(page, key)
  const holder = db.cms.findFirst((q) => q.where((row) => row.page === page && row.key === key))
  if (claimed.has(pair) || (holder && holder.id !== ownId)) {
    throw new HttpError(409, CONTENT_CALL_MESSAGES.cmsTaken, { key: CONTENT_CALL_MESSAGES.cmsTaken })
  }
  claimed.add(pair)
  return () => claimed.delete(pair)
}
