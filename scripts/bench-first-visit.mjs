/* global document, window */
/**
 * First-visit benchmark: what a new visitor waits for. Real Chromium, a fresh profile for every
 * run (no HTTP cache, no service worker, no storage), RUNS cold opens of each page in both builds:
 * the mocked build (dist/ on :4173, the mock backend in the page) and the api build (dist-api/ on
 * :4174, talking to `npm run mock:server` on :8787 over real HTTP).
 *
 *   npm run build && VITE_API_URL=http://localhost:8787 npm run build:api && npm run bench:first-visit
 *
 * Printed per page and build, median and worst over RUNS: navigation start → the page's main
 * heading (the h1 inside the app's root) on screen, and the Largest Contentful Paint the browser's
 * PerformanceObserver reports by then, beside the floor: a minimal React 19 + react-router page
 * (scripts/benchFloorPage.mjs) built and timed in the same run. Fails (exit 1) when a median heading
 * time is 2 s or more, or when a blog post of the api build (prerendered) is more than
 * MAX_FLOOR_RATIO times the floor's.
 *
 * Options (environment): RUNS (default 5), MOCK_DIR / API_DIR (builds to serve, default dist and
 * dist-api), BUILDS=mock,api, PAGES=/,/user/login,/move?id=1,<the first post of the api build's
 * sitemap>, FLOOR=0 to skip the floor, MAX_FLOOR_RATIO (default 1.5).
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { buildFloorPage, serveFloorPage } from './benchFloorPage.mjs'
import { findChromium } from './findChromium.mjs'

const RUNS = Number(process.env.RUNS ?? 5)
const LIMIT_MS = 2000
const MAX_FLOOR_RATIO = Number(process.env.MAX_FLOOR_RATIO ?? 1.5)
const FLOOR_PORT = 4190

/** A published post of the build: the prerendered blog's first, from the sitemap the build wrote. */
function firstPost(dir) {
  const sitemap = join(dir, 'sitemap.xml')
  return existsSync(sitemap) ? readFileSync(sitemap, 'utf8').match(/<loc>[^<]*?(\/blog\/[a-z0-9-]+)<\/loc>/)?.[1] : undefined
}
const post = firstPost(process.env.API_DIR ?? 'dist-api')
const PAGES = (process.env.PAGES ?? ['/', '/user/login', '/move?id=1', ...(post ? [post] : [])].join(',')).split(',')
const BUILDS = [
  { name: 'mock', dir: process.env.MOCK_DIR ?? 'dist', port: 4173 },
  { name: 'api', dir: process.env.API_DIR ?? 'dist-api', port: 4174 },
].filter((build) => (process.env.BUILDS ?? 'mock,api').split(',').includes(build.name))
const API = 'http://localhost:8787'

const scratch = mkdtempSync(join(tmpdir(), 'movetime-first-visit-'))
const children = []
function serve(command, args, env = {}) {
  const child = spawn(command, args, { stdio: 'ignore', env: { ...process.env, ...env } })
  children.push(child)
  return child
}

