import type { IDBPTransaction, StoreNames } from 'idb'
import type { OfflineSchema } from '@/offline/store/offlineSchema'

/** Every write in the outbox names its kind in `type`; the rest of the record is the kind's own. */
export interface OutboxWrite {
  type: string
}

/** A write as stored: `seq` is its place in the queue. */
export type Queued<W extends OutboxWrite> = W & { seq: number }

export type OfflineStore = StoreNames<OfflineSchema>

/** A read-write transaction over the outbox and the stores a kind keeps beside it. */
export type OutboxTx = IDBPTransaction<OfflineSchema, ArrayLike<OfflineStore>, 'readwrite'>

/**
 * For writes whose call is not safe to repeat (a toggle): the server's state, not the reply to a
 * send, decides whether a write still has to go, and only that state retires it. A reply can be
 * lost after the server applied the write, and a request can arrive twice.
 */
export interface WriteReconcile<W extends OutboxWrite, S, R> {
  /** Reads the server's current state; once every sync round, whether or not writes are waiting. */
  read(server: S): Promise<R>
  /** Whether that state already shows the write; a shown write leaves the outbox. */
  shows(state: R, write: W): boolean
  /** Keeps the server's state on the device, in the transaction that retires the writes it shows. */
  save?(tx: OutboxTx, state: R, at: number): Promise<void>
}

/**
 * One kind of offline write, registered in `writeKinds.ts`: the outbox and the sync engine only
 * ever go through these rules, so a new kind needs no change to either.
 *
 * Methods (not function properties) on purpose: a registry holds kinds of different writes and
 * servers, and method parameters let each kind keep its own precise types there.
 */
export interface WriteKind<W extends OutboxWrite, S, R = unknown> {
  readonly type: W['type']
  /**
   * Stores besides the outbox that `afterChange` or `reconcile.save` write, so they share the
   * transaction that changes the queue.
   */
  readonly stores?: readonly OfflineStore[]
  /**
   * Writes with the same key are merged when queued (see `merge`). Without a key every write is
   * kept and sent on its own. The outbox is indexed on `moveId` for favourites, uniquely: a kind
   * must not give its writes a field of that name.
   */
  mergeKey?(write: W): string | number
  /**
   * An earlier queued write and a new one with the same key: the one write to keep (it goes to the
   * end of the queue), or null when they cancel out and neither is sent. Without it, the new one
   * replaces the earlier.
   */
  merge?(earlier: W, next: W): W | null
  /** Runs in the same transaction as every change to this kind's queued writes. */
  afterChange?(tx: OutboxTx): Promise<void>
  /**
   * Sends one write. Without `reconcile` the write leaves the outbox once this resolves, and is
   * sent again if the reply was lost, so the call must be safe to repeat (e.g. a client reference
   * the server deduplicates on). With `reconcile` it is sent only while the server does not show it.
   */
  send(write: W, server: S): Promise<void>
  reconcile?: WriteReconcile<W, S, R>
}

/** The kinds an engine replays, in the order each sync round sends them. */
export type WriteKindRegistry<S, W extends OutboxWrite = OutboxWrite> = readonly WriteKind<W, S>[]

export type ReconciledKind<W extends OutboxWrite, S, R> = WriteKind<W, S, R> & { reconcile: WriteReconcile<W, S, R> }

export function isReconciled<W extends OutboxWrite, S, R>(kind: WriteKind<W, S, R>): kind is ReconciledKind<W, S, R> {
  return kind.reconcile !== undefined
}
