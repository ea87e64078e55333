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

interface MailFixture {
  id: number
  to: string
  subject: string
  text: string
  links: string[]
  sent_at: string
  attachments?: Array<{ filename: string; content_type: string; content: string }>
}

const mails: MailFixture[] = [
  {
    id: 2,
    to: 'new@movetime.app',
    subject: 'Verify your email',
    text: 'Open http://localhost/user/verify-email?token=abc to verify.',
    links: ['http://localhost/user/verify-email?token=abc'],
    sent_at: '2025-01-02T10:00:00.000Z',
  },
]

const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n'
const bookingMail: MailFixture = {
  id: 7,
  to: 'coached@movetime.app',
  subject: 'Your session with Grace Bennett is booked',
  text: 'The calendar file is attached.',
  links: [],
  sent_at: '2026-11-27T10:00:00.000Z',
  attachments: [{ filename: 'movetime-session-2026-12-03.ics', content_type: 'text/calendar', content: ICS }],
}

const calendarEvents = [
  {
    id: 1,
    user_id: 12,
    booking_id: 40,
    summary: 'Coaching session with Grace Bennett',
    start: '2026-12-03T17:00:00.000Z',
    end: '2026-12-03T17:45:00.000Z',
    attendees: ['coached@movetime.app', 'grace.bennett@movetime.app'],
    location: 'Video call',
    description: 'Squat depth',
    created_at: '2026-11-27T10:00:00.000Z',
  },
]
const REAL_NOW = Date.parse('2026-11-27T10:00:00.000Z')