async function waitFor(url) {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not come up (is something else on its port?)`)
}

/** Keeps the latest LCP candidate where the bench can read it; installed before any page script. */
function observeLcp() {
  window.__benchLcp = null
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__benchLcp = entry.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
}

/** performance.now() (ms since navigation start) at the first frame the app's h1 is laid out and visible. */
function headingShown() {
  const heading = document.querySelector('#root h1')
  if (!heading) return false
  const box = heading.getBoundingClientRect()
  const style = window.getComputedStyle(heading)
  return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0 ? performance.now() : false
}

async function openOnce(executablePath, url) {
  const profile = mkdtempSync(join(scratch, 'profile-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    viewport: { width: 412, height: 823 },
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  try {
    await context.addInitScript(observeLcp)
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto(url, { waitUntil: 'commit' })
    const shown = await page.waitForFunction(headingShown, undefined, { timeout: 30_000, polling: 'raf' })
    const headingMs = await shown.jsonValue()
    const text = await page.locator('#root h1').first().innerText()
    // LCP candidates keep coming while images decode; give the page a moment before reading it.
    await page.waitForTimeout(1500)
    const lcpMs = await page.evaluate(() => window.__benchLcp)
    return { headingMs, lcpMs, text }
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const ms = (value) => (value === null || value === undefined ? '   n/a' : `${value.toFixed(0).padStart(5)} ms`)

let failed = false
const servers = []
try {
  const executablePath = findChromium()
  if (BUILDS.some((build) => build.name === 'api')) {
    serve('node', ['--import', 'tsx', 'mocks/server.ts'], { PORT: '8787', MOCK_DATA_FILE: join(scratch, 'db.json') })
  }
  for (const build of BUILDS) {
    serve(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--port', String(build.port), '--strictPort', '--outDir', build.dir])
  }
  await Promise.all([
    ...BUILDS.map((build) => waitFor(`http://localhost:${build.port}/`)),
    ...(BUILDS.some((build) => build.name === 'api') ? [waitFor(`${API}/__mock/health`)] : []),
  ])

  console.log(`First visit, fresh Chromium profile per run, ${RUNS} runs: navigation start → main heading on screen, and LCP`)
  let floorMs = null
  if (process.env.FLOOR !== '0') {
    const floor = await buildFloorPage(scratch)
    servers.push(await serveFloorPage(floor.outDir, FLOOR_PORT))
    const runs = []
    for (let run = 0; run < RUNS; run += 1) runs.push(await openOnce(executablePath, `http://localhost:${FLOOR_PORT}/`))
    const headings = runs.map((run) => run.headingMs)
    floorMs = median(headings)
    console.log(`floor     minimal React 19 + react-router page (${floor.kb.toFixed(1)} KB gzip of JS) heading median ${ms(floorMs)}, worst ${ms(Math.max(...headings))}`)
    console.log(`       each heading (ms): ${headings.map((value) => value.toFixed(0)).join(', ')}`)
  }
  for (const build of BUILDS) {
    for (const path of PAGES) {
      const runs = []
      for (let run = 0; run < RUNS; run += 1) runs.push(await openOnce(executablePath, `http://localhost:${build.port}${path}`))
      const headings = runs.map((run) => run.headingMs)
      const lcps = runs.map((run) => run.lcpMs).filter((value) => typeof value === 'number')
      const headingMedian = median(headings)
      const ratio = floorMs ? headingMedian / floorMs : null
      // A prerendered post draws from its HTML: within MAX_FLOOR_RATIO of the floor (api build, as shipped).
      const overFloor = ratio !== null && build.name === 'api' && path.startsWith('/blog/') && ratio > MAX_FLOOR_RATIO
      const over = headingMedian >= LIMIT_MS || overFloor
      failed ||= over
      console.log(
        `${over ? 'SLOW' : 'ok  '} ${build.name.padEnd(4)} ${path.padEnd(14)} heading median ${ms(headingMedian)}${ratio === null ? '' : ` (${ratio.toFixed(2)}× floor)`}, worst ${ms(Math.max(...headings))}` +
          ` · LCP median ${ms(lcps.length ? median(lcps) : null)}, worst ${ms(lcps.length ? Math.max(...lcps) : null)} · "${runs[0].text.slice(0, 40)}"`,
      )
      console.log(`       each heading (ms): ${headings.map((value) => value.toFixed(0)).join(', ')}`)
    }
  }
} finally {
  for (const server of servers) server.close()
  for (const child of children) child.kill()
  rmSync(scratch, { recursive: true, force: true })
}

if (failed) {
  console.error(`\nA page's median first visit is ${LIMIT_MS} ms or more, or a blog post's is over ${MAX_FLOOR_RATIO}× the floor's.`)
  process.exit(1)
}
