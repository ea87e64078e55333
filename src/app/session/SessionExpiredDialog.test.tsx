import { afterEach, beforeEach, describe, it, expect, vi } from 'vitest'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { authAtom } from '@/lib/auth/authState'
import type { Role } from '@/lib/auth/role'
import { SESSION_EXPIRED_REDIRECT_MS, SessionExpiredDialog } from './SessionExpiredDialog'

function LocationProbe() {
  const location = useLocation()
  return <output aria-label="location">{location.pathname + location.search}</output>
}

function renderExpired(role: Role, path = '/user/library?page=2') {
  const store = createStore()
  store.set(authAtom, { type: 'LOGIN', user: 1, token: 'tok', role })
  store.set(authAtom, { type: 'SESSION_EXPIRED' })
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<p>Page</p>} />
        </Routes>
        <SessionExpiredDialog />
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  )
  return store
}

const location = () => screen.getByRole('status', { name: 'location' }).textContent

describe('SessionExpiredDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows the docs/product.md texts with the button focused', () => {
    renderExpired('user')
    const dialog = screen.getByRole('dialog', { name: 'Session Expired' })
    expect(dialog).toHaveAccessibleDescription('Your current login session has expired. Redirecting to login page shortly')
    expect(screen.getByRole('button', { name: 'Got it, thanks!' })).toHaveFocus()
  })

  it('stays closed while the session is valid', () => {
    const store = createStore()
    store.set(authAtom, { type: 'LOGIN', user: 1, token: 'tok', role: 'user' })
    render(
      <Provider store={store}>
        <MemoryRouter>
          <SessionExpiredDialog />
        </MemoryRouter>
      </Provider>,
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('uses docs/product.md §9\'s redirect delay of 4000 ms', () => {
    expect(SESSION_EXPIRED_REDIRECT_MS).toBe(4000)
  })

  it('signs out and redirects after 4 s, not before', () => {
    const store = renderExpired('user')
    // docs/product.md's number written out, so a changed constant cannot pass by checking itself.
    act(() => vi.advanceTimersByTime(3999))
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    expect(location()).toBe('/user/library?page=2')
    expect(store.get(authAtom).isAuthenticated).toBe(true)

    act(() => vi.advanceTimersByTime(1))
    expect(location()).toBe('/user/login?redirect_uri=%2Fuser%2Flibrary%3Fpage%3D2')
    expect(store.get(authAtom)).toMatchObject({ isAuthenticated: false, token: null, sessionExpired: false })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('redirects at once from the button, to the admin login for an admin', () => {
    const store = renderExpired('admin', '/admin/moves')
    fireEvent.click(screen.getByRole('button', { name: 'Got it, thanks!' }))
    expect(location()).toBe('/admin/login?redirect_uri=%2Fadmin%2Fmoves')
    expect(store.get(authAtom).isAuthenticated).toBe(false)
    // The timer was cancelled with the dialog: nothing navigates again later.
    act(() => vi.advanceTimersByTime(SESSION_EXPIRED_REDIRECT_MS * 2))
    expect(location()).toBe('/admin/login?redirect_uri=%2Fadmin%2Fmoves')
  })

  it('is not closed by Escape', () => {
    renderExpired('user')
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })
})
