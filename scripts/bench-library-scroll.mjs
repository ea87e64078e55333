/**
 * Scroll benchmark for the library with 5,000 moves, in real Chromium against the mocked
 * production build (dist/). Run `npm run build` first, then `npm run bench:scroll`.
 *
 * It signs in as the demo member, loads the large generated catalogue through the mock's
 * developer endpoint, then RUNS times opens /user/library afresh and scrolls from top to bottom
 * 400 px per animation frame, recording every frame's duration. Printed for each run and as the
 * median of the runs: time to the first cards, frames, median / p95 / max frame time, the share
 * of frames over 25 ms, and how many cards were in the DOM at the end (windowing keeps that small).
 *
 * Options (environment): MOVES (default 5000), RUNS (default 5), DIST (the build to serve,
 * default dist), WIDTH (viewport width, default 390).
 */
/* global document, window, requestAnimationFrame -- page.evaluate() runs this code in the browser */
import { spawn } from 'node:child_process'
import { chromium } from '@playwright/test'
import { findChromium } from './findChromium.mjs'

const PORT = 4180
const BASE = `http://localhost:${PORT}`
const MOVE_COUNT = Number(process.env.MOVES ?? 5000)
const RUNS = Number(process.env.RUNS ?? 5)
const DIST = process.env.DIST ?? 'dist'
const WIDTH = Number(process.env.WIDTH ?? 390)

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

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

let browser
try {
  await waitForServer()
  browser = await chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  const page = await browser.newPage({ viewport: { width: WIDTH, height: 844 } })
  await page.goto(`${BASE}/user/login`)
  await page.getByLabel('Email').fill('member@movetime.app')
  await page.getByLabel('Password', { exact: true }).fill('Member123!')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL('**/user/dashboard')
  // The catalogue is loaded by a plain fetch, which only the mock answers: a worker controlling the page
  // is not enough (on a first visit the mock starts once the worker has taken the page over), so wait
  // until the mock itself answers.
  const mockAnswers = () =>
    page.evaluate(async () => {
      const answer = await fetch('/__mock/health').catch(() => null)
      return answer?.ok === true && (answer.headers.get('content-type') ?? '').includes('json')
    })
  for (let waited = 0; !(await mockAnswers()); waited += 250) {
    if (waited > 60_000) throw new Error('The mock backend did not start within a minute')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }

  const loaded = await page.evaluate(async (count) => {
    const response = await fetch('/__mock/large-catalogue', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count }),
    })
    return response.status
  }, MOVE_COUNT)
  if (loaded !== 200) throw new Error(`Loading the large catalogue answered ${loaded}`)

  const runs = []
  for (let run = 0; run < RUNS; run += 1) {
    const started = Date.now()
    await page.goto(`${BASE}/user/library`)
    await page.locator('a[href^="/user/view-moves/"]').first().waitFor()
    const firstCardsMs = Date.now() - started
    // The rest of the library arrives after the first cards (the list is busy until then); the scroll starts once it is in.
    await page.getByText(/^[\d,]+ moves$/).waitFor()
    await page.locator('ul[aria-label="Moves"]:not([aria-busy="true"])').waitFor()

    const frames = await page.evaluate(async () => {
      const durations = []
      const step = 400
      let last = performance.now()
      await new Promise((resolve) => {
        const tick = (now) => {
          durations.push(now - last)
          last = now
          const bottom = document.documentElement.scrollHeight - window.innerHeight
          if (window.scrollY >= bottom - 1 || durations.length > 3000) return resolve()
          window.scrollBy(0, step)
          requestAnimationFrame(tick)
        }
        requestAnimationFrame(tick)
      })
      return durations.slice(1)
    })
    const cardsInDom = await page.locator('a[href^="/user/view-moves/"]').count()
    const sorted = [...frames].sort((a, b) => a - b)
    // A frame counts as dropped when it took longer than one and a half 60 Hz frames.
    const slow = frames.filter((ms) => ms > 25).length
    const result = { firstCardsMs, frames: frames.length, median: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1), slowShare: (slow / frames.length) * 100, slow, cardsInDom }
    runs.push(result)
    console.log(
      `  run ${run + 1}: first cards ${firstCardsMs} ms; ${result.frames} frames, median ${result.median.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, max ${result.max.toFixed(1)} ms; ` +
        `over 25 ms: ${slow} (${result.slowShare.toFixed(1)} %); cards in the DOM at the bottom: ${cardsInDom}`,
    )
  }
  const of = (key) => median(runs.map((run) => run[key]))
  console.log(`Library scroll with ${MOVE_COUNT} moves (Chromium, ${WIDTH}×844, ${DIST}), median of ${RUNS} runs:`)
  console.log(`  first cards on screen after navigation: ${of('firstCardsMs')} ms`)
  console.log(`  frames: ${of('frames')}; median ${of('median').toFixed(1)} ms, p95 ${of('p95').toFixed(1)} ms, max ${of('max').toFixed(1)} ms`)
  console.log(`  dropped frames (over 25 ms): ${of('slowShare').toFixed(1)} %`)
  console.log(`  move cards in the DOM at the bottom: ${of('cardsInDom')}`)
} finally {
  await browser?.close()
  server.kill()
}
