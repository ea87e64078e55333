import { afterEach, describe, expect, it, vi } from 'vitest'
import { getFavouriteMoves } from '@/api/moves/movesApi'
import { appStore } from '@/lib/auth/authState'
import { signInAsMember } from '@tests/support/memberSession'
import { setMockOffline } from '@tests/support/mockBackend'
import { offlineDatabase, offlineSession, requestSync } from '../session/offlineSession'
import { readOutbox } from '../sync/outbox'
import { favouritesAtom, setFavouriteIds, toggleFavouriteMove } from './favouritesState'

const serverFavourites = async () => (await getFavouriteMoves()).list.map((move) => move.id).sort((a, b) => a - b)

afterEach(() => setMockOffline(false))

describe('favourites through the outbox', () => {
  it('keeps a tap on the device at once, before the sync engine has loaded', async () => {
    // The engine's code arrives only when the test says so (a slow phone): the tap must not wait for it.
    let release = () => {}
    const arrived = new Promise<void>((resolve) => (release = resolve))
    vi.doMock('../sync/syncEngine', async () => {
      await arrived
      return vi.importActual('../sync/syncEngine')
    })
    try {
      await signInAsMember('second@movetime.app')
      setFavouriteIds([])
      await expect(toggleFavouriteMove(7)).resolves.toBe(true)
      const outbox = await readOutbox(await offlineDatabase()!)
      expect(outbox.filter((op) => op.type === 'favourite')).toHaveLength(1)
    } finally {
      release()
      vi.doUnmock('../sync/syncEngine')
    }
  })

  it('a heart toggled offline shows at once, waits on the device, and reaches the server once online', async () => {
    await signInAsMember()
    setFavouriteIds([1, 4, 9])
    await setMockOffline(true)

    // Twice on, once off, on again: the member ends wanting move 10.
    for (let tap = 0; tap < 3; tap += 1) await toggleFavouriteMove(10)
    expect(appStore.get(favouritesAtom).ids.has(10)).toBe(true)
    await toggleFavouriteMove(1)
    expect(appStore.get(favouritesAtom).ids.has(1)).toBe(false)

    const { db } = await offlineSession()!
    // One intent per move, however many taps.
    expect((await readOutbox(db)).filter((op) => op.type === 'favourite')).toHaveLength(2)

    await setMockOffline(false)
    await requestSync()
    expect(await serverFavourites()).toEqual([4, 9, 10])
    expect(await readOutbox(db)).toEqual([])
  })

  it('needs a signed-in member', async () => {
    await expect(toggleFavouriteMove(1)).rejects.toThrow('Sign in')
  })
})
