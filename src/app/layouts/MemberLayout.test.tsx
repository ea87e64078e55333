import { afterEach, describe, it, expect } from 'vitest'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore, Provider } from 'jotai'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { authAtom } from '@/lib/auth/authState'
import { forgetFirstDraw, markFirstDraw } from '@/app/startup/firstDraw'
import { AdminLayout } from './AdminLayout'
import { MemberLayout } from './MemberLayout'
import { clearWaitingRequestCount, setWaitingRequestCount } from '@/features/community/common/waitingRequestCount'
import { clearSpacesUnread, setSpacesUnread } from '@/features/spaces/common/spacesUnreadCount'
import { adminNavLinks } from './adminNavLinks'
import { memberNavLinks } from './navLinks'

function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width })
}

function LocationProbe() {
  const location = useLocation()
  return <output aria-label="location">{location.pathname}</output>
}

function renderMember(width: number, path = '/user/library') {
  return renderMemberView(width, path).store
}

function renderMemberView(width: number, path: string) {
  setViewportWidth(width)
  const store = createStore()
  store.set(authAtom, { type: 'LOGIN', user: 1, token: 'tok', role: 'user' })
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<MemberLayout />}>
            <Route path="*" element={<button type="button">Page action</button>} />
          </Route>
          <Route path="/user/login" element={<p>Login page</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  )
  return { ...view, store }
}

const menu = () => screen.getByRole('button', { name: 'Menu' })

