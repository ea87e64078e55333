import { beforeEach, describe, it, expect, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore, Provider } from 'jotai'
import { ApiError, TOKEN_EXPIRED } from '@/api/apiError'
import { check } from '@/api/auth/authApi'
import { projectHeader } from '@/api/config'
import { authAtom } from '@/lib/auth/authState'
import { DevPanel } from './DevPanel'

vi.mock('@/api/auth/authApi', () => ({ check: vi.fn() }))

interface Sent {
  method: string
  path: string
  headers: Headers
  body: unknown
}

const mails = [
  {
    id: 2,
    to: 'new@movetime.app',
    subject: 'Verify your email',
    text: 'Open http://localhost/user/verify-email?token=abc to verify.',
    links: ['http://localhost/user/verify-email?token=abc'],
    sent_at: '2025-01-02T10:00:00.000Z',
  },
]

function stubMockBackend() {
  const sent: Sent[] = []
  let network = { offline: false, latencyMs: 0 }
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname
    sent.push({
      method: init?.method ?? 'GET',
      path,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    })
    if (path === '/__mock/mailbox') return Response.json({ error: false, list: mails })
    if (path === '/__mock/large-catalogue') return Response.json({ error: false, count: 5000, total: 5067 })
    if (path === '/__mock/network') {
      // Like the mock: a POST answers with the switches now in force, a GET with the current ones.
      if (init?.method === 'POST' && typeof init.body === 'string') network = { ...network, ...JSON.parse(init.body) }
      return Response.json({ error: false, ...network })
    }
    return Response.json({ error: false })
  })
  return sent
}

function renderPanel(signedIn = true) {
  const store = createStore()
  if (signedIn) store.set(authAtom, { type: 'LOGIN', user: 1, token: 'tok-1', role: 'user' })
  const reload = vi.fn()
  render(
    <Provider store={store}>
      <DevPanel reload={reload} />
    </Provider>,
  )
  return { store, reload }
}

const openPanel = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Developer panel' }))
  return screen.getByRole('region', { name: 'Developer panel' })
}

describe('DevPanel', () => {
  let sent: Sent[]
  beforeEach(() => {
    sent = stubMockBackend()
  })

  it('is closed by default and opens from a keyboard-reachable toggle', async () => {
    renderPanel()
    const toggle = screen.getByRole('button', { name: 'Developer panel' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('region', { name: 'Developer panel' })).not.toBeInTheDocument()

    await userEvent.tab()
    expect(toggle).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('region', { name: 'Developer panel' })).toBeVisible()
  })

  it('lists the mailbox with real links', async () => {
    renderPanel()
    const panel = await openPanel()
    expect(await within(panel).findByText('Verify your email')).toBeInTheDocument()
    expect(within(panel).getByText(/To new@movetime.app/)).toBeInTheDocument()
    expect(within(panel).getByRole('link', { name: 'http://localhost/user/verify-email?token=abc' })).toHaveAttribute(
      'href',
      'http://localhost/user/verify-email?token=abc',
    )
    const read = sent.find((request) => request.path === '/__mock/mailbox')
    expect(read?.method).toBe('GET')
    expect(read?.headers.get('x-project')).toBe(projectHeader)
  })

  it('reads the mailbox again on Refresh, showing mail sent since it opened', async () => {
    renderPanel()
    const panel = await openPanel()
    await within(panel).findByText('Verify your email')
    const [first] = mails
    if (!first) throw new Error('the fixture has one mail')
    mails.push({ ...first, id: 3, subject: 'Reset your password' })
    try {
      await userEvent.click(within(panel).getByRole('button', { name: 'Refresh mailbox' }))
      expect(await within(panel).findByText('Reset your password')).toBeInTheDocument()
      expect(sent.filter((request) => request.path === '/__mock/mailbox')).toHaveLength(2)
    } finally {
      mails.pop()
    }
  })

  it('resets the demo data, signs out and reloads', async () => {
    const { store, reload } = renderPanel()
    const panel = await openPanel()
    await userEvent.click(within(panel).getByRole('button', { name: 'Reset demo data' }))
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
    expect(sent.find((request) => request.path === '/__mock/reset')).toMatchObject({ method: 'POST' })
    expect(store.get(authAtom).isAuthenticated).toBe(false)
  })

  it('loads the large catalogue and says how many moves there are', async () => {
    const { reload } = renderPanel()
    const panel = await openPanel()
    await userEvent.click(within(panel).getByRole('button', { name: 'Load 5,000 moves' }))
    expect(await within(panel).findByText('Loaded 5,000 generated moves (5,067 moves in all). Open the library to see them.')).toBeInTheDocument()
    const load = sent.find((request) => request.path === '/__mock/large-catalogue')
    expect(load).toMatchObject({ method: 'POST', body: { count: 5000 } })
    expect(load?.headers.get('x-project')).toBe(projectHeader)
    expect(reload).not.toHaveBeenCalled()
  })

  it('expires the session, then makes a call that meets TOKEN_EXPIRED', async () => {
    vi.mocked(check).mockRejectedValue(new ApiError(401, TOKEN_EXPIRED))
    renderPanel()
    const panel = await openPanel()
    await userEvent.click(within(panel).getByRole('button', { name: 'Expire session' }))
    expect(await within(panel).findByText('Session expired.')).toBeInTheDocument()
    const expire = sent.find((request) => request.path === '/__mock/expire-session')
    expect(expire?.method).toBe('POST')
    expect(expire?.headers.get('authorization')).toBe('Bearer tok-1')
    expect(check).toHaveBeenCalledWith({ role: 'user' })
  })

  it('switches the mock network off and on', async () => {
    renderPanel()
    const panel = await openPanel()
    await userEvent.click(within(panel).getByRole('button', { name: 'Go offline' }))
    await userEvent.click(await within(panel).findByRole('button', { name: 'Go online' }))
    await within(panel).findByRole('button', { name: 'Go offline' })
    const posted = sent.filter((request) => request.path === '/__mock/network' && request.method === 'POST')
    expect(posted.map((request) => request.body)).toEqual([
      { offline: true, latencyMs: 0 },
      { offline: false, latencyMs: 0 },
    ])
  })

  it('slows the mock API down and back', async () => {
    renderPanel()
    const panel = await openPanel()
    await userEvent.click(within(panel).getByRole('button', { name: 'Slow API' }))
    expect(await within(panel).findByText('Slow API: every call waits 1.5 s.')).toBeInTheDocument()
    await userEvent.click(within(panel).getByRole('button', { name: 'Normal speed' }))
    await within(panel).findByRole('button', { name: 'Slow API' })
  })

  it('closes on Escape and returns focus to the toggle', async () => {
    renderPanel()
    const panel = await openPanel()
    within(panel).getByRole('button', { name: 'Reset demo data' }).focus()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('region', { name: 'Developer panel' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Developer panel' })).toHaveFocus()
  })
})
