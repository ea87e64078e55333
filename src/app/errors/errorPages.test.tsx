import { describe, it, expect } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import { MemoryRouter, Route, Routes } from 'react-router'
import { Link } from '@/ui/link/Link'
import { authAtom } from '@/lib/auth/authState'
import { AccessDeniedPage } from './AccessDeniedPage'
import { isChunkLoadError } from './chunkLoadError'
import { NotFoundPage } from './NotFoundPage'
import { RouteErrorBoundary } from './RouteErrorBoundary'
import { CHUNK_LOAD_MESSAGE, RouteErrorPage } from './RouteErrorPage'

describe('NotFoundPage', () => {
  it('shows the docs/product.md texts and a way home', () => {
    render(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
    )
    expect(screen.getByRole('heading', { level: 1, name: '404 Page not found' })).toBeInTheDocument()
    expect(screen.getByText("Oops. Looks like this page doesn't exists")).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  })
})

describe('AccessDeniedPage', () => {
  it('explains the mismatch and signs out before signing in as the right role', () => {
    const store = createStore()
    store.set(authAtom, { type: 'LOGIN', user: 3, token: 'tok', role: 'user' })
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/admin/moves?page=2']}>
          <AccessDeniedPage requiredRole="admin" currentRole="user" />
        </MemoryRouter>
      </Provider>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument()
    expect(screen.getByText('This page is for administrators. You are signed in as a member.')).toBeInTheDocument()
    const signIn = screen.getByRole('link', { name: 'Sign in as an administrator' })
    expect(signIn).toHaveAttribute('href', '/admin/login?redirect_uri=%2Fadmin%2Fmoves%3Fpage%3D2')
    expect(screen.getByRole('link', { name: 'Back to my account' })).toHaveAttribute('href', '/user/dashboard')

    fireEvent.click(signIn)
    expect(store.get(authAtom).isAuthenticated).toBe(false)
  })
})

function renderRouteError(error: unknown) {
  render(
    <MemoryRouter>
      <RouteErrorPage error={error} />
    </MemoryRouter>,
  )
}

describe('RouteErrorPage', () => {
  it('shows the error message with a retry and a way home', () => {
    renderRouteError(new Error('Boom while rendering.'))
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument()
    expect(screen.getByText('Boom while rendering.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  })

  it('explains a page whose code failed to load', () => {
    renderRouteError(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/Page-abc.js'))
    expect(screen.getByText(CHUNK_LOAD_MESSAGE)).toBeInTheDocument()
    expect(screen.queryByText(/assets\/Page-abc/)).not.toBeInTheDocument()
  })
})

function Broken(): never {
  throw new Error('Boom while rendering.')
}

describe('RouteErrorBoundary', () => {
  it('shows the error page for a page that throws, and clears it when the member goes elsewhere', () => {
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Link to="/fine">Elsewhere</Link>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/fine" element={<p>A working page</p>} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }))
    expect(screen.getByText('A working page')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument()
  })
})

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: /a.js',
    'error loading dynamically imported module: /a.js',
    'Importing a module script failed.',
  ])('recognises %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true)
  })

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Request failed (500).'))).toBe(false)
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
  })
})
