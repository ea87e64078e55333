/* global document, window, requestAnimationFrame, MutationObserver */
/**
 * The member bundle budget as the browser sees it: in real Chromium, on the api build, the gzip KB
 * of JavaScript each member route requests before its heading draws. The static graph
 * (check-bundle-budget.mjs) cannot see what starts early at run time (a dynamic import fired on
 * mount, a worker registration), so this opens the pages and counts.
 *
 * Two members are measured:
 * - returning: signed in on this device before, library saved. Set up once in a browser profile
 *   of its own (sign in, let the library save and the service worker install), then every open is
 *   a cold start of that profile with the HTTP cache cleared. Kept: local storage (the session and
 *   the saved-library mark), IndexedDB (the library, the outbox), the service worker with its
 *   precache. Cleared: the memory and disk HTTP caches.
 * - fresh sign-in: a profile with nothing in it opens /user/login?redirect_uri=<route>, signs in
 *   and lands on the route. Counted: what the tab requested from the click on "Sign in" until the
 *   route's heading drew (the sign-in page's own code is the sign-in page's load, printed apart).
 *
 * Counted: every script the page requested (Resource Timing, whose entries include files the
 * service worker answers from its precache) whose request started before the heading drew, each
 * at the gzip size of the real file in the build, served from the worker or the network alike: a
 * precache makes a download free once, not the parsing and running it costs.
 *
 * Usage: node scripts/check-requested-js.mjs [outDir] [--runs=N]   (default dist-api, 5 runs)
 * The api build's API address is read from the build (a local mock server's port); this starts
 * that mock server with scratch data and a preview server of its own, and stops both.
 * Env: BUDGET_RUNS (as --runs; the median is judged), BUDGET_PREVIEW_PORT (default 4185).
 * BUDGET_LIST=1 lists every script counted. It stops at once when something else already answers
 * on the build's API port or the preview port (an end-to-end run's servers).
 * Part of `npm run check:budget`, judging the median of three runs: a returning member's route
 * requests the same bytes run after run, but on a loaded machine a request the page makes just
 * after its heading can, once in a while, start before the frame that paints it. The ceiling is
 * 110 KB for every route, a returning member's open and a fresh sign-in alike.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { findChromium } from './findChromium.mjs'

/** The ceiling (docs/architecture.md "Member bundle budget"), gzip KB requested before the heading draws. */
const REQUESTED_KB = 110
const ROUTES = ['/user/dashboard', '/user/library', '/favorites']
const MEMBER = { email: 'member@movetime.app', password: 'Member123!' }

const args = process.argv.slice(2)
const outDir = args.find((arg) => !arg.startsWith('--')) ?? 'dist-api'
const RUNS = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? process.env.BUDGET_RUNS ?? 5)
const PREVIEW_PORT = Number(process.env.BUDGET_PREVIEW_PORT ?? 4185)
const APP = `http://localhost:${PREVIEW_PORT}`

/** The mock server's address baked into the api build (only a local one can be measured here). */
function apiAddress(dir) {
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`${dir} has no build: run build:api first`)
  if (existsSync(join(dir, 'mockServiceWorker.js'))) throw new Error(`${dir} is a mock build; the budget is measured on the api build`)
  const assets = join(dir, 'assets')
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    const found = readFileSync(join(assets, file), 'utf8').match(/["'`](http:\/\/(?:localhost|127\.0\.0\.1):(\d+))\/?["'`]/)
    if (found) return { url: found[1], port: found[2] }
  }
  throw new Error(`${dir} is not built against a local API (VITE_API_URL=http://localhost:8787 npm run build:api)`)
}

const gzipSizes = new Map()
/** Gzip bytes of the built file a same-origin URL names, or null for a file not in the build. */
function gzipOf(url) {
  const { origin, pathname } = new URL(url)
  if (origin !== APP) return null
  if (!gzipSizes.has(pathname)) {
    const file = join(outDir, decodeURIComponent(pathname))
    gzipSizes.set(pathname, existsSync(file) ? gzipSync(readFileSync(file)).length : null)
  }
  return gzipSizes.get(pathname)
}