function stubMockBackend() {
  const sent: Sent[] = []
  let network = { offline: false, latencyMs: 0 }
  let offsetMs = 0
  const clock = () => Response.json({ error: false, now: new Date(REAL_NOW + offsetMs).toISOString(), offset_ms: offsetMs })
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname
    sent.push({
      method: init?.method ?? 'GET',
      path,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    })
    if (path === '/__mock/mailbox') return Response.json({ error: false, list: mails })
    if (path === '/__mock/calendar') return Response.json({ error: false, list: calendarEvents })
    if (path === '/__mock/clock') {
      // Like the mock: a POST moves the offset (or resets it) and answers with the clock now in force.
      if (init?.method === 'POST' && typeof init.body === 'string') {
        const body = JSON.parse(init.body) as { advanceHours?: number; reset?: boolean }
        offsetMs = body.reset ? 0 : offsetMs + (body.advanceHours ?? 0) * 3_600_000
      }
      return clock()
    }
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
  it('shows the mock clock and moves it by an hour, a day and a week, then back to real time', async () => {
    renderPanel()
    const panel = await openPanel()
    const clock = within(panel).getByRole('region', { name: 'Mock clock' })
    expect(await within(clock).findByText('Real time')).toBeInTheDocument()
    expect(clock.querySelector('time')).toHaveAttribute('datetime', '2026-11-27T10:00:00.000Z')

    await userEvent.click(within(clock).getByRole('button', { name: '+1 hour' }))
    expect(await within(clock).findByText('1 hour ahead of real time')).toBeInTheDocument()
    await userEvent.click(within(clock).getByRole('button', { name: '+1 day' }))
    expect(await within(clock).findByText('1 day 1 hour ahead of real time')).toBeInTheDocument()
    await userEvent.click(within(clock).getByRole('button', { name: '+1 week' }))
    expect(await within(clock).findByText('8 days 1 hour ahead of real time')).toBeInTheDocument()
    expect(clock.querySelector('time')).toHaveAttribute('datetime', '2026-12-05T11:00:00.000Z')
    expect(within(clock).getByRole('status')).toHaveTextContent(/^Mock clock moved to .+\. Reminders and finished sessions are up to date\.$/)

    await userEvent.click(within(clock).getByRole('button', { name: 'Back to real time' }))
    expect(await within(clock).findByText('Real time')).toBeInTheDocument()
    const posted = sent.filter((request) => request.path === '/__mock/clock' && request.method === 'POST').map((request) => request.body)
    expect(posted).toEqual([{ advanceHours: 1 }, { advanceHours: 24 }, { advanceHours: 168 }, { reset: true }])
    expect(sent.find((request) => request.path === '/__mock/clock')?.headers.get('x-project')).toBe(projectHeader)
  })

  it('reads the mailbox and the calendar again after the clock moves (a reminder may have gone out)', async () => {
    renderPanel()
    const panel = await openPanel()
    await within(panel).findByText('Verify your email')
    const reads = (path: string) => sent.filter((request) => request.path === path && request.method === 'GET').length
    expect([reads('/__mock/mailbox'), reads('/__mock/calendar')]).toEqual([1, 1])
    await userEvent.click(within(panel).getByRole('button', { name: '+1 day' }))
    await waitFor(() => expect([reads('/__mock/mailbox'), reads('/__mock/calendar')]).toEqual([2, 2]))
  })

  it('moves forward by a typed number of hours, refusing what is not one', async () => {
    renderPanel()
    const panel = await openPanel()
    const clock = within(panel).getByRole('region', { name: 'Mock clock' })
    const hours = within(clock).getByRole('textbox', { name: 'Move forward by N hours' })
    const moveForward = within(clock).getByRole('button', { name: 'Move forward' })

    await userEvent.click(moveForward)
    expect(hours).toHaveAccessibleDescription(expect.stringContaining('Enter how many hours to move forward.'))
    expect(hours).toHaveFocus()
    for (const [typed, message] of [
      ['soon', 'Enter a number of hours greater than 0, e.g. 25 or 0.5.'],
      ['-3', 'Enter a number of hours greater than 0, e.g. 25 or 0.5.'],
      ['0', 'Enter a number of hours greater than 0, e.g. 25 or 0.5.'],
      ['9000', 'Move at most 8,784 hours (a year) at a time.'],
    ] as const) {
      await userEvent.clear(hours)
      await userEvent.type(hours, typed)
      await userEvent.click(moveForward)
      expect(hours).toHaveAccessibleDescription(expect.stringContaining(message))
    }
    expect(sent.filter((request) => request.path === '/__mock/clock' && request.method === 'POST')).toHaveLength(0)

    await userEvent.clear(hours)
    await userEvent.type(hours, '25.5')
    await userEvent.click(moveForward)
    expect(await within(clock).findByText('1 day 1.5 hours ahead of real time')).toBeInTheDocument()
    expect(sent.filter((request) => request.path === '/__mock/clock' && request.method === 'POST').map((request) => request.body)).toEqual([{ advanceHours: 25.5 }])
    expect(hours).toHaveValue('')
  })

  it('lists the mock Google Calendar’s events', async () => {
    renderPanel()
    const panel = await openPanel()
    const calendar = within(panel).getByRole('region', { name: 'Calendar' })
    expect(await within(calendar).findByText('Coaching session with Grace Bennett')).toBeInTheDocument()
    expect(within(calendar).getByText('With coached@movetime.app, grace.bennett@movetime.app')).toBeInTheDocument()
    expect(within(calendar).getByText('Booking #40 · member #12')).toBeInTheDocument()
    expect(calendar.querySelector('time')).toHaveAttribute('datetime', '2026-12-03T17:00:00.000Z')
  })

  it('offers a mail’s attachments as downloads named by their files', async () => {
    const blobs: Blob[] = []
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob)
      return `blob:http://localhost/${blobs.length}`
    })
    mails.push(bookingMail)
    try {
      renderPanel()
      const panel = await openPanel()
      const download = await within(panel).findByRole('link', { name: 'movetime-session-2026-12-03.ics' })
      expect(download).toHaveAttribute('download', 'movetime-session-2026-12-03.ics')
      expect(download).toHaveAttribute('href', 'blob:http://localhost/1')
      expect(blobs[0]?.type).toBe('text/calendar')
      expect(await blobs[0]?.text()).toBe(ICS)
    } finally {
      mails.pop()
    }
  })
})
