import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test'
import { accounts } from '../support/accounts'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { MOCK_API } from '../support/mockBackend'
import { fillSignIn } from '../support/signIn'

/*
 * Analytics with consent over real HTTP (api build against the mock server). Each visitor starts
 * with empty storage, so the banner asks. A reject means not one user-sessions request during a
 * whole visit; an accept means exactly one session with its page views at the mock; Global Privacy
 * Control means no banner and no request. With snapshots on, personal data typed and shown on the
 * pages never reaches a request body.
 */

const PROJECT_HEADER = Buffer.from('movetime:movetime-mock-secret').toString('base64')
const USER_SESSIONS = '/v2/api/lambda/analytics/user-sessions'
const BANNER = 'Help us improve MoveTime?'
/** playwright.config.ts gives every browser an answered banner; these visitors start with nothing stored. */
const NO_STORAGE = { cookies: [], origins: [] }

interface SessionSummary {
  session_id: string
  user_id: number | null
  start_time: string
  status: string
  page_views: number
}
interface SessionDetail extends SessionSummary {
  events: Array<{ seq: number; type: string; name: string }>
  html_copy: string
}

test.use({ actionTimeout: 15_000 })
test.beforeEach(async ({ request }) => {
  await request.post(`${MOCK_API}/__mock/reset`)
})

async function adminToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post(`${MOCK_API}/v2/api/lambda/login`, {
    headers: { 'content-type': 'application/json', 'x-project': PROJECT_HEADER },
    data: { email: accounts.admin.email, password: accounts.admin.password, role: 'admin' },
  })
  return ((await answer.json()) as { token: string }).token
}

/** Sessions the mock recorded since `since` (the seeded past visits left aside), each with its events. */
async function sessionsSince(request: APIRequestContext, since: string): Promise<SessionDetail[]> {
  const token = await adminToken(request)
  const headers = { 'x-project': PROJECT_HEADER, authorization: `Bearer ${token}` }
  const list = await request.get(`${MOCK_API}${USER_SESSIONS}?limit=100`, { headers })
  const fresh = ((await list.json()) as { list: SessionSummary[] }).list.filter((session) => session.start_time >= since)
  return Promise.all(
    fresh.map(async (session) => ((await (await request.get(`${MOCK_API}${USER_SESSIONS}/${session.session_id}`, { headers })).json()) as { model: SessionDetail }).model),
  )
}

async function visitor(browser: Browser, options: { gpc?: boolean; width?: number } = {}): Promise<{ context: BrowserContext; page: Page; sent: Request[] }> {
  const context = await browser.newContext({ storageState: NO_STORAGE, viewport: { width: options.width ?? 1280, height: 860 } })
  if (options.gpc) await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }))
  const sent: Request[] = []
  context.on('request', (request) => {
    if (request.url().includes(USER_SESSIONS)) sent.push(request)
  })
  return { context, page: await context.newPage(), sent }
}

/**
 * Leaves the app the way a closed tab does: pagehide fires, and a keepalive send outlives the page.
 * Playwright does not report a request made by a page being unloaded, so what arrived is read at the mock.
 */
async function leave(page: Page) {
  await page.goto('about:blank')
  // The keepalive request is sent by the browser after the page is gone; give it a moment to arrive.
  await page.waitForTimeout(1500)
}

async function clickThrough(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click()
  await expect(page).toHaveURL(/\/contact-us$/)
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Terms' }).click()
  await expect(page).toHaveURL(/\/terms$/)
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Privacy' }).click()
  await expect(page).toHaveURL(/\/privacy$/)
}

test('a visitor who rejects sends not one user-sessions request during a whole visit', async ({ browser, request }) => {
  const since = new Date().toISOString()
  const { context, page, sent } = await visitor(browser)
  const loaded: string[] = []
  page.on('response', (response) => loaded.push(response.url()))
  await page.goto('/')
  const banner = page.getByRole('region', { name: BANNER })
  await expect(banner).toBeVisible()
  // The banner took no focus.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
  await expectNoSeriousA11yViolations(page)
  await banner.getByRole('button', { name: 'Reject all' }).click()
  await expect(banner).toBeHidden()

  await clickThrough(page)
  // A new page load too: the choice holds, the banner does not ask again.
  await page.goto('/faq')
  await page.waitForTimeout(2500)
  await expect(page.getByRole('region', { name: BANNER })).toHaveCount(0)
  await leave(page)

  expect(sent.map((request) => request.url())).toEqual([])
  // Rejecting costs nothing: the collector's code was never fetched.
  expect(loaded.filter((url) => /\/assets\/(collector|snapshotRecorder)-/.test(url))).toEqual([])
  expect(await sessionsSince(request, since)).toEqual([])
  await context.close()
})

test('a visitor who accepts arrives at the mock as exactly one session with its page views', async ({ browser, request }) => {
  const since = new Date().toISOString()
  const { context, page, sent } = await visitor(browser)
  await page.goto('/')
  await page.getByRole('region', { name: BANNER }).getByRole('button', { name: 'Accept all' }).click()
  await expect(page.getByRole('region', { name: BANNER })).toBeHidden()
  await clickThrough(page)
  await leave(page)

  // The visit was shorter than a batch's 10 s: everything came with the pagehide send, a keepalive request that
  // outlived the page (Playwright no longer reports a request of a page that is gone; the mock shows it arrived).
  expect(sent.length).toBeLessThanOrEqual(1)

  await expect.poll(async () => (await sessionsSince(request, since)).length).toBe(1)
  const [session] = await sessionsSince(request, since)
  expect(session!.user_id).toBeNull()
  expect(session!.status).toBe('ended')
  expect(session!.events.filter((event) => event.type === 'page_view').map((event) => event.name)).toEqual(['/', '/contact-us', '/terms', '/privacy'])
  // Numbered once each, in order.
  expect(session!.events.map((event) => event.seq)).toEqual(session!.events.map((_, index) => index + 1))
  await context.close()
})