/**
 * Notes, in the page, when the first level-1 heading of the app is painted: the frame after it
 * joins the document (the splash of index.html has none).
 */
function headingWatch() {
  performance.setResourceTimingBufferSize(2000)
  // Armed again (the sign-in page's own heading set aside) to time the page that follows it.
  window.__watchHeading = (setAside = null) => {
    window.__headingDrawnAt = undefined
    const seen = () => {
      const heading = document.querySelector('#root h1')
      if (window.__headingDrawnAt !== undefined || !heading || heading === setAside) return false
      window.__headingDrawnAt = null
      requestAnimationFrame(() => {
        window.__headingDrawnAt = performance.now()
      })
      return true
    }
    const observer = new MutationObserver(() => {
      if (seen()) observer.disconnect()
    })
    observer.observe(document, { childList: true, subtree: true })
  }
  if (document.documentElement) window.__watchHeading()
  else document.addEventListener('readystatechange', () => window.__watchHeading(), { once: true })
}

/** Scripts whose requests started in [from, heading drawn], after the page settled a moment. */
async function scriptsBeforeHeading(page, from = 0) {
  await page.waitForFunction(() => typeof window.__headingDrawnAt === 'number', undefined, { timeout: 60_000, polling: 50 })
  // Requests started before the draw must finish to have an entry.
  await page.waitForTimeout(1500)
  const { drawnAt, entries } = await page.evaluate(() => ({
    drawnAt: window.__headingDrawnAt,
    entries: performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, startTime: entry.startTime })),
  }))
  const urls = [...new Set(entries.filter((entry) => entry.startTime >= from && entry.startTime <= drawnAt).map((entry) => entry.name.split('#')[0]))]
  const scripts = urls.filter((url) => new URL(url).pathname.endsWith('.js'))
  const outside = scripts.filter((url) => gzipOf(url) === null)
  const bytes = scripts.reduce((sum, url) => sum + (gzipOf(url) ?? 0), 0)
  return { drawnAt, bytes, scripts: scripts.map((url) => new URL(url).pathname), outside }
}

const LAUNCH = {
  executablePath: findChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  viewport: { width: 1280, height: 900 },
}

async function openProfile(dir) {
  const context = await chromium.launchPersistentContext(dir, LAUNCH)
  await context.addInitScript(headingWatch)
  const page = context.pages()[0] ?? (await context.newPage())
  return { context, page }
}

async function signIn(page, route) {
  await page.goto(`${APP}/user/login?redirect_uri=${encodeURIComponent(route)}`)
  await page.getByLabel('Email').fill(MEMBER.email)
  await page.getByLabel('Password', { exact: true }).fill(MEMBER.password)
  const clickedAt = await page.evaluate(() => {
    window.__watchHeading(document.querySelector('#root h1'))
    return performance.now()
  })
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  return clickedAt
}

/** Signs in once and leaves the profile as a returning member's: library saved, worker installed. */
async function prepareReturning(dir) {
  const { context, page } = await openProfile(dir)
  try {
    await signIn(page, '/user/library')
    await page.waitForURL(`${APP}/user/library`, { timeout: 60_000 })
    await page.getByText(/^[\d,]+ moves$/).waitFor({ timeout: 60_000 })
    await page.evaluate(() => navigator.serviceWorker.ready)
    for (const route of ROUTES) {
      await page.goto(`${APP}${route}`)
      await page.locator('#root h1').first().waitFor({ timeout: 60_000 })
    }
    const saved = await page.evaluate(() => localStorage.getItem('movetime:saved-library'))
    if (!saved) throw new Error('The returning member has no saved library after signing in')
    // The outbox drains and the worker caches what the pages loaded.
    await page.waitForTimeout(3000)
  } finally {
    await context.close()
  }
}

async function openReturning(dir, route) {
  const { context, page } = await openProfile(dir)
  try {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.clearBrowserCache')
    await page.goto(`${APP}${route}`)
    const result = await scriptsBeforeHeading(page)
    if (new URL(page.url()).pathname !== route) throw new Error(`The returning member opening ${route} landed on ${page.url()}`)
    return result
  } finally {
    await context.close()
  }
}

