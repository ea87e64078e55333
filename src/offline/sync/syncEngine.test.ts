import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/apiError'
import { readFavourites } from '@/offline/store/favouritesStore'
import { saveLibrary } from '@/offline/store/libraryStore'
import { freshDbName, makeMoves } from '@/offline/store/offlineFixtures.testing'
import { openOfflineDb } from '@/offline/store/offlineDb'
import type { OfflineDb } from '@/offline/store/offlineSchema'
import { FakeSyncServer, type CallKind, type Fault } from './fakeSyncServer.testing'
import { queueFavouriteIntent } from './kinds/favouriteWrite'
import { queueHistory } from './kinds/historyWrite'
import { readOutbox } from './outbox'
import { createSyncEngine } from './syncEngine'
import type { SyncOptions, SyncStatus } from './syncTypes'
import type { QueuedOp } from './writeKinds'

const NOW = 1_700_000_000_000

const watched = (move_id: number, minute: number) => ({
  move_id,
  seconds_watched: 45,
  completed: minute % 2 === 0,
  watched_at: new Date(Date.UTC(2024, 4, 1, 10, minute)).toISOString(),
})

/** The server fails the listed calls of each kind in turn, then behaves. */
function scriptFaults(server: FakeSyncServer, script: Partial<Record<CallKind, Fault[]>>): void {
  server.faultFor = (kind) => script[kind]?.shift() ?? 'none'
}

async function setUp(options: { moves?: number; serverFavourites?: number[] } = {}) {
  const moves = makeMoves(options.moves ?? 5)
  const server = new FakeSyncServer(
    moves.map((move) => move.id),
    options.serverFavourites ?? [],
  )
  const db = await openOfflineDb(freshDbName())
  await saveLibrary(db, moves, [...server.favourites])
  const statuses: SyncStatus[] = []
  const sleeps: number[] = []
  const dropped: QueuedOp[] = []
  const engineOptions: SyncOptions = {
    now: () => NOW,
    sleep: async (ms) => {
      sleeps.push(ms)
    },
    random: () => 0.5,
    onStatus: (status) => statuses.push(status),
    onDropped: (op) => dropped.push(op),
  }
  const engine = createSyncEngine(server.transport, db, engineOptions)
  return { db, server, engine, statuses, sleeps, dropped }
}

const toggles = (server: FakeSyncServer) => server.calls.filter((call) => call.startsWith('toggle'))
const sorted = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b)

async function expectConverged(db: OfflineDb, server: FakeSyncServer, intended: number[]) {
  expect(sorted(server.favourites)).toEqual(intended)
  expect(await readFavourites(db)).toEqual({ confirmed: intended, intended })
  expect(await readOutbox(db)).toEqual([])
}

