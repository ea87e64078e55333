import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getFavouriteMoves, toggleFavourite } from '@/api/moves/movesApi'
import { appStore } from '@/lib/auth/authState'
import { signInAsMember } from '@tests/support/memberSession'
import { setMockOffline } from '@tests/support/mockBackend'
import { offlineDatabase, offlineSession, requestSync } from '../session/offlineSession'
import { readOutbox } from '../sync/outbox'
import { favouritesAtom, setFavouriteIds, toggleFavouriteMove, useFavouriteFromMove, useFavouritesFromLibrary } from './favouritesState'

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

  it('after a sync run, the hearts are the server’s list, another device’s changes included', async () => {
    await signInAsMember()
    setFavouriteIds(await serverFavourites())
    await setMockOffline(true)
    await toggleFavouriteMove(10)
    await setMockOffline(false)
    // Meanwhile, on the member's phone:
    await toggleFavourite(20)

    await requestSync()
    await waitFor(() => expect([...appStore.get(favouritesAtom).ids].sort((a, b) => a - b)).toEqual(expect.arrayContaining([10, 20])))
    expect(appStore.get(favouritesAtom).ids).toEqual(new Set(await serverFavourites()))
  })

  it('needs a signed-in member', async () => {
    await expect(toggleFavouriteMove(1)).rejects.toThrow('Sign in')
  })
})

describe('what the pages report', () => {
  it('the library’s whole list becomes the hearts, and makes them countable', () => {
    const { rerender } = renderHook<void, { ids: number[] | undefined }>(({ ids }) => useFavouritesFromLibrary(ids), { initialProps: { ids: undefined } })
    expect(appStore.get(favouritesAtom).known).toBe(false)
    rerender({ ids: [3, 5] })
    expect(appStore.get(favouritesAtom)).toEqual({ known: true, ids: new Set([3, 5]) })
  })

  it('a move seeds its own heart once: a later copy does not undo a tap made meanwhile', async () => {
    await signInAsMember()
    setFavouriteIds([])
    const saved = { id: 7, is_favourite: false }
    const { rerender } = renderHook<void, { move: typeof saved | null }>(({ move }) => useFavouriteFromMove(move), { initialProps: { move: null } })
    rerender({ move: saved })
    expect(appStore.get(favouritesAtom).ids.has(7)).toBe(false)
    await toggleFavouriteMove(7)
    // The server's answer, sent before the tap arrived there.
    rerender({ move: { id: 7, is_favourite: false } })
    expect(appStore.get(favouritesAtom).ids.has(7)).toBe(true)
    // Another move is seeded from its own word.
    rerender({ move: { id: 8, is_favourite: true } })
    expect(appStore.get(favouritesAtom)).toEqual({ known: true, ids: new Set([7, 8]) })
  })
})
