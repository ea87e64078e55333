/**
 * Challenge page benchmark with the 500-participant challenge of the large data switch, in real
 * Chromium against the mocked production build (dist/). Run `npm run build` first, then
 * `npm run bench:leaderboard` (RUNS=5 by default; DIST=… to open another build).
 *
 * It signs in as the demo member, loads the large data with the developer panel's "Load large
 * admin data" (its answer names the challenge's page), then times,
 * from navigation to the frame after the leaderboard's last row is drawn:
 *   - a full page load of /user/challenges/<id> with nothing saved on the device (the device store
 *     is deleted before each run), so the rows come from the mock's answer;
 *   - an in-app navigation from /user/challenges (a click on the challenge's card), where the copy
 *     saved by the previous visit draws first and the server's answer replaces it.
 * Printed: the median (and min / max) of RUNS runs of each, and rows in the table.
 */
/* global document, window, requestAnimationFrame, MutationObserver, indexedDB -- page.evaluate() and the init script run this code in the browser */
import { spawn } from 'node:child_process'
import { chromium } from '@playwright/test'
import { findChromium } from './findChromium.mjs'

const PORT = 4184
const BASE = `http://localhost:${PORT}`
const RUNS = Number(process.env.RUNS ?? 5)
const DIST = process.env.DIST ?? 'dist'
/** The switch's challenge has 500 participants; a table this long counts as the whole leaderboard. */
const MIN_ROWS = Number(process.env.MIN_ROWS ?? 500)
const OFFLINE_DB_NAME = 'movetime-offline'

const server = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--port', String(PORT), '--strictPort', '--outDir', DIST], { stdio: 'ignore' })

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(BASE)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`vite preview did not start on ${BASE}`)
}

/**
 * Runs in every document before the app: watches for the leaderboard to hold MIN_ROWS rows and
 * records the time (performance.now(), from navigation start) of the frame after it is drawn —
 * first from any source, then once no "Saved leaderboard" mark is left (the server's rows).
 */
function watchLeaderboard(minRows) {
  const board = { first: null, firstSaved: null, server: null, rows: 0 }
  window.__leaderboard = board
  let firstPending = false
  let serverPending = false
  const afterPaint = (record) => requestAnimationFrame(() => setTimeout(() => record(performance.now()), 0))
  const check = () => {
    const body = document.querySelector('table.leaderboard tbody')
    if (!body || body.rows.length < minRows) return
    board.rows = body.rows.length
    const saved = document.querySelector('.challenge-panel__saved') !== null
    if (!firstPending) {
      firstPending = true
      afterPaint((at) => {
        board.first = at
        board.firstSaved = saved
      })
    }
    if (!saved && !serverPending) {
      serverPending = true
      afterPaint((at) => {
        // The last row laid out, not merely in the DOM.
        const last = body.rows[body.rows.length - 1]
        board.lastRowHeight = last ? last.getBoundingClientRect().height : 0
        board.server = at
      })
    }
  }
  new MutationObserver(check).observe(document, { childList: true, subtree: true })
}

async function boardTimes(page) {
  await page.waitForFunction(() => window.__leaderboard?.server != null, null, { timeout: 60_000 })
  return page.evaluate(() => window.__leaderboard)
}

/** Deletes the member's device store from a page that does not run the app, so nothing saved draws first. */
async function forgetDeviceCopy(page) {
  await page.goto(`${BASE}/icons/favicon.svg`)
  await page.evaluate(
    (name) =>
      new Promise((resolve, reject) => {
        const request = indexedDB.deleteDatabase(name)
        request.onsuccess = () => resolve()
        request.onerror = () => reject(request.error)
        request.onblocked = () => resolve()
      }),
    OFFLINE_DB_NAME,
  )
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const summary = (values) => `median ${median(values).toFixed(0)} ms (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)}; ${values.map((value) => value.toFixed(0)).join(', ')})`

let browser
try {
  await waitForServer()
  browser = await chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  await context.addInitScript(watchLeaderboard, MIN_ROWS)
  const page = await context.newPage()
  await page.goto(`${BASE}/user/login`)
  await page.getByLabel('Email').fill('member@movetime.app')
  await page.getByLabel('Password', { exact: true }).fill('Member123!')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL('**/user/dashboard')

  // Through the developer panel, as a developer would: it reaches the mock in the page whether or not the worker intercepts yet.
  const toggle = page.getByRole('button', { name: 'Developer panel' })
  await toggle.click()
  const loadStarted = Date.now()
  await page.getByRole('button', { name: 'Load large admin data' }).click()
  const status = page.getByRole('status').filter({ hasText: /^Loaded large admin data/ })
  await status.waitFor({ timeout: 180_000 })
  const message = (await status.textContent()) ?? ''
  const challengeId = Number(/\/user\/challenges\/(\d+)/.exec(message)?.[1])
  if (!Number.isInteger(challengeId)) throw new Error(`The large data's answer names no challenge: ${message}`)
  console.log(`Large data loaded in the browser's mock in ${Date.now() - loadStarted} ms: challenge #${challengeId}`)
  await toggle.click()
  const challengeUrl = `${BASE}/user/challenges/${challengeId}`

  // Once, unmeasured: the page's code and the worker's caches are warm, as for a member who has used the app.
  await page.goto(challengeUrl)
  await boardTimes(page)

  const fullLoad = []
  let rows = 0
  let lastRowHeight = 0
  for (let run = 0; run < RUNS; run += 1) {
    await forgetDeviceCopy(page)
    await page.goto(challengeUrl)
    const times = await boardTimes(page)
    if (times.firstSaved) throw new Error('A saved copy drew although the device store was deleted.')
    fullLoad.push(times.server)
    rows = times.rows
    lastRowHeight = times.lastRowHeight
  }

  const inApp = { first: [], server: [] }
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto(`${BASE}/user/challenges`)
    const selector = `a[href="/user/challenges/${challengeId}"]`
    await page.locator(selector).first().waitFor()
    // Cleared and clicked in one go inside the page, so the clock starts at the click itself.
    const started = await page.evaluate((linkSelector) => {
      window.__leaderboard.first = null
      window.__leaderboard.server = null
      const at = performance.now()
      document.querySelector(linkSelector).click()
      return at
    }, selector)
    const times = await boardTimes(page)
    inApp.first.push(times.first - started)
    inApp.server.push(times.server - started)
  }

  const cores = await page.evaluate(() => navigator.hardwareConcurrency)
  console.log(`Challenge page with ${rows} participants (Chromium, 390×844, mocked production build, ${cores} cores):`)
  console.log(`  full page load, nothing saved → last row drawn: ${summary(fullLoad)}`)
  console.log(`  in-app navigation → last row drawn (saved copy first): ${summary(inApp.first)}`)
  console.log(`  in-app navigation → server's leaderboard drawn: ${summary(inApp.server)}`)
  console.log(`  last row laid out at ${lastRowHeight.toFixed(0)} px high`)
} finally {
  await browser?.close()
  server.kill()
}
