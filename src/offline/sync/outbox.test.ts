import { describe, expect, it } from 'vitest'
import { readFavourites } from '@/offline/store/favouritesStore'
import { saveLibrary } from '@/offline/store/libraryStore'
import { freshDbName, makeMoves } from '@/offline/store/offlineFixtures.testing'
import { openOfflineDb } from '@/offline/store/offlineDb'
import { favouriteIntents, queueFavouriteIntent, settleFavourites } from './kinds/favouriteWrite'
import { historyWrite, nextHistoryOp, queueHistory } from './kinds/historyWrite'
import { pendingCount, readOutbox, removeWrite } from './outbox'

const watched = (move_id: number, minute: number) => ({
  move_id,
  seconds_watched: 60,
  completed: true,
  watched_at: new Date(Date.UTC(2024, 4, 1, 10, minute)).toISOString(),
})

describe('outbox', () => {
  it('keeps one intent per move: toggling five times offline leaves one op', async () => {
    const db = await openOfflineDb(freshDbName())
    await saveLibrary(db, makeMoves(3), [])
    for (let tap = 0; tap < 5; tap++) await queueFavouriteIntent(db, 2, tap % 2 === 0)

    expect(await readOutbox(db)).toEqual([expect.objectContaining({ type: 'favourite', moveId: 2, favourite: true })])
    expect((await readFavourites(db)).intended).toEqual([2])
    db.close()
  })

  it('replaces an earlier intent for the same move and leaves other moves alone', async () => {
    const db = await openOfflineDb(freshDbName())
    await saveLibrary(db, makeMoves(3), [1])
    await queueFavouriteIntent(db, 1, false)
    await queueFavouriteIntent(db, 3, true)
    await queueFavouriteIntent(db, 1, true)

    const intents = await favouriteIntents(db)
    expect(intents.map(({ moveId, favourite }) => ({ moveId, favourite }))).toEqual([
      { moveId: 1, favourite: true },
      { moveId: 3, favourite: true },
    ])
    expect(await readFavourites(db)).toEqual({ confirmed: [1], intended: [1, 3] })
    db.close()
  })

  it('appends history in order and never coalesces it', async () => {
    const db = await openOfflineDb(freshDbName())
    const first = await queueHistory(db, watched(1, 0))
    await queueFavouriteIntent(db, 1, true)
    const second = await queueHistory(db, watched(1, 5))
    const third = await queueHistory(db, { ...watched(2, 9), clientRef: 'given-ref' })

    expect(first.clientRef).not.toBe(second.clientRef)
    expect(third.clientRef).toBe('given-ref')
    expect((await readOutbox(db)).map((op) => op.type)).toEqual(['history', 'favourite', 'history', 'history'])
    expect(await pendingCount(db)).toBe(4)
    expect((await nextHistoryOp(db))?.clientRef).toBe(first.clientRef)
    await removeWrite(db, historyWrite, first.seq)
    expect((await nextHistoryOp(db))?.clientRef).toBe(second.clientRef)
    db.close()
  })

  it('retires only the intents the server list already shows, and records that list as confirmed', async () => {
    const db = await openOfflineDb(freshDbName())
    await saveLibrary(db, makeMoves(4), [])
    await queueFavouriteIntent(db, 1, true)
    await queueFavouriteIntent(db, 2, true)
    await queueFavouriteIntent(db, 3, false)

    const unsettled = await settleFavourites(db, [1, 4])

    expect(unsettled.map((op) => op.moveId)).toEqual([2])
    expect(await readFavourites(db)).toEqual({ confirmed: [1, 4], intended: [1, 2, 4] })
    db.close()
  })
})