test('with Global Privacy Control: no banner, and no request', async ({ browser, request }) => {
  const since = new Date().toISOString()
  const { context, page, sent } = await visitor(browser, { gpc: true })
  await page.goto('/')
  expect(await page.evaluate(() => (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl)).toBe(true)
  await page.waitForTimeout(2500)
  await expect(page.getByRole('region', { name: BANNER })).toHaveCount(0)
  await clickThrough(page)
  await leave(page)
  expect(sent).toEqual([])
  expect(await sessionsSince(request, since)).toEqual([])
  await context.close()
})

test('on a phone the banner sits above the tab bar, moves nothing on the page, and the tabs still work', async ({ browser }) => {
  const { context, page } = await visitor(browser, { width: 375 })
  await page.goto('/user/login')
  await fillSignIn(page, 'member')
  const tabs = page.getByRole('navigation', { name: 'Member tabs' })
  await expect(tabs).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible()
  const banner = page.getByRole('region', { name: BANNER })
  await expect(banner).toBeVisible()

  const [bannerBox, tabsBox] = [await banner.boundingBox(), await tabs.boundingBox()]
  expect(bannerBox!.y + bannerBox!.height).toBeLessThanOrEqual(tabsBox!.y + 1)
  // Reject as big as accept.
  const [accept, reject] = [await banner.getByRole('button', { name: 'Accept all' }).boundingBox(), await banner.getByRole('button', { name: 'Reject all' }).boundingBox()]
  expect(Math.round(reject!.width)).toBe(Math.round(accept!.width))
  expect(Math.round(reject!.height)).toBe(Math.round(accept!.height))
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  await expectNoSeriousA11yViolations(page)

  // The tabs work with the banner showing.
  await tabs.getByRole('link', { name: 'Library' }).click()
  await expect(page).toHaveURL(/\/user\/library$/)
  const heading = page.getByRole('heading', { level: 1, name: 'Move library' })
  await expect(heading).toBeVisible()
  // The banner lies over the page: answering it moves nothing there.
  const before = await heading.boundingBox()
  await banner.getByRole('button', { name: 'Reject all' }).click()
  await expect(banner).toBeHidden()
  expect(await heading.boundingBox()).toEqual(before)
  await context.close()
})

test('with snapshots on, no email, card holder or chat message reaches a request body, snapshot included', async ({ browser, request }) => {
  const EMAIL = accounts.member.email
  const CARD_HOLDER = 'Janine Q Holderton'
  const CHAT = 'Meet me at the blue door at 7, bring the keys'
  const token = await adminToken(request)
  const enabled = await request.put(`${MOCK_API}/v2/api/lambda/analytics/settings`, {
    headers: { 'content-type': 'application/json', 'x-project': PROJECT_HEADER, authorization: `Bearer ${token}` },
    data: { snapshots_enabled: true },
  })
  expect(enabled.status()).toBe(200)
  const since = new Date().toISOString()

  const { context, page, sent } = await visitor(browser)
  await page.goto('/user/login')
  await page.getByRole('region', { name: BANNER }).getByRole('button', { name: 'Accept all' }).click()
  await fillSignIn(page, 'member')
  await expect(page).toHaveURL(/\/user\/dashboard$/)

  // The library is recorded: type personal data into its search, and show it on the page in text,
  // a [data-private] region, a hidden input and an attribute.
  await page.getByRole('navigation', { name: 'Member navigation' }).getByRole('link', { name: 'Library' }).click()
  await expect(page).toHaveURL(/\/user\/library$/)
  await page.getByLabel('Search moves').fill(`${EMAIL} ${CARD_HOLDER}`)
  await page.evaluate(
    ({ email, holder, chat }) => {
      const main = document.querySelector('main')!
      const note = document.createElement('div')
      note.innerHTML = `<p title="${email}">${chat}</p><div data-private><p>Card holder: ${holder}</p></div><input type="hidden" value="${email}"><img alt="${holder}" src="/icons/icon-192.png?who=${encodeURIComponent(email)}">`
      main.prepend(note)
    },
    { email: EMAIL, holder: CARD_HOLDER, chat: CHAT },
  )
  // Past the collector's 10 s batch, so the snapshot of this page goes out while the page is alive (and is seen here).
  await page.waitForTimeout(11_000)
  // Settings shows the email in a field, and is never recorded.
  await page.goto('/user/setting')
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await page.waitForTimeout(500)
  await leave(page)

  const bodies = sent.map((request) => request.postData() ?? '')
  expect(bodies.length).toBeGreaterThan(0)
  // Not vacuous: a snapshot was sent.
  expect(bodies.some((body) => (JSON.parse(body) as { html_copy?: string }).html_copy)).toBe(true)
  for (const secret of [EMAIL, 'member@', CARD_HOLDER, 'Holderton', CHAT, 'blue door']) {
    expect(bodies.filter((body) => body.includes(secret)), secret).toEqual([])
  }
  const sessions = await sessionsSince(request, since)
  expect(sessions).toHaveLength(1)
  expect(sessions[0]!.html_copy.length).toBeGreaterThan(0)
  for (const secret of [EMAIL, CARD_HOLDER, CHAT]) expect(sessions[0]!.html_copy).not.toContain(secret)
  await context.close()
})
