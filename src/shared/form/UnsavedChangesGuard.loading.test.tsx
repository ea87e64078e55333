import { act, screen } from '@testing-library/react'
import { Link } from '@/ui/link/Link'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { UnsavedChangesGuard } from './UnsavedChangesGuard'

/*
 * The guard's dialog loads once something is unsaved, not with the page. Here its code is slow
 * and then fails, as on a bad connection before the app was cached: a leave meanwhile is held,
 * and never lost or stuck.
 */
const network = vi.hoisted(() => {
  let open: (() => void) | null = null
  let gate = Promise.resolve()
  return {
    failing: false,
    hold() {
      gate = new Promise<void>((resolve) => (open = resolve))
    },
    release: () => open?.(),
    wait: () => gate,
  }
})

vi.mock('@/ui/dialog/ConfirmDialog', async (importOriginal) => {
  await network.wait()
  if (network.failing) throw new TypeError('Failed to fetch dynamically imported module')
  return importOriginal()
})

function EditingPage() {
  return (
    <main>
      <h1>Edit move</h1>
      <UnsavedChangesGuard when />
      <Link to="/user/library">Library</Link>
    </main>
  )
}

const renderPage = () => renderWithRouter(<EditingPage />, { path: '/user/edit-moves/:id', at: '/user/edit-moves/7' })

afterEach(() => {
  vi.restoreAllMocks()
})

// In this order: once the dialog's code is in, it stays in for the file's later tests.
describe('UnsavedChangesGuard while its dialog’s code loads', () => {
  it('lets the browser ask when the dialog cannot load, so a leave is never stuck', async () => {
    network.hold()
    network.failing = true
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true)
    const { user, history } = renderPage()
    await user.click(screen.getByRole('link', { name: 'Library' }))
    expect(history.location.pathname).toBe('/user/edit-moves/7')
    await act(async () => network.release())

    await vi.waitFor(() => expect(confirm).toHaveBeenCalledTimes(1))
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Leave without saving?'))
    expect(history.location.pathname).toBe('/user/edit-moves/7')

    await user.click(screen.getByRole('link', { name: 'Library' }))
    expect(await screen.findByTestId('landed-on')).toHaveTextContent('/user/library')
    expect(confirm).toHaveBeenCalledTimes(2)
  })

  it('holds a leave made before the dialog’s code is in, and asks once it is', async () => {
    network.hold()
    network.failing = false
    const confirm = vi.spyOn(window, 'confirm')
    const { user, history } = renderPage()
    await user.click(screen.getByRole('link', { name: 'Library' }))
    expect(history.location.pathname).toBe('/user/edit-moves/7')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await act(async () => network.release())

    await screen.findByRole('dialog', { name: 'Leave without saving?' })
    await user.click(screen.getByRole('button', { name: 'Leave' }))
    expect(await screen.findByTestId('landed-on')).toHaveTextContent('/user/library')
    expect(confirm).not.toHaveBeenCalled()
  })
})
