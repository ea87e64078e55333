import type { MemberWrite } from './writeKinds'
import type { OutboxWrite, Queued } from './writeKind'

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

/** `W`: the writes the engine's kinds queue; the member's by default. */
export interface SyncOptions<W extends OutboxWrite = MemberWrite> {
  /** Rounds per sync() call before giving up with 'error' (each failed round backs off). */
  maxAttempts?: number
  /** Server state reads per round and kind; a duplicated toggle needs one more to be seen and undone. */
  maxPassesPerRound?: number
  baseDelayMs?: number
  maxDelayMs?: number
  now?: () => number
  sleep?: (ms: number) => Promise<void>
  /** In [0, 1); injectable so backoff jitter is reproducible in tests. */
  random?: () => number
  onStatus?: (status: SyncStatus) => void
  /** A write the server refused for good (e.g. 404: the move was deleted); it is gone from the outbox. */
  onDropped?(op: Queued<W>, error: unknown): void
}
