import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { installBrowserFakes, restoreBrowserFakes } from '@/offline/downloads/browserFakes.testing'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { signInAsMember } from '@tests/support/memberSession'
import { FavouritesPage } from './FavouritesPage'

// The download controls' module, held back until the test lets it load (or 5 s have passed: a page
// importing it statically would otherwise wait for it forever, before the test could fail).
const gate = vi.hoisted(() => {
  let open = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
    setTimeout(resolve, 5000)
  })
  return { opened, open: () => open(), asked: vi.fn() }
})
vi.mock('../downloads/DownloadFavouritesButton', async (importOriginal) => {
  gate.asked()
  await gate.opened
  return importOriginal()
})

afterEach(restoreBrowserFakes)

describe('FavouritesPage: the download button', () => {
  it('draws the moves without the download controls’ code, the same button holding its place, disabled, until it is in', async () => {
    installBrowserFakes({})
    await signInAsMember()
    renderWithRouter(<FavouritesPage />, { path: '/favorites', at: '/favorites' })

    const list = await screen.findByRole('list', { name: 'Your favourites' })
    const held = screen.getByRole('button', { name: 'Download all favourites' })
    expect(held).toBeDisabled()
    // Above the grid, where the working button goes: nothing below it moves when that arrives.
    expect(held.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(gate.asked).toHaveBeenCalledTimes(1)

    gate.open()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download all favourites' })).toBeEnabled())
  })
})
