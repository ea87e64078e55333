import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/apiError'
import { freshDbName } from '@/offline/store/offlineFixtures.testing'
import { openOfflineDb } from '@/offline/store/offlineDb'
import { queueWrite, readOutbox } from './outbox'
import { createSyncEngine } from './syncEngine'
import type { Queued, ReconciledKind } from './writeKind'

/**
 * A kind of write the engine has never heard of, registered only here: if it is queued, merged,
 * sent and reconciled by its own rules, a real new kind needs no change to the engine either.
 */
interface NoteWrite {
  type: 'note'
  noteId: string
  action: 'create' | 'edit' | 'delete'
  text: string
}

type Notes = ReadonlyMap<string, string>

class NoteServer {
  readonly notes = new Map<string, string>()
  readonly calls: string[] = []
  /** The next save is applied, but its reply is lost to a gateway timeout. */
  loseNextReply = false
  /** Notes the server refuses for good. */
  readonly refused = new Set<string>()

  async save(write: NoteWrite): Promise<void> {
    await Promise.resolve()
    this.calls.push(`${write.action} ${write.noteId}`)
    if (this.refused.has(write.noteId)) throw new ApiError(404, 'Note not found.')
    if (write.action === 'delete') this.notes.delete(write.noteId)
    else this.notes.set(write.noteId, write.text)
    if (this.loseNextReply) {
      this.loseNextReply = false
      throw new ApiError(504, 'Gateway Timeout')
    }
  }

  async list(): Promise<Notes> {
    await Promise.resolve()
    return new Map(this.notes)
  }
}

const noteWrite: ReconciledKind<NoteWrite, NoteServer, Notes> = {
  type: 'note',
  mergeKey: (write) => write.noteId,
  // A note created and deleted offline never reaches the server; edits to a new note stay a create.
  merge: (earlier, next) => {
    if (earlier.action !== 'create') return next
    return next.action === 'delete' ? null : { ...next, action: 'create' }
  },
  send: (write, server) => server.save(write),
  reconcile: {
    read: (server) => server.list(),
    shows: (notes, write) => (write.action === 'delete' ? !notes.has(write.noteId) : notes.get(write.noteId) === write.text),
  },
}

const note = (noteId: string, action: NoteWrite['action'], text = ''): NoteWrite => ({ type: 'note', noteId, action, text })
const plain = (writes: readonly Queued<{ type: string }>[]) => writes.map(({ seq: _seq, ...write }) => write)

async function setUp() {
  const db = await openOfflineDb(freshDbName())
  const server = new NoteServer()
  const dropped: Queued<NoteWrite>[] = []
  const engine = createSyncEngine(server, db, { sleep: () => Promise.resolve(), random: () => 0, onDropped: (write) => dropped.push(write) }, [noteWrite])
  return { db, server, engine, dropped }
}

describe('a write kind registered without touching the engine', () => {
  it('is queued and merged by its own rule', async () => {
    const { db } = await setUp()
    await queueWrite(db, noteWrite, note('a', 'create', 'one'))
    await queueWrite(db, noteWrite, note('b', 'create', 'draft'))
    await queueWrite(db, noteWrite, note('a', 'edit', 'two'))
    const cancelled = await queueWrite(db, noteWrite, note('b', 'delete'))
    await queueWrite(db, noteWrite, note('c', 'edit', 'first'))
    await queueWrite(db, noteWrite, note('c', 'edit', 'second'))

    expect(cancelled).toBeNull()
    expect(plain(await readOutbox(db))).toEqual([note('a', 'create', 'two'), note('c', 'edit', 'second')])
    db.close()
  })

  it('is sent, and retired by the server state it reconciles against', async () => {
    const { db, server, engine } = await setUp()
    server.notes.set('c', 'old')
    server.notes.set('d', 'already there')
    await queueWrite(db, noteWrite, note('a', 'create', 'two'))
    await queueWrite(db, noteWrite, note('c', 'edit', 'second'))
    // The server already shows this one (sent from a reply lost earlier): it is never sent again.
    await queueWrite(db, noteWrite, note('d', 'edit', 'already there'))

    expect(await engine.sync()).toMatchObject({ state: 'idle', pending: 0 })
    expect(server.calls).toEqual(['create a', 'edit c'])
    expect(Object.fromEntries(server.notes)).toEqual({ a: 'two', c: 'second', d: 'already there' })
    expect(await readOutbox(db)).toEqual([])
    db.close()
  })

  it('is not sent twice when a reply was lost, and is dropped when the server refuses it', async () => {
    const { db, server, engine, dropped } = await setUp()
    server.loseNextReply = true
    server.refused.add('gone')
    await queueWrite(db, noteWrite, note('a', 'create', 'one'))
    await queueWrite(db, noteWrite, note('gone', 'edit', 'too late'))

    expect((await engine.sync()).state).toBe('idle')
    expect(server.calls).toEqual(['create a', 'edit gone'])
    expect(dropped.map((write) => write.noteId)).toEqual(['gone'])
    expect(Object.fromEntries(server.notes)).toEqual({ a: 'one' })
    expect(await readOutbox(db)).toEqual([])
    db.close()
  })
})