describe('MemberLayout', () => {
  afterEach(() => {
    setViewportWidth(1024)
    clearWaitingRequestCount()
    clearSpacesUnread()
  })

  it('adds the connection status to the header only once the first page has drawn', async () => {
    forgetFirstDraw()
    renderMember(1280)
    const header = document.querySelector('header')!
    // Its code is in: only the wait for the first draw can hold it back.
    await import('../offline/ConnectionStatus')
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
    expect(header.querySelector('.connection-status')).toBeNull()
    act(() => markFirstDraw())
    await waitFor(() => expect(header.querySelector('.connection-status')).not.toBeNull())
  })

  it('lists the member links with the current one marked', () => {
    renderMember(1280)
    const nav = screen.getByRole('navigation', { name: 'Member navigation' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(memberNavLinks.map((link) => link.label))
    expect(within(nav).getByRole('link', { name: 'Library' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current')
  })

  it('is open by default at 1280 px and stays open on a click in the page', () => {
    renderMember(1280)
    expect(menu()).toHaveAttribute('aria-expanded', 'true')
    expect(menu()).toHaveAttribute('aria-controls', document.querySelector('.mt-shell__sidebar')?.id)
    fireEvent.click(screen.getByRole('button', { name: 'Page action' }))
    expect(menu()).toHaveAttribute('aria-expanded', 'true')
  })

  it('is closed by default at 375 px; opens from Menu; a click in the page closes it', async () => {
    renderMember(375)
    expect(menu()).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(menu())
    expect(menu()).toHaveAttribute('aria-expanded', 'true')
    fireEvent.click(screen.getByRole('main'))
    expect(menu()).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes on Escape on small screens only', async () => {
    renderMember(375)
    await userEvent.click(menu())
    await userEvent.keyboard('{Escape}')
    expect(menu()).toHaveAttribute('aria-expanded', 'false')
  })

  it('keeps the sidebar open on Escape on wide screens', async () => {
    renderMember(1280)
    await userEvent.keyboard('{Escape}')
    expect(menu()).toHaveAttribute('aria-expanded', 'true')
  })

  it('closes after choosing a link on small screens', async () => {
    renderMember(375)
    await userEvent.click(menu())
    await userEvent.click(screen.getByRole('link', { name: 'Profile' }))
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/user/profile')
    expect(menu()).toHaveAttribute('aria-expanded', 'false')
  })

  it('follows the viewport across the breakpoint', () => {
    renderMember(1280)
    act(() => {
      setViewportWidth(800)
      window.dispatchEvent(new Event('resize'))
    })
    expect(menu()).toHaveAttribute('aria-expanded', 'false')
    act(() => {
      setViewportWidth(1100)
      window.dispatchEvent(new Event('resize'))
    })
    expect(menu()).toHaveAttribute('aria-expanded', 'true')
  })

  it("keeps the member's choice while resizing within one side of the breakpoint", async () => {
    renderMember(1280)
    await userEvent.click(menu())
    act(() => {
      setViewportWidth(1400)
      window.dispatchEvent(new Event('resize'))
    })
    expect(menu()).toHaveAttribute('aria-expanded', 'false')
  })

  it('signs out to the member login from the account menu', async () => {
    const store = renderMember(1280)
    await userEvent.click(screen.getByRole('button', { name: 'Account' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }))
    expect(store.get(authAtom).isAuthenticated).toBe(false)
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/user/login')
  })

  it('keeps sign-out inside the account menu, which closes on Escape and returns focus', async () => {
    renderMember(375)
    const account = screen.getByRole('button', { name: 'Account' })
    expect(account).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument()
    await userEvent.click(account)
    expect(account).toHaveAttribute('aria-expanded', 'true')
    expect(account).toHaveAttribute('aria-controls', screen.getByRole('group', { name: 'Account' }).id)
    await screen.findByRole('button', { name: 'Sign out' })
    await userEvent.keyboard('{Escape}')
    expect(account).toHaveAttribute('aria-expanded', 'false')
    expect(account).toHaveFocus()
    // The sidebar was closed and stays closed: the menu claimed the Escape.
    expect(menu()).toHaveAttribute('aria-expanded', 'false')
  })

  it('shows the five member tabs, the current one marked', () => {
    renderMember(375, '/favorites')
    const tabs = screen.getByRole('navigation', { name: 'Member tabs' })
    const links = within(tabs).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['Dashboard', 'Library', 'Favourites', 'Community', 'Account'])
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/user/dashboard', '/user/library', '/favorites', '/user/friends', '/account'])
    expect(within(tabs).getByRole('link', { name: 'Favourites' })).toHaveAttribute('aria-current', 'page')
    expect(within(tabs).getByRole('link', { name: 'Library' })).not.toHaveAttribute('aria-current')
  })

  it('marks the Community tab on friends, groups, a group and challenges, and Groups in the sidebar on a group', () => {
    for (const path of ['/user/friends', '/user/groups', '/user/view-groups/3', '/user/challenges', '/user/challenges/9']) {
      const { unmount } = renderMemberView(375, path)
      const tabs = screen.getByRole('navigation', { name: 'Member tabs' })
      expect(within(tabs).getByRole('link', { name: 'Community' }), path).toHaveAttribute('aria-current', 'page')
      expect(within(tabs).getByRole('link', { name: 'Dashboard' }), path).not.toHaveAttribute('aria-current')
      unmount()
    }
    renderMember(1280, '/user/view-groups/3')
    const nav = screen.getByRole('navigation', { name: 'Member navigation' })
    expect(within(nav).getByRole('link', { name: 'Groups' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Friends' })).not.toHaveAttribute('aria-current')
  })

  it('names the waiting friend requests on the sidebar’s Friends link and the Community tab', async () => {
    renderMember(375, '/user/library')
    act(() => setWaitingRequestCount(1, 2))
    // The shell subscribes to the count after its first draw (a dynamic import at idle).
    const nav = screen.getByRole('navigation', { name: 'Member navigation' })
    expect(await within(nav).findByRole('link', { name: 'Friends, 2 waiting requests' })).toHaveTextContent('2')
    const tabs = screen.getByRole('navigation', { name: 'Member tabs' })
    expect(within(tabs).getByRole('link', { name: 'Community, 2 waiting requests' })).toBeInTheDocument()

    act(() => setWaitingRequestCount(1, 0))
    expect(within(nav).getByRole('link', { name: 'Friends' })).not.toHaveTextContent(/\d/)
    expect(within(tabs).getByRole('link', { name: 'Community' })).toBeInTheDocument()

    // Another member's count is never shown.
    act(() => setWaitingRequestCount(3, 5))
    expect(within(nav).getByRole('link', { name: 'Friends' })).toBeInTheDocument()
  })

  it('names the unread messages on the sidebar’s Spaces link and the Account tab, beside the friend requests', async () => {
    renderMember(375, '/user/library')
    act(() => setSpacesUnread(1, 3))
    const nav = screen.getByRole('navigation', { name: 'Member navigation' })
    expect(await within(nav).findByRole('link', { name: 'Spaces, 3 unread messages' })).toHaveTextContent('3')
    const tabs = screen.getByRole('navigation', { name: 'Member tabs' })
    expect(within(tabs).getByRole('link', { name: 'Account, 3 unread messages' })).toHaveAttribute('href', '/account')

    // Each count stays on its own links.
    act(() => setWaitingRequestCount(1, 1))
    expect(await within(nav).findByRole('link', { name: 'Friends, 1 waiting request' })).toBeInTheDocument()
    expect(within(nav).getByRole('link', { name: 'Spaces, 3 unread messages' })).toBeInTheDocument()
    expect(within(tabs).getByRole('link', { name: 'Community, 1 waiting request' })).toBeInTheDocument()

    act(() => setSpacesUnread(1, 1))
    expect(within(nav).getByRole('link', { name: 'Spaces, 1 unread message' })).toBeInTheDocument()
    act(() => setSpacesUnread(1, 0))
    expect(within(nav).getByRole('link', { name: 'Spaces' })).not.toHaveTextContent(/\d/)
    expect(within(tabs).getByRole('link', { name: 'Account' })).toBeInTheDocument()
    expect(within(nav).getByRole('link', { name: 'Friends, 1 waiting request' })).toBeInTheDocument()

    // Another member's count is never shown.
    act(() => setSpacesUnread(3, 5))
    expect(within(nav).getByRole('link', { name: 'Spaces' })).toBeInTheDocument()
  })

  it('offers a skip link to the main content', async () => {
    renderMember(1280)
    await userEvent.tab()
    const skip = screen.getByRole('link', { name: 'Skip to content' })
    expect(skip).toHaveFocus()
    await userEvent.click(skip)
    expect(screen.getByRole('main')).toHaveFocus()
  })
})

describe('AdminLayout', () => {
  afterEach(() => setViewportWidth(1024))

  it('lists the admin links under "Admin navigation"', () => {
    setViewportWidth(1280)
    render(
      <Provider store={createStore()}>
        <MemoryRouter initialEntries={['/admin/moves']}>
          <Routes>
            <Route element={<AdminLayout />}>
              <Route path="*" element={null} />
            </Route>
          </Routes>
        </MemoryRouter>
      </Provider>,
    )
    const nav = screen.getByRole('navigation', { name: 'Admin navigation' })
    expect(within(nav).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(adminNavLinks.map((link) => link.to))
    expect(within(nav).getByRole('link', { name: 'Moves' })).toHaveAttribute('aria-current', 'page')
  })
})
