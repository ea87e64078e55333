import { http as mswHttp, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { Provider } from 'jotai'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { server } from '@mocks/node'
import { appStore, currentAuth, reloadAuthFromStorage } from '@/lib/auth/authState'
import { STORAGE_KEYS } from '@/lib/auth/storageKeys'
import { markLibrarySaved } from '@/offline/store/savedLibraryMark'
import { forgetFirstDraw, markFirstDraw } from './firstDraw'
import { FirstDrawMark } from './FirstDrawMark'
import { StartupCheck } from './StartupCheck'

/** A session left in storage by an earlier visit, read as the app reads it on start. */
function storedSession(role: string | null = 'user', user = 7) {
  localStorage.setItem(STORAGE_KEYS.user, String(user))
  localStorage.setItem(STORAGE_KEYS.token, 'stored.token')
  if (role) localStorage.setItem(STORAGE_KEYS.role, role)
  reloadAuthFromStorage()
}

function answerCheck(status: number, body: object = {}) {
  let calls = 0
  server.use(
    mswHttp.post('*/v2/api/lambda/check', () => {
      calls += 1
      return HttpResponse.json(status === 200 ? { error: false } : { error: true, message: 'Invalid token', ...body }, { status })
    }),
  )
  return () => calls
}

function LocationProbe() {
  const location = useLocation()
  return <output aria-label="location">{location.pathname}</output>
}

beforeEach(() => forgetFirstDraw())

/** With `drawn`, the page marks its first draw as AppRoot's does. */
function renderApp(path = '/user/library', { drawn = true } = {}) {
  render(
    <Provider store={appStore}>
      <MemoryRouter initialEntries={[path]}>
        <StartupCheck>
          <Routes>
            <Route path="/user/library" element={<h1>Move library</h1>} />
            <Route path="/user/login" element={<h1>Sign in</h1>} />
            <Route path="/" element={<h1>Home</h1>} />
          </Routes>
          {drawn && <FirstDrawMark />}
        </StartupCheck>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  )
}

const location = () => screen.getByRole('status', { name: 'location' }).textContent

describe('StartupCheck (docs/product.md §4)', () => {
  it('holds the first screen behind the spinner when nothing is saved, then shows the page', async () => {
    storedSession()
    answerCheck(200)
    renderApp()
    expect(screen.getByText('Loading…')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Move library' })).not.toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Move library' })).toBeInTheDocument()
    expect(currentAuth().isAuthenticated).toBe(true)
  })

  it('signs out and goes to /{role}/login when the check rejects the token', async () => {
    storedSession('user')
    answerCheck(401)
    renderApp()
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument()
    expect(location()).toBe('/user/login')
    expect(currentAuth().isAuthenticated).toBe(false)
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull()
  })

  it('goes to / when no role is stored, without calling the check', async () => {
    storedSession(null)
    const calls = answerCheck(200)
    renderApp()
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument()
    expect(currentAuth().isAuthenticated).toBe(false)
    expect(calls()).toBe(0)
  })

  it('keeps the session when the check gets no answer at all (offline)', async () => {
    storedSession()
    server.use(mswHttp.post('*/v2/api/lambda/check', () => HttpResponse.error()))
    renderApp()
    expect(await screen.findByRole('heading', { name: 'Move library' })).toBeInTheDocument()
    expect(currentAuth().isAuthenticated).toBe(true)
  })

  describe('with the member’s library saved on this device', () => {
    it('shows the page at once, with no spinner, while the check runs in the background', async () => {
      storedSession('user', 7)
      markLibrarySaved(7)
      const calls = answerCheck(200)
      renderApp()
      expect(screen.getByRole('heading', { name: 'Move library' })).toBeInTheDocument()
      expect(screen.queryByText('Loading…')).not.toBeInTheDocument()
      await expect.poll(calls).toBe(1)
      expect(currentAuth().isAuthenticated).toBe(true)
      expect(location()).toBe('/user/library')
    })

    it('waits for the saved page to draw before it loads the API client and checks', async () => {
      storedSession('user', 7)
      markLibrarySaved(7)
      const calls = answerCheck(200)
      renderApp('/user/library', { drawn: false })
      expect(screen.getByRole('heading', { name: 'Move library' })).toBeInTheDocument()
      await new Promise((resolve) => setTimeout(resolve, 600))
      expect(calls()).toBe(0)
      markFirstDraw()
      await expect.poll(calls, { timeout: 3000 }).toBe(1)
    })

    it('still signs out and redirects to /{role}/login when the background check rejects the token', async () => {
      storedSession('user', 7)
      markLibrarySaved(7)
      answerCheck(403)
      renderApp()
      expect(screen.getByRole('heading', { name: 'Move library' })).toBeInTheDocument()
      expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument()
      expect(location()).toBe('/user/login')
      expect(currentAuth().isAuthenticated).toBe(false)
    })

    it('does not count another member’s saved library', () => {
      storedSession('user', 7)
      markLibrarySaved(8)
      answerCheck(200)
      renderApp()
      expect(screen.getByText('Loading…')).toBeInTheDocument()
    })
  })
})
