import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { delay, http } from 'msw'
import { server } from '@mocks/node'
import { offlineDatabase } from '@/offline/session/offlineSession'
import type * as LibraryStore from '@/offline/store/libraryStore'
import { makeMoves } from '@/offline/store/offlineFixtures.testing'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { signInAsMember } from '@tests/support/memberSession'
import { showWholeGrid } from '../card/showWholeGrid.testing'
import { LibraryPage } from './LibraryPage'

/** The whole library's read waits until the test opens this gate: the first screen shows alone until then. */
const gate = vi.hoisted(() => {
  let open: () => void = () => undefined
  let opened = Promise.resolve()
  return {
    close: () => (opened = new Promise<void>((resolve) => (open = resolve))),
    open: () => open(),
    wait: () => opened,
  }
})

vi.mock('@/offline/store/libraryStore', async (importOriginal) => {
  const actual = await importOriginal<typeof LibraryStore>()
  return {
    ...actual,
    readLibrary: async (...args: Parameters<typeof actual.readLibrary>) => {
      await gate.wait()
      return actual.readLibrary(...args)
    },
  }
})

const LIBRARY_URL = '*/v3/api/custom/movetime/moves-lib'
const list = () => screen.getByRole('list', { name: 'Moves' })
const cardTitles = () => within(list()).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)

/** 30 moves on the device ("Move 30" the newest; two squats, one of them old), and a server that does not answer. */
async function deviceWithThirtyMoves() {
  await signInAsMember()
  const db = await offlineDatabase()
  if (!db) throw new Error('no device database for the member')
  const { saveLibrary } = await vi.importActual<typeof LibraryStore>('@/offline/store/libraryStore')
  const titles: Record<number, string> = { 2: 'Bodyweight Squat', 29: 'Goblet Squat' }
  await saveLibrary(db, makeMoves(30).map((move) => ({ ...move, title: titles[move.id] ?? move.title })), [])
  server.use(http.get(LIBRARY_URL, () => delay('infinite')))
}

let restoreWindow: () => void
beforeEach(() => {
  restoreWindow = showWholeGrid()
  gate.close()
})
afterEach(() => {
  gate.open()
  restoreWindow()
})

describe('LibraryPage’s first screen from the device', () => {
  it('draws the newest moves with the whole count first, then every move', async () => {
    await deviceWithThirtyMoves()
    renderWithRouter(<LibraryPage />, { path: '/user/library', at: '/user/library' })

    await waitFor(() => expect(cardTitles()).toHaveLength(20))
    expect(cardTitles().slice(0, 2)).toEqual(['Move 30', 'Goblet Squat'])
    expect(screen.getByText('30 moves', { selector: '.library-page__count' })).toBeInTheDocument()
    expect(list()).toHaveAttribute('aria-busy', 'true')
    expect(within(list()).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '30')

    gate.open()
    await waitFor(() => expect(cardTitles()).toHaveLength(30))
    expect(list()).not.toHaveAttribute('aria-busy')
    expect(cardTitles().at(-1)).toBe('Move 1')
  })

  it('holds a search until every move is in, rather than searching the first screen alone', async () => {
    await deviceWithThirtyMoves()
    renderWithRouter(<LibraryPage />, { path: '/user/library', at: '/user/library?q=squat' })

    expect(await screen.findByText('Searching all 30 moves…')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Moves' })).not.toBeInTheDocument()

    gate.open()
    // A search over the newest 20 alone would have found only the goblet squat.
    await waitFor(() => expect(cardTitles()).toEqual(['Goblet Squat', 'Bodyweight Squat']))
    expect(screen.getByText('2 moves of 30')).toBeInTheDocument()
  })
})
