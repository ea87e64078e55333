import type { OfflineDb, OutboxRecord } from '@/offline/store/offlineSchema'
import type { OutboxTx, OutboxWrite, Queued, ReconciledKind, WriteKind } from './writeKind'

/**
 * The queue of writes made on this device and not yet on the server. It knows no kind of write:
 * each one brings its own rules (`writeKind.ts`), registered in `writeKinds.ts`.
 */

function queued(record: OutboxRecord): Queued<OutboxWrite> {
  if (typeof record.seq !== 'number') throw new Error('Outbox record without a sequence number')
  return record as Queued<OutboxWrite>
}

/** Only `kind` writes records of its type, so a record of that type is one of its writes. */
function ofKind<W extends OutboxWrite>(kind: WriteKind<W, unknown>, record: OutboxRecord): record is Queued<W> {
  return record.type === kind.type
}

function openTx(db: OfflineDb, kind: WriteKind<OutboxWrite, unknown>): OutboxTx {
  return db.transaction(['outbox', ...(kind.stores ?? [])], 'readwrite')
}

async function kindWrites<W extends OutboxWrite>(tx: OutboxTx, kind: WriteKind<W, unknown>): Promise<Queued<W>[]> {
  const records = (await tx.objectStore('outbox').getAll()).map(queued)
  return records.filter((record) => ofKind(kind, record))
}

/**
 * Queues a write, merged with an earlier one of the same key by the kind's rule, and runs the
 * kind's `afterChange` in the same transaction. Returns the write as queued, or null when the
 * merge cancelled both.
 */
export async function queueWrite<W extends OutboxWrite>(db: OfflineDb, kind: WriteKind<W, unknown>, write: W): Promise<Queued<W> | null> {
  const tx = openTx(db, kind)
  const outbox = tx.objectStore('outbox')
  let kept: W | null = write
  const mergeKey = kind.mergeKey?.bind(kind)
  if (mergeKey) {
    const key = mergeKey(write)
    const earlier = (await kindWrites(tx, kind)).find((queuedWrite) => mergeKey(queuedWrite) === key)
    if (earlier) {
      await outbox.delete(earlier.seq)
      const { seq: _seq, ...earlierWrite } = earlier
      kept = kind.merge ? kind.merge(earlierWrite as unknown as W, write) : write
    }
  }
  const seq = kept ? await outbox.add(kept) : null
  await kind.afterChange?.(tx)
  await tx.done
  return kept && seq !== null ? { ...kept, seq } : null
}

/** Every pending write of every kind, oldest first. */
export async function readOutbox(db: OfflineDb): Promise<Queued<OutboxWrite>[]> {
  return (await db.getAll('outbox')).map(queued)
}

export function pendingCount(db: OfflineDb): Promise<number> {
  return db.count('outbox')
}

/** The kind's pending writes, oldest first. */
export async function queuedWrites<W extends OutboxWrite>(db: OfflineDb, kind: WriteKind<W, unknown>): Promise<Queued<W>[]> {
  return (await readOutbox(db)).filter((record) => ofKind(kind, record))
}

/** The kind's oldest pending write, or undefined. */
export async function nextWrite<W extends OutboxWrite>(db: OfflineDb, kind: WriteKind<W, unknown>): Promise<Queued<W> | undefined> {
  let cursor = await db.transaction('outbox').store.openCursor()
  while (cursor) {
    const record = queued(cursor.value)
    if (ofKind(kind, record)) return record
    cursor = await cursor.continue()
  }
  return undefined
}

/** Removes one write (sent, or dropped as impossible) and runs the kind's `afterChange`. */
export async function removeWrite<W extends OutboxWrite>(db: OfflineDb, kind: WriteKind<W, unknown>, seq: number): Promise<void> {
  const tx = openTx(db, kind)
  await tx.objectStore('outbox').delete(seq)
  await kind.afterChange?.(tx)
  await tx.done
}

/**
 * Retires every write of the kind that the server's state already shows, and saves that state, in
 * one transaction. Writes are compared by value, not by sequence number, so a write made while
 * the state was in flight is retired only if the server happens to show it too.
 * Returns the writes the server does not show yet.
 */
export async function settleWrites<W extends OutboxWrite, R>(
  db: OfflineDb,
  kind: ReconciledKind<W, unknown, R>,
  state: R,
  at: number,
): Promise<Queued<W>[]> {
  const tx = openTx(db, kind)
  const outbox = tx.objectStore('outbox')
  const unsettled: Queued<W>[] = []
  for (const write of await kindWrites(tx, kind)) {
    if (kind.reconcile.shows(state, write)) await outbox.delete(write.seq)
    else unsettled.push(write)
  }
  await kind.reconcile.save?.(tx, state, at)
  await kind.afterChange?.(tx)
  await tx.done
  return unsettled
}
