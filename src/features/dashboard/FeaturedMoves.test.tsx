import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { delay, http } from 'msw'
import { server } from '@mocks/node'
import { offlineDatabase } from '@/offline/session/offlineSession'
import type * as LibraryStore from '@/offline/store/libraryStore'
import { makeMoves } from '@/offline/store/offlineFixtures.testing'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { signInAsMember } from '@tests/support/memberSession'
import { FeaturedMoves } from './FeaturedMoves'

/** The whole library's read never ends in these tests: what shows comes from the first screen's read alone. */
vi.mock('@/offline/store/libraryStore', async (importOriginal) => {
  const actual = await importOriginal<typeof LibraryStore>()
  return { ...actual, readLibrary: () => new Promise<never>(() => undefined) }
})

const LIBRARY_URL = '*/v3/api/custom/movetime/moves-lib'

async function deviceLibrary(featuredIds: number[], removeFeaturedList = false) {
  await signInAsMember()
  const db = await offlineDatabase()
  if (!db) throw new Error('no device database for the member')
  const moves = makeMoves(200).map((move) => ({ ...move, featured: featuredIds.includes(move.id) }))
  const { saveLibrary } = await vi.importActual<typeof LibraryStore>('@/offline/store/libraryStore')
  await saveLibrary(db, moves, [])
  if (removeFeaturedList) await db.delete('meta', 'featured')
}

beforeEach(() => server.use(http.get(LIBRARY_URL, () => delay('infinite'))))
afterEach(() => server.resetHandlers())

describe('FeaturedMoves from the device', () => {
  it('shows the featured moves, however old, without reading the whole library', async () => {
    await deviceLibrary([3, 150, 7])
    renderWithRouter(<FeaturedMoves />, { path: '/user/dashboard', at: '/user/dashboard' })
    expect(await screen.findByRole('heading', { level: 2, name: 'Featured by MoveTime' })).toBeInTheDocument()
    // In the library's order, as the whole library would list them.
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Move 3', 'Move 7', 'Move 150'])
  })

  it('waits for the whole library on a device saved before featured moves were listed', async () => {
    // Move 199 is among the newest: showing it alone, then move 3 above it later, would shift the dashboard.
    await deviceLibrary([3, 199], true)
    renderWithRouter(<FeaturedMoves />, { path: '/user/dashboard', at: '/user/dashboard' })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(screen.queryByRole('heading', { name: 'Featured by MoveTime' })).not.toBeInTheDocument()
  })
})
