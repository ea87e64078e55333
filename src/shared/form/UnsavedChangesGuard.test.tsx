import { act, screen } from '@testing-library/react'
import { Link } from '@/ui/link/Link'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { UnsavedChangesGuard } from './UnsavedChangesGuard'

function EditingPage({ unsaved }: { unsaved: boolean }) {
  return (
    <main>
      <h1>Edit move</h1>
      <UnsavedChangesGuard when={unsaved} />
      <Link to="/user/library">Library</Link>
      <Link to="/user/edit-moves/7?step=video">Video step</Link>
    </main>
  )
}

const renderPage = (unsaved: boolean) =>
  renderWithRouter(<EditingPage unsaved={unsaved} />, { path: '/user/edit-moves/:id', at: '/user/edit-moves/7', cameFrom: '/user/dashboard' })

function beforeUnloadPrevented(): boolean {
  const event = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

describe('UnsavedChangesGuard', () => {
  it('asks before a link leaves a page with unsaved input; Stay keeps the page as it was', async () => {
    const { user, history } = renderPage(true)
    await user.click(screen.getByRole('link', { name: 'Library' }))

    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' })
    expect(dialog).toHaveTextContent('What you typed on this page has not been saved and will be lost.')

    await user.click(screen.getByRole('button', { name: 'Stay on this page' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(history.location.pathname).toBe('/user/edit-moves/7')
    expect(screen.getByRole('heading', { name: 'Edit move' })).toBeInTheDocument()
  })

  it('goes where the link pointed once the member chooses Leave', async () => {
    const { user } = renderPage(true)
    await user.click(screen.getByRole('link', { name: 'Library' }))
    await screen.findByRole('dialog', { name: 'Leave without saving?' })

    await user.click(screen.getByRole('button', { name: 'Leave' }))
    expect(await screen.findByTestId('landed-on')).toHaveTextContent('/user/library')
  })

  it('asks before the back button leaves the page, and goes back once the member chooses Leave', async () => {
    const { user, history } = renderPage(true)
    act(() => history.go(-1))

    await screen.findByRole('dialog', { name: 'Leave without saving?' })
    expect(history.location.pathname).toBe('/user/edit-moves/7')
    expect(screen.getByRole('heading', { name: 'Edit move' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Leave' }))
    expect(await screen.findByTestId('landed-on')).toHaveTextContent('/user/dashboard')
  })

  it('lets a link through without asking when nothing is unsaved', async () => {
    const { user } = renderPage(false)
    await user.click(screen.getByRole('link', { name: 'Library' }))

    expect(await screen.findByTestId('landed-on')).toHaveTextContent('/user/library')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('does not ask for a change within the same page (a step or tab in the query)', async () => {
    const { user, history } = renderPage(true)
    await user.click(screen.getByRole('link', { name: 'Video step' }))

    expect(history.location.search).toBe('?step=video')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('asks the browser to confirm closing or reloading the tab only while something is unsaved', () => {
    const unsavedPage = renderPage(true)
    expect(beforeUnloadPrevented()).toBe(true)
    unsavedPage.unmount()

    renderPage(false)
    expect(beforeUnloadPrevented()).toBe(false)
  })
})
