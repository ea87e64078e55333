import type { OfflineDb } from '@/offline/store/offlineSchema'
import { lastSyncedAt, markSynced } from '@/offline/store/syncMeta'
import { backoffDelay } from './backoff'
import { nextHistoryOp, pendingCount, removeOp, settleFavourites, type QueuedOp } from './outbox'
import { classifyFailure, NotConvergedError } from './syncErrors'
import type { SyncOptions, SyncState, SyncStatus, SyncTransport } from './syncTypes'

export interface SyncEngine {
  /** Replays the outbox. Calls made while a run is under way share that run. Never rejects. */
  sync(): Promise<SyncStatus>
  status(): SyncStatus
  /** Re-reads the pending count, e.g. after the UI queued an op, and tells the subscribers. */
  refresh(): Promise<SyncStatus>
  subscribe(listener: (status: SyncStatus) => void): () => void
  /**
   * Ends the current run at its next step and refuses new ones. Await it before wiping the
   * offline data at sign-out, or a run in flight could write the old member's favourites back.
   */
  stop(): Promise<void>
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Stops the current run; carries the state the run ends in. */
class StopRun extends Error {
  constructor(
    readonly state: Exclude<SyncState, 'syncing'>,
    readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause))
  }
}

export function createSyncEngine(transport: SyncTransport, db: OfflineDb, options: SyncOptions = {}): SyncEngine {
  const maxAttempts = options.maxAttempts ?? 5
  const maxPasses = options.maxPassesPerRound ?? 4
  const baseDelayMs = options.baseDelayMs ?? 1_000
  const maxDelayMs = options.maxDelayMs ?? 60_000
  const now = options.now ?? Date.now
  const sleep = options.sleep ?? defaultSleep
  const random = options.random ?? Math.random

  const listeners = new Set<(status: SyncStatus) => void>()
  if (options.onStatus) listeners.add(options.onStatus)
  let current: SyncStatus = { state: 'idle', pending: 0, lastSyncedAt: null }
  let running: Promise<SyncStatus> | null = null
  let stopped = false
  let wakeOnStop: () => void = () => undefined
  // Sign-out must not wait out a minute of backoff before it can wipe the device.
  const stopRequested = new Promise<void>((resolve) => {
    wakeOnStop = resolve
  })

  function checkStopped(): void {
    if (stopped) throw new StopRun('idle', 'Sync stopped')
  }

  function notify(status: SyncStatus): SyncStatus {
    current = status
    for (const listener of listeners) {
      try {
        listener(status)
      } catch {
        // A broken subscriber must not stop the sync or the other subscribers.
      }
    }
    return status
  }

  async function publish(state: SyncState, error?: string): Promise<SyncStatus> {
    const [pending, syncedAt] = await Promise.all([pendingCount(db), lastSyncedAt(db, 'outbox')])
    return notify(error === undefined ? { state, pending, lastSyncedAt: syncedAt } : { state, pending, lastSyncedAt: syncedAt, error })
  }

  /** An op-specific failure: dropped if the server refuses it for good, otherwise ends the round. */
  async function handleOpFailure(op: QueuedOp, error: unknown): Promise<void> {
    if (classifyFailure(error) !== 'reject') throw error
    await removeOp(db, op.seq)
    options.onDropped?.(op, error)
  }

  async function flushHistory(): Promise<void> {
    for (let op = await nextHistoryOp(db); op; op = await nextHistoryOp(db)) {
      checkStopped()
      try {
        await transport.recordHistory(op)
      } catch (error) {
        await handleOpFailure(op, error)
        continue
      }
      // Removed only now: if the response was lost the op is sent again, and its clientRef lets
      // the server ignore the repeat.
      await removeOp(db, op.seq)
    }
  }

  /**
   * Converges the server on the member's intents without ever trusting a toggle's response: a
   * response can be lost after the server applied it, and a request can arrive twice. Only the
   * server's list decides whether a toggle is needed, and only the list retires an intent.
   */
  async function reconcileFavourites(): Promise<void> {
    for (let pass = 0; pass < maxPasses; pass++) {
      const serverIds = await transport.getServerFavouriteIds()
      checkStopped()
      const unsettled = await settleFavourites(db, serverIds, now())
      if (unsettled.length === 0) return
      if (pass === maxPasses - 1) throw new NotConvergedError(unsettled.length)
      for (const op of unsettled) {
        checkStopped()
        try {
          await transport.toggleFavourite(op.moveId)
        } catch (error) {
          // Lost or failed: the server may or may not have flipped it. The next round re-reads
          // the list before deciding anything about this move again.
          await handleOpFailure(op, error)
        }
      }
    }
  }

  async function round(): Promise<void> {
    await flushHistory()
    try {
      await reconcileFavourites()
    } catch (error) {
      // A refusal here came from reading the list, not from an op: nothing to drop, so stop.
      if (classifyFailure(error) === 'reject') throw new StopRun('error', error)
      throw error
    }
  }

  async function run(): Promise<SyncStatus> {
    await publish('syncing')
    let lastError: unknown
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      try {
        checkStopped()
        await round()
        await markSynced(db, 'outbox', now())
        // Ops queued while this round ran would otherwise wait for the next sync() call.
        if ((await pendingCount(db)) > 0 && attempt < maxAttempts) continue
        return await publish('idle')
      } catch (error) {
        const stop = asStop(error)
        if (stop) return await publish(stop.state, stop.state === 'idle' ? undefined : stop.message)
        lastError = error
        if (attempt < maxAttempts) await Promise.race([sleep(backoffDelay(attempt, random, baseDelayMs, maxDelayMs)), stopRequested])
      }
    }
    return publish('error', lastError instanceof Error ? lastError.message : String(lastError))
  }

  function asStop(error: unknown): StopRun | null {
    if (error instanceof StopRun) return error
    const kind = classifyFailure(error)
    if (kind === 'offline' || kind === 'auth-required') return new StopRun(kind, error)
    return null
  }

  async function safeRun(): Promise<SyncStatus> {
    try {
      return await run()
    } catch (error) {
      // Only the offline store itself can fail here (e.g. the database was closed under us).
      return notify({ ...current, state: 'error', error: error instanceof Error ? error.message : String(error) })
    }
  }

  return {
    sync() {
      if (stopped) return Promise.resolve(current)
      running ??= safeRun().finally(() => {
        running = null
      })
      return running
    },
    status: () => current,
    refresh() {
      return running ?? publish(current.state, current.error)
    },
    async stop() {
      stopped = true
      wakeOnStop()
      await running
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
