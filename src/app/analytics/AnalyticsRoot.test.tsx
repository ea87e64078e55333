import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { act, render, screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { Provider } from 'jotai'
import { lazy, Suspense } from 'react'
import { UNSAFE_createMemoryHistory as createMemoryHistory, unstable_HistoryRouter as HistoryRouter, Route, Routes, useNavigate } from 'react-router'
import { server } from '@mocks/node'
import { db } from '@mocks/db/db'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { appStore } from '@/lib/auth/authState'
import { blockable } from '@/lib/navigation/blockableHistory'
import { SNAPSHOT_EXCLUDED_ROUTES } from '@/shared/analytics/snapshotRoutes'
import { CONSENT_STORAGE_KEY, forgetConsentForTests } from '@/shared/analytics/consent'
import { CONSENT_TEXT } from '@/shared/analytics/consentText'
import { routeTable } from '../routes/routeTable'
import { AnalyticsRoot, routeOf } from './AnalyticsRoot'

let analyticsRequests: string[] = []
const listen = ({ request }: { request: Request }) => {
  if (request.url.includes('/analytics/')) analyticsRequests.push(`${request.method} ${new URL(request.url).pathname}`)
}

beforeEach(() => {
  forgetConsentForTests()
  sessionStorage.clear()
  analyticsRequests = []
  server.events.on('request:start', listen)
})

afterEach(() => {
  server.events.removeListener('request:start', listen)
  Reflect.deleteProperty(navigator, 'globalPrivacyControl')
})

function GoTo({ to }: { to: string }) {
  const navigate = useNavigate()
  return (
    <button type="button" onClick={() => navigate(to)}>
      {`Go to ${to}`}
    </button>
  )
}

// A page whose code never arrives: the router keeps showing the page before it.
const NeverDrawn = lazy(() => new Promise<never>(() => undefined))

/** The app's router: the declarative one on a blockable history, drawing each new page in a transition. */
function renderApp(start = '/faq') {
  const history = blockable(createMemoryHistory({ initialEntries: [start], v5Compat: true }))
  return render(
    <Provider store={appStore}>
      <HistoryRouter history={history}>
        <AnalyticsRoot />
        <Suspense fallback={null}>
          <Routes>
            <Route path="/privacy" element={<NeverDrawn />} />
            <Route
              path="*"
              element={
                <>
                  <GoTo to="/plans" />
                  <GoTo to="/privacy" />
                </>
              }
            />
          </Routes>
        </Suspense>
      </HistoryRouter>
    </Provider>,
  )
}

/** The live visit's events, the seeded past visits left aside, once the pagehide ended it. */
async function endedVisit() {
  const live = () => db.analytics_session.findMany((q) => q.where((row) => !row.session_id.startsWith('5eed0000-')))
  await waitFor(() => expect(live().map((row) => row.status)).toEqual(['ended']))
  return live()[0]!
}

const pageHide = () => act(() => void window.dispatchEvent(new Event('pagehide')))
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)))

describe('analytics with consent, in the app', () => {
  it('asks on a first visit in a labelled region that takes no focus, and records nothing before a choice', async () => {
    const user = userEvent.setup()
    const { container } = renderApp()
    const banner = await screen.findByRole('region', { name: CONSENT_TEXT.bannerTitle })
    expect(document.activeElement).toBe(document.body)
    const accept = screen.getByRole('button', { name: CONSENT_TEXT.accept })
    const reject = screen.getByRole('button', { name: CONSENT_TEXT.reject })
    // Rejecting is as easy as accepting: the same kind of button, side by side.
    expect(reject.className).toBe(accept.className)
    expect(await seriousAxeViolations(container)).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Go to /plans' }))
    pageHide()
    await settle()
    expect(analyticsRequests).toEqual([])
    expect(banner).toBeInTheDocument()
  })

  it('after a reject, nothing is loaded or sent during the whole visit', async () => {
    const user = userEvent.setup()
    renderApp()
    await user.click(await screen.findByRole('button', { name: CONSENT_TEXT.reject }))
    expect(screen.queryByRole('region', { name: CONSENT_TEXT.bannerTitle })).not.toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({ statistics: false, snapshots: false })
    await user.click(screen.getByRole('button', { name: 'Go to /plans' }))
    pageHide()
    await settle()
    expect(analyticsRequests).toEqual([])
  })

  it('after an accept, the visit arrives with its page views (route patterns), sent on pagehide', async () => {
    const user = userEvent.setup()
    renderApp('/user/view-moves/12')
    await user.click(await screen.findByRole('button', { name: CONSENT_TEXT.accept }))
    await settle()
    await user.click(screen.getByRole('button', { name: 'Go to /plans' }))
    pageHide()
    await waitFor(() => expect(analyticsRequests).toContain('POST /v2/api/lambda/analytics/user-sessions'))
    // Exactly one session: this one, ended by the pagehide.
    const session = await endedVisit()
    expect(session.user_id).toBeNull()
    expect(session.events.filter((event) => event.type === 'page_view').map((event) => event.name)).toEqual(['/user/view-moves/:id', '/plans'])
    // The visitor allowed snapshots, but the admin's switch is off: the switch was asked, no snapshot sent.
    expect(analyticsRequests).toContain('GET /v2/api/lambda/analytics/settings')
    expect(session.html_copy).toBe('')
  })

  it('records a page the visitor left before it drew, and the same address twice as one view', async () => {
    const user = userEvent.setup()
    renderApp('/faq')
    await user.click(await screen.findByRole('button', { name: CONSENT_TEXT.accept }))
    await settle()
    await user.click(screen.getByRole('button', { name: 'Go to /plans' }))
    await user.click(screen.getByRole('button', { name: 'Go to /plans' }))
    // The router draws /privacy in a transition that never ends: the page before it stays, and the visitor closes the tab.
    await user.click(screen.getByRole('button', { name: 'Go to /privacy' }))
    expect(screen.getByRole('button', { name: 'Go to /privacy' })).toBeInTheDocument()
    pageHide()
    const session = await endedVisit()
    expect(session.events.filter((event) => event.type === 'page_view').map((event) => event.name)).toEqual(['/faq', '/plans', '/privacy'])
  })

  it('with Global Privacy Control, shows no banner and sends nothing', async () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true })
    const user = userEvent.setup()
    renderApp()
    await settle()
    expect(screen.queryByRole('region', { name: CONSENT_TEXT.bannerTitle })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Go to /plans' }))
    pageHide()
    await settle()
    expect(analyticsRequests).toEqual([])
  })
})

describe('what a page view records', () => {
  it('is the route’s pattern, never the address with its ids; admin pages are not recorded', () => {
    expect(routeOf('/user/view-moves/12')).toEqual({ pattern: '/user/view-moves/:id', admin: false })
    expect(routeOf('/account/my-spaces/4')).toEqual({ pattern: '/account/my-spaces/:id', admin: false })
    expect(routeOf('/admin/edit-moves/3')).toMatchObject({ admin: true })
    expect(routeOf('/no/such/page')).toEqual({ pattern: '/*', admin: false })
  })

  it('the snapshot’s excluded pages are routes of the app (a renamed route cannot slip out of the list)', () => {
    const patterns = new Set(routeTable.map((route) => route.path))
    for (const pattern of SNAPSHOT_EXCLUDED_ROUTES.filter((pattern) => !pattern.endsWith('*'))) expect(patterns.has(pattern), pattern).toBe(true)
  })
})
