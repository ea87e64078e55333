import { useAtom } from 'jotai'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { check } from '@/api/auth/authApi'
import { ApiError } from '@/api/apiError'
import { authAtom } from '@/lib/auth/authState'
import { Button } from '@/ui/button/Button'
import { DisclosureButton } from '@/ui/button/DisclosureButton'
import {
  expireMockSession,
  getMockNetwork,
  loadLargeAdminData,
  loadLargeCatalogue,
  resetMockData,
  setMockNetwork,
} from '@/api/mockControls/mockControlsApi'
import type { MockNetwork } from '@/api/mockControls/mockControlsTypes'
import { paths } from '@/shared/paths/routePaths'
import { MockCalendar } from './MockCalendar'
import { MockClock } from './MockClock'
import { MockMailbox } from './MockMailbox'
import './devPanel.css'

const SLOW_LATENCY_MS = 1500
/** Enough moves to feel a slow list or search; the mock replaces them on each load. */
const LARGE_CATALOGUE_SIZE = 5000

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

export interface DevPanelProps {
  /** Reloads the page after a reset; replaceable because jsdom cannot reload. */
  reload?: () => void
}

/** Mock mode only: drive the mock backend (reset, expire the session, offline, slow, its bookings' clock) and read its mailbox and calendar. */
export function DevPanel({ reload = () => window.location.reload() }: DevPanelProps) {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [network, setNetwork] = useState<MockNetwork>({ offline: false, latencyMs: 0 })
  const [status, setStatus] = useState('')
  const [readings, setReadings] = useState(0)
  const [auth, dispatch] = useAtom(authAtom)
  const panelId = useId()
  const headingId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)

  const toggle = () => {
    setOpen(!open)
    if (open) return
    // Fresh state each time the panel opens (the mailbox mounts anew): a reload resets the mock's switches.
    getMockNetwork().then(setNetwork, () => {})
  }

  const run = async (action: () => Promise<string>) => {
    setBusy(true)
    try {
      setStatus(await action())
    } catch (error) {
      setStatus(`Failed: ${reasonOf(error)}`)
    } finally {
      setBusy(false)
    }
  }

  const resetDemoData = () =>
    run(async () => {
      await resetMockData()
      dispatch({ type: 'LOGOUT' })
      reload()
      return 'Demo data reset. Reloading…'
    })

  const loadManyMoves = () =>
    run(async () => {
      const { count, total } = await loadLargeCatalogue(LARGE_CATALOGUE_SIZE)
      return `Loaded ${count.toLocaleString('en')} generated moves (${total.toLocaleString('en')} moves in all). Open the library to see them.`
    })

  const loadAdminData = () =>
    run(async () => {
      const { users, history, invoices, challenge_id } = await loadLargeAdminData()
      const count = (value: number) => value.toLocaleString('en')
      return `Loaded large admin data: ${count(users)} users, ${count(history)} history rows and ${count(invoices)} invoices in all. Open /admin/users or /admin/user_history; the 500-member challenge is ${paths.challenge(challenge_id)} for member@movetime.app.`
    })

  const expireSession = () =>
    run(async () => {
      if (!auth.isAuthenticated || !auth.role) return 'Sign in first: there is no session to expire.'
      await expireMockSession(auth.token)
      try {
        // The API client turns the TOKEN_EXPIRED answer into the session-expired dialog.
        await check({ role: auth.role })
      } catch (error) {
        if (error instanceof ApiError && error.isTokenExpired) return 'Session expired.'
        throw error
      }
      return 'The mock still accepted the token.'
    })

  const toggleOffline = () =>
    run(async () => {
      const next = await setMockNetwork({ ...network, offline: !network.offline })
      setNetwork(next)
      return next.offline ? 'Offline: API calls now fail as if the network were down.' : 'Back online.'
    })

  const toggleSlow = () =>
    run(async () => {
      const next = await setMockNetwork({ ...network, latencyMs: network.latencyMs > 0 ? 0 : SLOW_LATENCY_MS })
      setNetwork(next)
      return next.latencyMs > 0 ? `Slow API: every call waits ${next.latencyMs / 1000} s.` : 'API at normal speed.'
    })

  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return
    event.preventDefault()
    setOpen(false)
    toggleRef.current?.focus()
  }

  return (
    <>
      {/* First in the DOM so Tab goes from the toggle straight into the open panel. */}
      <DisclosureButton
        ref={toggleRef}
        className="mt-devpanel__toggle"
        expanded={open}
        controls={panelId}
        aria-label="Developer panel"
        title="Developer panel"
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z" />
        </svg>
      </DisclosureButton>
      <section
        id={panelId}
        className="mt-devpanel"
        aria-labelledby={headingId}
        hidden={!open}
        onKeyDown={onPanelKeyDown}
      >
        <div className="mt-devpanel__header">
          <h2 id={headingId}>Developer panel</h2>
          <span className="mt-devpanel__badge">Mock mode</span>
        </div>
        <div className="mt-devpanel__actions">
          <Button variant="danger" busy={busy} onClick={resetDemoData}>
            Reset demo data
          </Button>
          <Button variant="secondary" busy={busy} onClick={loadManyMoves}>
            Load 5,000 moves
          </Button>
          <Button variant="secondary" busy={busy} onClick={loadAdminData}>
            Load large admin data
          </Button>
          <Button variant="secondary" busy={busy} onClick={expireSession}>
            Expire session
          </Button>
          <Button variant="secondary" busy={busy} onClick={toggleOffline}>
            {network.offline ? 'Go online' : 'Go offline'}
          </Button>
          <Button variant="secondary" busy={busy} onClick={toggleSlow}>
            {network.latencyMs > 0 ? 'Normal speed' : 'Slow API'}
          </Button>
        </div>
        <p className="mt-devpanel__status" role="status">
          {status}
        </p>
        {open && (
          <>
            <MockClock headingId={`${headingId}-clock`} onMoved={() => setReadings((count) => count + 1)} />
            {/* A move of the clock can send reminders and finish sessions: read both again. */}
            <MockMailbox key={`mailbox-${readings}`} headingId={`${headingId}-mailbox`} />
            <MockCalendar key={`calendar-${readings}`} headingId={`${headingId}-calendar`} />
          </>
        )}
      </section>
    </>
  )
}
