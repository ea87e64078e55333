import type { OfflineDb } from '@/offline/store/offlineSchema'
import { nextWrite, queueWrite } from '../outbox'
import type { Queued, WriteKind } from '../writeKind'

/** A watched move to report; `clientRef` lets the server ignore a replay it has already counted. */
export interface HistoryOp {
  type: 'history'
  clientRef: string
  move_id: number
  seconds_watched: number
  completed: boolean
  watched_at: string
  /**
   * The member's IANA zone when they watched: a challenge's day is the member's own local day,
   * wherever the device is when the write finally reaches the server. Absent on writes queued
   * before it was recorded.
   */
  time_zone?: string
}

export type NewHistoryOp = Omit<HistoryOp, 'type' | 'clientRef'> & { clientRef?: string }

export interface HistoryServer {
  /** Must send `op.clientRef`, so the server can ignore a replay it already counted. */
  recordHistory(op: HistoryOp): Promise<void>
}

/**
 * Each viewing counts, so history is never merged; it goes to the server in the order it
 * happened, and leaves the outbox only once the server answered. A reply lost on the way means
 * the entry is sent again, and its clientRef lets the server ignore the repeat.
 */
export const historyWrite: WriteKind<HistoryOp, HistoryServer> = {
  type: 'history',
  send: (write, server) => server.recordHistory(write),
}

/** Appends a watched move. */
export async function queueHistory(db: OfflineDb, entry: NewHistoryOp): Promise<Queued<HistoryOp>> {
  const write: HistoryOp = { ...entry, type: 'history', clientRef: entry.clientRef ?? crypto.randomUUID() }
  const queued = await queueWrite(db, historyWrite, write)
  // Only a merge can drop a write, and history has none.
  if (!queued) throw new Error('A watched move was not queued')
  return queued
}

/** The oldest history entry still to send, or undefined. */
export function nextHistoryOp(db: OfflineDb): Promise<Queued<HistoryOp> | undefined> {
  return nextWrite(db, historyWrite)
}