describe('sync engine', () => {
  it('replays history in order, then converges favourites on the member’s intent', async () => {
    const { db, server, engine, statuses } = await setUp({ serverFavourites: [1, 3] })
    const first = await queueHistory(db, watched(1, 0))
    await queueFavouriteIntent(db, 1, false)
    await queueFavouriteIntent(db, 2, true)
    await queueFavouriteIntent(db, 3, true) // already a favourite: nothing to send
    const second = await queueHistory(db, watched(2, 1))

    const status = await engine.sync()

    expect(status).toEqual({ state: 'idle', pending: 0, lastSyncedAt: NOW })
    expect(statuses.map((s) => s.state)).toEqual(['syncing', 'idle'])
    expect(statuses[0]?.pending).toBe(5)
    expect([...server.history.keys()]).toEqual([first.clientRef, second.clientRef])
    expect(server.history.get(first.clientRef)).toEqual({ ...watched(1, 0), client_ref: first.clientRef })
    expect(toggles(server).sort()).toEqual(['toggle 1', 'toggle 2'])
    await expectConverged(db, server, [2, 3])
    db.close()
  })

  it('still refreshes the confirmed favourites when there is nothing to send', async () => {
    const { db, server, engine } = await setUp({ serverFavourites: [] })
    server.favourites.add(4) // changed elsewhere since the library was saved
    expect((await engine.sync()).state).toBe('idle')
    await expectConverged(db, server, [4])
    db.close()
  })

  it('stops quietly when offline and keeps every op', async () => {
    const { db, server, engine, sleeps } = await setUp()
    await queueHistory(db, watched(1, 0))
    await queueFavouriteIntent(db, 2, true)
    server.online = false

    const status = await engine.sync()

    expect(status.state).toBe('offline')
    expect(status.pending).toBe(2)
    expect(status.lastSyncedAt).toBeNull()
    expect(sleeps).toEqual([])
    expect(await readOutbox(db)).toHaveLength(2)
    expect((await readFavourites(db)).intended).toEqual([2])

    server.online = true
    expect((await engine.sync()).state).toBe('idle')
    await expectConverged(db, server, [2])
    db.close()
  })

  it.each<Fault>(['token-expired', 'unauthorised'])('asks for sign-in on %s and keeps the outbox', async (fault) => {
    const { db, server, engine, statuses } = await setUp()
    await queueHistory(db, watched(1, 0))
    await queueFavouriteIntent(db, 2, true)
    scriptFaults(server, { history: [fault] })

    const status = await engine.sync()

    expect(status.state).toBe('auth-required')
    expect(statuses.at(-1)).toEqual(status)
    expect(engine.status()).toEqual(status)
    expect(await readOutbox(db)).toHaveLength(2)
    expect(server.history.size).toBe(0)

    expect((await engine.sync()).state).toBe('idle')
    await expectConverged(db, server, [2])
    expect(server.history.size).toBe(1)
    db.close()
  })

  it('drops an op the server refuses for good (404) and reports it, sending the rest', async () => {
    const { db, server, engine, dropped } = await setUp({ moves: 3 })
    await queueHistory(db, watched(99, 0))
    const kept = await queueHistory(db, watched(1, 1))
    await queueFavouriteIntent(db, 99, true)
    await queueFavouriteIntent(db, 2, true)

    const status = await engine.sync()

    expect(status.state).toBe('idle')
    expect(dropped.map((op) => (op.type === 'history' ? `history ${op.move_id}` : op.type === 'favourite' ? `favourite ${op.moveId}` : op.type))).toEqual(['history 99', 'favourite 99'])
    expect([...server.history.keys()]).toEqual([kept.clientRef])
    // The refused heart goes back to what the server says.
    await expectConverged(db, server, [2])
    db.close()
  })

  it('retries a 5xx with growing, jittered backoff', async () => {
    const { db, server, engine, sleeps } = await setUp()
    await queueFavouriteIntent(db, 2, true)
    scriptFaults(server, { list: ['server-error', 'server-error'] })

    expect((await engine.sync()).state).toBe('idle')
    // random() = 0.5: half the step plus a quarter, for steps of 1 s and 2 s.
    expect(sleeps).toEqual([750, 1_500])
    await expectConverged(db, server, [2])
    db.close()
  })

  it('cuts a backoff short when a sync is asked for meanwhile (the network came back)', async () => {
    const moves = makeMoves(3)
    const server = new FakeSyncServer(moves.map((move) => move.id), [])
    const db = await openOfflineDb(freshDbName())
    await saveLibrary(db, moves, [])
    await queueFavouriteIntent(db, 2, true)
    scriptFaults(server, { list: ['server-error'] })
    let slept = () => undefined as void
    const sleeping = new Promise<void>((resolve) => {
      slept = resolve
    })
    // A backoff that would last for ever unless something wakes the run.
    const engine = createSyncEngine(server.transport, db, { now: () => NOW, random: () => 0.5, sleep: () => (slept(), new Promise<void>(() => undefined)) })

    const first = engine.sync()
    await sleeping
    expect((await engine.sync()).state).toBe('idle')
    expect(await first).toMatchObject({ state: 'idle' })
    await expectConverged(db, server, [2])
    db.close()
  })

  it('gives up after the maximum attempts with an error, keeping the outbox', async () => {
    const { db, server, engine, sleeps } = await setUp()
    await queueHistory(db, watched(1, 0))
    server.faultFor = () => 'server-error'

    const status = await engine.sync()

    expect(status).toMatchObject({ state: 'error', pending: 1, error: 'Internal Server Error' })
    expect(sleeps).toHaveLength(4)
    db.close()
  })

  it('stops with an error when the favourites list itself is refused', async () => {
    const { db, server, engine } = await setUp()
    await queueFavouriteIntent(db, 2, true)
    server.transport.getServerFavouriteIds = () => Promise.reject(new ApiError(403, 'Forbidden'))

    expect(await engine.sync()).toMatchObject({ state: 'error', pending: 1, error: 'Forbidden' })
    db.close()
  })

  it('never toggles twice after a lost response: it re-reads the list first', async () => {
    const { db, server, engine } = await setUp()
    await queueFavouriteIntent(db, 2, true)
    scriptFaults(server, { toggle: ['lost'] })
    server.pickSecondReply = () => true // the loss looks like a gateway timeout, which is retried

    expect((await engine.sync()).state).toBe('idle')
    expect(toggles(server)).toEqual(['toggle 2'])
    await expectConverged(db, server, [2])
    db.close()
  })

  it('undoes a toggle the network delivered twice, because only the list retires an intent', async () => {
    const { db, server, engine } = await setUp()
    await queueFavouriteIntent(db, 2, true)
    scriptFaults(server, { toggle: ['duplicate'] })

    expect((await engine.sync()).state).toBe('idle')
    expect(toggles(server)).toEqual(['toggle 2', 'toggle 2', 'toggle 2'])
    await expectConverged(db, server, [2])
    db.close()
  })

  it('counts a history entry once when its response was lost and it was sent again', async () => {
    const { db, server, engine } = await setUp()
    const op = await queueHistory(db, watched(1, 0))
    scriptFaults(server, { history: ['lost', 'duplicate'] })

    expect((await engine.sync()).state).toBe('offline')
    expect(await readOutbox(db)).toHaveLength(1)
    expect((await engine.sync()).state).toBe('idle')

    expect(server.historyDeliveries).toEqual([op.clientRef, op.clientRef, op.clientRef])
    expect([...server.history.keys()]).toEqual([op.clientRef])
    db.close()
  })

  it('shares one run between concurrent sync() calls', async () => {
    const { db, server, engine } = await setUp()
    await queueFavouriteIntent(db, 2, true)

    const first = engine.sync()
    const second = engine.sync()

    expect(second).toBe(first)
    await first
    expect(server.calls.filter((call) => call === 'toggle 2')).toHaveLength(1)
    await expectConverged(db, server, [2])
    db.close()
  })

  it('runs again for a sync asked while a run was finding the network gone (the network came back)', async () => {
    const { db, server, engine } = await setUp()
    await queueFavouriteIntent(db, 2, true)
    let askedMeanwhile: Promise<SyncStatus> | undefined
    server.faultFor = () => {
      if (askedMeanwhile) return 'none'
      // The request fails for want of network; the network returns before the run has ended, and its
      // `online` event asks for a sync.
      askedMeanwhile = engine.sync()
      return 'offline'
    }

    const first = engine.sync()

    expect((await first).state).toBe('idle')
    expect((await askedMeanwhile)?.state).toBe('idle')
    await expectConverged(db, server, [2])
    db.close()
  })

  it('picks up ops queued while a run is under way', async () => {
    const { db, server, engine } = await setUp()
    await queueFavouriteIntent(db, 1, true)
    const running = engine.sync()
    await queueFavouriteIntent(db, 3, true)
    const late = await queueHistory(db, watched(2, 0))

    expect((await running).state).toBe('idle')
    expect(server.history.has(late.clientRef)).toBe(true)
    await expectConverged(db, server, [1, 3])
    db.close()
  })

  it('tells subscribers, and stops telling them once they unsubscribe', async () => {
    const { db, engine } = await setUp()
    const seen: string[] = []
    const unsubscribe = engine.subscribe((status) => seen.push(status.state))
    await queueHistory(db, watched(1, 0))
    expect(await engine.refresh()).toMatchObject({ state: 'idle', pending: 1 })
    await engine.sync()
    unsubscribe()
    await engine.sync()
    expect(seen).toEqual(['idle', 'syncing', 'idle'])
    db.close()
  })
})

describe('sync engine stop', () => {
  it('ends a run waiting in backoff at once, and starts no more', async () => {
    const { db, server } = await setUp()
    await queueFavouriteIntent(db, 2, true)
    server.faultFor = () => 'server-error'
    let backingOff: () => void = () => undefined
    const inBackoff = new Promise<void>((resolve) => {
      backingOff = resolve
    })
    // A backoff that would never end on its own.
    const sleep = () => {
      backingOff()
      return new Promise<void>(() => undefined)
    }
    const engine = createSyncEngine(server.transport, db, { sleep, random: () => 0 })

    const running = engine.sync()
    await inBackoff
    await engine.stop()

    expect(await running).toMatchObject({ state: 'idle', pending: 1 })
    const callsAfterStop = server.calls.length
    expect((await engine.sync()).pending).toBe(1)
    expect(server.calls).toHaveLength(callsAfterStop)
    db.close()
  })
})
