import { describe, expect, it } from 'vitest'
import { readFavourites } from '@/offline/store/favouritesStore'
import { saveLibrary } from '@/offline/store/libraryStore'
import { freshDbName, makeMoves } from '@/offline/store/offlineFixtures.testing'
import { openOfflineDb } from '@/offline/store/offlineDb'
import { FakeSyncServer, type Fault } from './fakeSyncServer.testing'
import { queueFavouriteIntent } from './kinds/favouriteWrite'
import { queueHistory } from './kinds/historyWrite'
import { readOutbox } from './outbox'
import { mulberry32 } from '@/lib/random/mulberry32'
import { pick } from './seededRandom.testing'
import { createSyncEngine } from './syncEngine'

/**
 * Random sequences of member taps, connection flips, sync runs and server faults (lost replies,
 * 500s, requests delivered twice). Whatever happened, one fault-free sync at the end must leave
 * the server holding exactly what the member intended, every history entry counted once, and an
 * empty outbox. Other devices changing favourites are not modelled: the member's intent is the
 * only source of truth here.
 */
const SEQUENCES = 500
const FIRST_SEED = 1
const MOVE_COUNT = 6
const FAULTS: readonly Fault[] = ['lost', 'server-error', 'duplicate']

type Action = 'tap' | 'watch' | 'flip-connection' | 'sync' | 'tap-during-sync' | 'watch-during-sync'
const ACTIONS: readonly Action[] = ['tap', 'tap', 'tap', 'watch', 'flip-connection', 'sync', 'sync', 'tap-during-sync', 'watch-during-sync']

const sorted = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b)

/** How often each fault hit each call, so the log shows the faults really were exercised. */
type Tally = Map<string, number>

async function runSequence(seed: number, log: string[], tally: Tally): Promise<void> {
  const random = mulberry32(seed)
  const moveIds = makeMoves(MOVE_COUNT).map((move) => move.id)
  const initial = moveIds.filter(() => random() < 0.4)
  const server = new FakeSyncServer(moveIds, initial)
  const faultRate = random() * 0.5
  server.faultFor = (kind) => {
    const fault = random() < faultRate ? pick(random, FAULTS) : 'none'
    tally.set(`${kind}:${fault}`, (tally.get(`${kind}:${fault}`) ?? 0) + 1)
    return fault
  }
  server.pickSecondReply = () => random() < 0.5
  log.push(`initial favourites [${initial.join(',')}], fault rate ${faultRate.toFixed(2)}`)

  const db = await openOfflineDb(freshDbName())
  try {
    await saveLibrary(db, makeMoves(MOVE_COUNT), initial)
    const engine = createSyncEngine(server.transport, db, { sleep: () => Promise.resolve(), random, maxAttempts: 3 })
    const intent = new Set(initial)
    const historyRefs: string[] = []

    const tap = async () => {
      const moveId = pick(random, moveIds)
      // As the app does: the member taps the heart they see, so the intent is its opposite.
      const favourite = !intent.has(moveId)
      await queueFavouriteIntent(db, moveId, favourite)
      if (favourite) intent.add(moveId)
      else intent.delete(moveId)
      log.push(`  tap ${moveId} → ${favourite}`)
    }
    const watch = async () => {
      const op = await queueHistory(db, { move_id: pick(random, moveIds), seconds_watched: 30, completed: random() < 0.5, watched_at: new Date(seed * 1000).toISOString() })
      historyRefs.push(op.clientRef)
      log.push(`  watch ${op.move_id}`)
    }

    const steps = 8 + Math.floor(random() * 17)
    for (let step = 0; step < steps; step++) {
      const action = pick(random, ACTIONS)
      log.push(action)
      switch (action) {
        case 'tap':
          await tap()
          break
        case 'watch':
          await watch()
          break
        case 'flip-connection':
          server.online = !server.online
          log.push(`  online: ${server.online}`)
          break
        case 'sync':
          log.push(`  → ${(await engine.sync()).state}`)
          break
        case 'tap-during-sync':
        case 'watch-during-sync': {
          const running = engine.sync()
          await (action === 'tap-during-sync' ? tap() : watch())
          log.push(`  → ${(await running).state}`)
          break
        }
      }
      // Nothing the member did may be lost at any point, whatever the server did meanwhile.
      expect((await readFavourites(db)).intended, 'the hearts the member sees').toEqual(sorted(intent))
    }

    server.online = true
    server.faultFor = () => 'none'
    const final = await engine.sync()
    log.push(`final sync → ${final.state}`)

    expect(final.state).toBe('idle')
    expect(sorted(server.favourites), 'server favourites').toEqual(sorted(intent))
    expect(await readFavourites(db)).toEqual({ confirmed: sorted(intent), intended: sorted(intent) })
    expect(await readOutbox(db)).toEqual([])
    expect([...server.history.keys()].sort(), 'history counted once each').toEqual([...historyRefs].sort())
  } finally {
    db.close()
  }
}

describe('sync engine, randomised', () => {
  it(`converges on the member's intent across ${SEQUENCES} seeded fault sequences`, async () => {
    const started = performance.now()
    const tally: Tally = new Map()
    for (let seed = FIRST_SEED; seed < FIRST_SEED + SEQUENCES; seed++) {
      const log: string[] = []
      try {
        await runSequence(seed, log, tally)
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        throw new Error(`Sequence with seed ${seed} failed (replay it with FIRST_SEED = ${seed}):\n${log.join('\n')}\n\n${reason}`)
      }
    }
    const calls = [...tally].sort(([a], [b]) => a.localeCompare(b)).map(([call, count]) => `${call} ${count}`)
    console.info(`[offline] ${SEQUENCES} random sync sequences in ${((performance.now() - started) / 1000).toFixed(1)} s; calls by fault: ${calls.join(', ')}`)
    // 3 to 5 s alone; beside other test files on two busy cores it once passed the default 15 s.
  }, 60_000)
})
