import { describe, expect, it } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'jotai'
import { unstable_HistoryRouter as HistoryRouter } from 'react-router'
import { memoryHistory } from '@tests/support/renderWithRouter'
import { signInAsMember } from '@tests/support/memberSession'
import { appStore, currentAuth } from '@/lib/auth/authState'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { AppRoutes } from './AppRoutes'

/** The app's own routes (route table, guards, lazy layouts and pages) at `at`, against the mock backend. */
function renderApp(at: string) {
  const history = memoryHistory(at)
  render(
    <Provider store={appStore}>
      <HistoryRouter history={history}>
        <AppRoutes />
      </HistoryRouter>
    </Provider>,
  )
  return history
}

describe('the app routes', () => {
  // First, while the sign-in page's code is not loaded yet: the navigation then waits for it, as in a browser.
  it('signs out to the plain sign-in page: the page left behind never asks to come back', async () => {
    await signInAsMember()
    const history = renderApp('/user/setting')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Account' }, { timeout: 8000 }))
    await user.click(await screen.findByRole('button', { name: 'Sign out' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument()
    expect(currentAuth().isAuthenticated).toBe(false)
    expect(history.location.pathname).toBe('/user/login')
    expect(history.location.search).toBe('')
  })

  it('draws a lazy page in its layout and titles the document after the route', async () => {
    renderApp('/terms')
    expect(await screen.findByRole('heading', { level: 1, name: /terms/i })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Terms of service'))
  })

  it('shows a message sent before the first page drew, in the snackbar that joins the page after it', async () => {
    appStore.set(showSnackbarAtom, { text: 'Link copied.' })
    renderApp('/terms')
    expect(await screen.findByRole('heading', { level: 1, name: /terms/i })).toBeInTheDocument()
    const message = await screen.findByText('Link copied.')
    expect(message.closest('[role="status"]')).not.toBeNull()
  })

  it('shows the 404 page, titled as docs/product.md says, for an unknown path', async () => {
    renderApp('/no/such/page')
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page not found' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('404 Page not found'))
  })

  it('sends a signed-out visitor of a member page to the member sign-in, with the way back', async () => {
    const history = renderApp('/user/setting?tab=password')
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument()
    expect(history.location.pathname).toBe('/user/login')
    expect(new URLSearchParams(history.location.search).get('redirect_uri')).toBe('/user/setting?tab=password')
  })
})
