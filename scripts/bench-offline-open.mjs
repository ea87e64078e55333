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
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { findChromium } from './findChromium.mjs'

const APP = 'http://localhost:4181'
const API = 'http://localhost:8787'
const MOVE_COUNT = Number(process.env.MOVES ?? 5000)
const RUNS = Number(process.env.RUNS ?? 5)
/** The build to open (API_DIR=… to compare another build). */
const API_DIR = process.env.API_DIR ?? 'dist-api'

const dataFile = join(mkdtempSync(join(tmpdir(), 'movetime-bench-')), 'db.json')
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

let browser
try {
  await Promise.all([waitFor(`${API}/__mock/health`), waitFor(APP)])
  const loaded = await fetch(`${API}/__mock/large-catalogue`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ count: MOVE_COUNT }) })
  if (!loaded.ok) throw new Error(`Loading the large catalogue answered ${loaded.status}`)

  browser = await chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
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
  for (let run = 0; run < RUNS; run += 1) {
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
  console.log(`  each open (ms): ${times.map((ms) => ms.toFixed(0)).join(", ")}`)
  times.sort((a, b) => a - b)
  const { entries, kib } = precacheSize(API_DIR)
  console.log(`Offline open with ${MOVE_COUNT.toLocaleString('en')} generated moves on the device (Chromium, api build, network off):`)
  console.log(`  navigation start → first 20 moves on screen: median ${times[Math.floor(times.length / 2)].toFixed(0)} ms, worst ${times.at(-1).toFixed(0)} ms over ${RUNS} opens`)
  console.log(`  precache: ${entries} entries, ${kib.toFixed(0)} KiB`)
} finally {
  await browser?.close()
  for (const child of children) child.kill()
}
