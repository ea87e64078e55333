import type { OfflineDb } from '@/offline/store/offlineSchema'
import { lastSyncedAt, markSynced } from '@/offline/store/syncMeta'
import { backoffDelay } from './backoff'
import { nextWrite, pendingCount, removeWrite, settleWrites } from './outbox'
import { classifyFailure, NotConvergedError } from './syncErrors'
import type { SyncOptions, SyncState, SyncStatus } from './syncTypes'
import { isReconciled, type OutboxWrite, type Queued, type ReconciledKind, type WriteKind, type WriteKindRegistry } from './writeKind'
import { MEMBER_WRITE_KINDS, type SyncTransport } from './writeKinds'

export interface SyncEngine {
  /**
   * Replays the outbox. Calls made while a run is under way share that run; if that run then finds
   * the network gone, it runs once more for them (they may come from the network's return). Never rejects.
   */
  sync(): Promise<SyncStatus>
  status(): SyncStatus
  /** Re-reads the pending count, e.g. after the UI queued an op, and tells the subscribers. */
  refresh(): Promise<SyncStatus>
  subscribe(listener: (status: SyncStatus) => void): () => void
  /**
   * Ends the current run at its next step and refuses new ones. Await it before wiping the
   * offline data at sign-out, or a run in flight could write the old member's data back.
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

type Kind = WriteKind<OutboxWrite, unknown>

/** The member's engine, replaying the kinds registered in `writeKinds.ts`. */
export function createSyncEngine(server: SyncTransport, db: OfflineDb, options?: SyncOptions): SyncEngine
/** An engine replaying other kinds of write, sent to their own server. */
export function createSyncEngine<S, W extends OutboxWrite>(server: S, db: OfflineDb, options: SyncOptions<W>, kinds: WriteKindRegistry<S, W>): SyncEngine
export function createSyncEngine(
  server: unknown,
  db: OfflineDb,
  options: SyncOptions<OutboxWrite> = {},
  kinds: WriteKindRegistry<unknown> = MEMBER_WRITE_KINDS,
): SyncEngine {
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
  let askedDuringRun = false
  let stopped = false
  let wakeOnStop: () => void = () => undefined
  let wakeBackoff: () => void = () => undefined
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

  /** A write's own failure: dropped if the server refuses it for good, otherwise ends the round. */
  async function handleWriteFailure(kind: Kind, write: Queued<OutboxWrite>, error: unknown): Promise<void> {
    if (classifyFailure(error) !== 'reject') throw error
    await removeWrite(db, kind, write.seq)
    options.onDropped?.(write, error)
  }

  /** Sends the kind's writes in the order they were made. */
  async function flush(kind: Kind): Promise<void> {
    for (let write = await nextWrite(db, kind); write; write = await nextWrite(db, kind)) {
      checkStopped()
      try {
        await kind.send(write, server)
      } catch (error) {
        await handleWriteFailure(kind, write, error)
        continue
      }
      // Removed only now: if the response was lost the write is sent again, which the kind's
      // send must make harmless.
      await removeWrite(db, kind, write.seq)
    }
  }

  /**
   * Converges the server on the kind's writes without ever trusting a send's response: only the
   * server's state decides whether a write still has to go, and only that state retires it.
   */
  async function reconcile(kind: ReconciledKind<OutboxWrite, unknown, unknown>): Promise<void> {
    for (let pass = 0; pass < maxPasses; pass++) {
      const state = await kind.reconcile.read(server)
      checkStopped()
      const unsettled = await settleWrites(db, kind, state, now())
      if (unsettled.length === 0) return
      if (pass === maxPasses - 1) throw new NotConvergedError(kind.type, unsettled.length)
      for (const write of unsettled) {
        checkStopped()
        try {
          await kind.send(write, server)
        } catch (error) {
          // Lost or failed: the server may or may not have applied it. The next round re-reads
          // the state before deciding anything about this write again.
          await handleWriteFailure(kind, write, error)
        }
      }
    }
  }

  async function round(): Promise<void> {
    for (const kind of kinds) {
      try {
        await (isReconciled(kind) ? reconcile(kind) : flush(kind))
      } catch (error) {
        // Writes the server refuses are dropped where they fail, so a refusal that gets here came
        // from reading the server's state: nothing to drop, so stop.
        if (classifyFailure(error) === 'reject') throw new StopRun('error', error)
        throw error
      }
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
        if (attempt < maxAttempts) {
          // A sync() asked for meanwhile (the network came back, the member acted) retries at once.
          const asked = new Promise<void>((resolve) => {
            wakeBackoff = resolve
          })
          await Promise.race([sleep(backoffDelay(attempt, random, baseDelayMs, maxDelayMs)), stopRequested, asked])
          wakeBackoff = () => undefined
        }
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

  /**
   * A run that met no network may have done so just before the `online` event whose sync() joined
   * it: that call would be lost with the run, and the outbox would wait for the next trigger.
   */
  async function runUntilAnswered(): Promise<SyncStatus> {
    for (;;) {
      askedDuringRun = false
      const status = await safeRun()
      if (status.state !== 'offline' || !askedDuringRun || stopped) return status
    }
  }

  return {
    sync() {
      if (stopped) return Promise.resolve(current)
      wakeBackoff()
      if (running) {
        askedDuringRun = true
        return running
      }
      running = runUntilAnswered().finally(() => {
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
