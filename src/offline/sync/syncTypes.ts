import type { HistoryOp } from '@/offline/store/offlineSchema'
import type { QueuedOp } from './outbox'

/**
 * What the sync engine needs from the server. An interface so tests can stand in a server that
 * loses responses and repeats requests; `syncTransport.ts` builds the real one from movesApi.
 */
export interface SyncTransport {
  getServerFavouriteIds(): Promise<number[]>
  /** A toggle, not a set: the server flips the favourite and returns the state after. */
  toggleFavourite(moveId: number): Promise<boolean>
  /** Must send `op.clientRef`, so the server can ignore a replay it already counted. */
  recordHistory(op: HistoryOp): Promise<void>
}

export type SyncState = 'idle' | 'syncing' | 'offline' | 'auth-required' | 'error'

export interface SyncStatus {
  state: SyncState
  /** Ops still in the outbox. */
  pending: number
  /** When the outbox was last fully replayed (epoch ms), or null if never on this device. */
  lastSyncedAt: number | null
  /** The last failure's message, for 'error' (and for the developer reading the log). */
  error?: string
}

export interface SyncOptions {
  /** Rounds per sync() call before giving up with 'error' (each failed round backs off). */
  maxAttempts?: number
  /** Server list reads per round; a duplicated toggle needs one more to be seen and undone. */
  maxPassesPerRound?: number
  baseDelayMs?: number
  maxDelayMs?: number
  now?: () => number
  sleep?: (ms: number) => Promise<void>
  /** In [0, 1); injectable so backoff jitter is reproducible in tests. */
  random?: () => number
  onStatus?: (status: SyncStatus) => void
  /** An op the server refused for good (e.g. 404: the move was deleted); it is gone from the outbox. */
  onDropped?: (op: QueuedOp, error: unknown) => void
}
