/* global document */
/**
 * Offline start-up benchmark: how long the installed app takes, with no network, from opening
 * to the library's first 20 moves on screen, with 5,000 generated moves in the device store.
 * Real Chromium, the api-mode build (dist-api/) and the mock backend as an HTTP server, so
 * "offline" is the browser's network switched off, as in a gym.
 *
 *   VITE_API_URL=http://localhost:8787 npm run build:api && npm run bench:offline
 *
 * Printed: the median and worst of RUNS cold opens (navigation start → 20 cards), and the
 * precache size of the service worker (what "installing" the app downloads).
 *
 * Beside it, the floor (scripts/benchFloorPage.mjs: a minimal React 19 + react-router page built
 * and served in the same run), timed in the same rounds as the library: its heading on a first
 * visit with a fresh profile (as bench:first-visit times it, the floor the ratios use),
 * and reopened in a browser that has loaded it once. FLOOR=0 skips it.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { buildFloorPage, serveFloorPage } from './benchFloorPage.mjs'
import { findChromium } from './findChromium.mjs'

const APP = 'http://localhost:4181'
const API = 'http://localhost:8787'
const MOVE_COUNT = Number(process.env.MOVES ?? 5000)
const RUNS = Number(process.env.RUNS ?? 5)
/** The build to open (API_DIR=… to compare another build). */
const API_DIR = process.env.API_DIR ?? 'dist-api'
const FLOOR = process.env.FLOOR !== '0'
const FLOOR_PORT = 4191
const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

const scratch = mkdtempSync(join(tmpdir(), 'movetime-bench-'))
const dataFile = join(scratch, 'db.json')
const children = [
  spawn('node', ['--import', 'tsx', 'mocks/server.ts'], { stdio: 'ignore', env: { ...process.env, PORT: '8787', MOCK_DATA_FILE: dataFile, APP_ORIGIN: APP } }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--port', '4181', '--strictPort', '--outDir', API_DIR], { stdio: 'ignore' }),
]

async function waitFor(url) {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not come up`)
}

/** The precache list inside the built worker, and the bytes it names. */
function precacheSize(dir) {
  const worker = readFileSync(join(dir, 'sw.js'), 'utf8')
  const urls = [...new Set([...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]))]
  const bytes = urls.reduce((sum, url) => sum + statSync(join(dir, url)).size, 0)
  return { entries: urls.length, kib: bytes / 1024 }
}

/** performance.now() (ms since navigation start) at the first frame the floor's h1 is laid out and visible. */
function headingShown() {
  const heading = document.querySelector('#root h1')
  if (!heading) return false
  const box = heading.getBoundingClientRect()
  return box.width > 0 && box.height > 0 ? performance.now() : false
}

/** The floor's heading time on a first visit: a fresh profile, as bench:first-visit opens it. */
async function floorFirstVisit(url) {
  const profile = mkdtempSync(join(scratch, 'profile-'))
  const context = await chromium.launchPersistentContext(profile, { executablePath: findChromium(), viewport: { width: 412, height: 823 }, args: LAUNCH_ARGS })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto(url, { waitUntil: 'commit' })
    return await (await page.waitForFunction(headingShown, undefined, { timeout: 30_000, polling: 'raf' })).jsonValue()
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
}

/** The floor's heading time reopened in a browser context that has loaded it before. */
async function floorReopened(context, url) {
  const page = await context.newPage()
  try {
    await page.goto(url, { waitUntil: 'commit' })
    return await (await page.waitForFunction(headingShown, undefined, { timeout: 30_000, polling: 'raf' })).jsonValue()
  } finally {
    await page.close()
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

let browser
let floorServer
try {
  await Promise.all([waitFor(`${API}/__mock/health`), waitFor(APP)])
  const loaded = await fetch(`${API}/__mock/large-catalogue`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ count: MOVE_COUNT }) })
  if (!loaded.ok) throw new Error(`Loading the large catalogue answered ${loaded.status}`)

  const floorUrl = `http://localhost:${FLOOR_PORT}/`
  if (FLOOR) floorServer = await serveFloorPage((await buildFloorPage(scratch)).outDir, FLOOR_PORT)

  browser = await chromium.launch({ executablePath: findChromium(), args: LAUNCH_ARGS })
  const floorContext = FLOOR ? await browser.newContext({ viewport: { width: 412, height: 823 } }) : null
  if (floorContext) await floorReopened(floorContext, floorUrl)
  // Tall enough that 20 cards are laid out at once.
  const context = await browser.newContext({ viewport: { width: 1280, height: 3200 } })
  const page = await context.newPage()
  await page.goto(`${APP}/user/login`)
  await page.getByLabel('Email').fill('member@movetime.app')
  await page.getByLabel('Password', { exact: true }).fill('Member123!')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.getByRole('heading', { level: 1, name: /Welcome back/ }).waitFor({ timeout: 60_000 })
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.goto(`${APP}/user/library`)
  // Online once: the library (every move) is saved on the device.
  await page.getByText(/^[\d,]+ moves$/).waitFor({ timeout: 60_000 })
  await page.waitForTimeout(1000)
  await page.close()

  await context.setOffline(true)
  const times = []
  const floorFirst = []
  const floorAgain = []
  // One round per run, the floor's opens beside the library's, so a busier moment hits both.
  for (let run = 0; run < RUNS; run += 1) {
    if (FLOOR) {
      floorFirst.push(await floorFirstVisit(floorUrl))
      floorAgain.push(await floorReopened(floorContext, floorUrl))
    }
    const offlinePage = await context.newPage()
    await offlinePage.goto(`${APP}/user/library`)
    const at = await offlinePage.waitForFunction(
      () => document.querySelectorAll('a[href^="/user/view-moves/"]').length >= 20 && performance.now(),
      undefined,
      { timeout: 30_000, polling: 'raf' },
    )
    times.push(await at.jsonValue())
    await offlinePage.close()
  }
  const list = (values) => values.map((ms) => ms.toFixed(0)).join(', ')
  console.log(`  each open (ms): ${list(times)}`)
  if (FLOOR) console.log(`  floor, each first visit (ms): ${list(floorFirst)}; each reopen (ms): ${list(floorAgain)}`)
  const libraryMs = median(times)
  const { entries, kib } = precacheSize(API_DIR)
  console.log(`Offline open with ${MOVE_COUNT.toLocaleString('en')} generated moves on the device (Chromium, api build ${API_DIR}, network off):`)
  console.log(`  navigation start → first 20 moves on screen: median ${libraryMs.toFixed(0)} ms, worst ${Math.max(...times).toFixed(0)} ms over ${RUNS} opens`)
  if (FLOOR) {
    const firstMs = median(floorFirst)
    const againMs = median(floorAgain)
    console.log(`  floor (minimal React 19 + react-router page) heading: first visit median ${firstMs.toFixed(0)} ms; reopened median ${againMs.toFixed(0)} ms`)
    console.log(`  library ÷ floor: ${(libraryMs / firstMs).toFixed(2)}× the floor's first visit, ${(libraryMs / againMs).toFixed(2)}× the floor reopened`)
  }
  console.log(`  precache: ${entries} entries, ${kib.toFixed(0)} KiB`)
} finally {
  await browser?.close()
  floorServer?.close()
  for (const child of children) child.kill()
  rmSync(scratch, { recursive: true, force: true })
}