async function openFresh(route) {
  const dir = mkdtempSync(join(tmpdir(), 'movetime-budget-fresh-'))
  const { context, page } = await openProfile(dir)
  try {
    const clickedAt = await signIn(page, route)
    await page.waitForURL(`${APP}${route}`, { timeout: 60_000 })
    const result = await scriptsBeforeHeading(page, clickedAt)
    const signInPage = (await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, startTime: entry.startTime }))))
      .filter((entry) => entry.startTime < clickedAt && new URL(entry.name).pathname.endsWith('.js'))
      .reduce((sum, entry) => sum + (gzipOf(entry.name) ?? 0), 0)
    return { ...result, signInPage }
  } finally {
    await context.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

async function waitFor(url, child) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: its server exited with code ${child.exitCode}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not come up`)
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

/**
 * Whether something already answers at `url`. The servers this starts must be its own: another
 * mock server on the build's API port (an end-to-end run's) has other data and lets no page of
 * this preview's origin in, and the sign-in would time out without saying why.
 */
async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) })
    return true
  } catch {
    return false
  }
}

/** Whether `url` still answers after a few seconds: the servers of an end-to-end run just ended may take a moment to go. */
async function stillAnswers(url) {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    if (!(await answers(url))) return false
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  return true
}

const api = apiAddress(outDir)
for (const url of [api.url, APP]) {
  if (await stillAnswers(url)) {
    console.error(`${url} is already served by another process: stop it (or build against another port, or set BUDGET_PREVIEW_PORT) and run this again.`)
    process.exit(1)
  }
}
const scratch = mkdtempSync(join(tmpdir(), 'movetime-budget-'))
const servers = [
  spawn(process.execPath, ['--import', 'tsx', 'mocks/server.ts'], { stdio: 'ignore', env: { ...process.env, PORT: api.port, MOCK_DATA_FILE: join(scratch, 'db.json'), APP_ORIGIN: APP } }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--port', String(PREVIEW_PORT), '--strictPort', '--outDir', outDir], { stdio: 'ignore' }),
]
let failed = false
try {
  await Promise.all([waitFor(`${api.url}/__mock/health`, servers[0]), waitFor(APP, servers[1])])
  const profile = join(scratch, 'returning')
  await prepareReturning(profile)
  console.log(`JS requested before the heading draws (Chromium, ${outDir}, gzip of the built files, median of ${RUNS}; ceiling ${REQUESTED_KB} KB)`)
  for (const route of ROUTES) {
    const returning = []
    const fresh = []
    for (let run = 0; run < RUNS; run += 1) {
      returning.push(await openReturning(profile, route))
      fresh.push(await openFresh(route))
    }
    for (const [who, results] of [['returning', returning], ['fresh sign-in', fresh]]) {
      const bytes = median(results.map((result) => result.bytes))
      const typical = results.find((result) => result.bytes === bytes)
      const over = bytes > REQUESTED_KB * 1024
      failed ||= over
      const runs = results.map((result) => (result.bytes / 1024).toFixed(1)).join(', ')
      const extra = who === 'fresh sign-in' ? `; sign-in page before it ${kb(median(results.map((result) => result.signInPage)))}` : ''
      console.log(`${over ? 'OVER ' : 'ok   '} ${route.padEnd(16)} ${who.padEnd(14)} ${kb(bytes).padStart(9)} in ${String(typical.scripts.length).padStart(2)} scripts, heading at ${median(results.map((result) => result.drawnAt)).toFixed(0)} ms (runs: ${runs}${extra})`)
      if (over || process.env.BUDGET_LIST) console.log(`      ${typical.scripts.map((path) => `${path} ${kb(gzipOf(`${APP}${path}`))}`).join('\n      ')}`)
      if (typical.outside.length > 0) console.log(`      not in the build (not counted): ${typical.outside.join(', ')}`)
    }
  }
} finally {
  for (const child of servers) child.kill()
  rmSync(scratch, { recursive: true, force: true })
}
if (failed) {
  console.error(`\nA member route requests more JS before its heading draws than its ceiling (${REQUESTED_KB} KB gzip): something the first draw does not need loads before it.`)
  process.exit(1)
}
