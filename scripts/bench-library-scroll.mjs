/**
 * Scroll benchmark for the library with 5,000 moves, in real Chromium against the mocked
 * production build (dist/). Run `npm run build` first, then `npm run bench:scroll`.
 *
 * It signs in as the demo member, loads the large generated catalogue through the mock's
 * developer endpoint, opens /user/library, and then scrolls from top to bottom 400 px per
 * animation frame, recording every frame's duration. Printed: time to the first cards, frames,
 * median / p95 / max frame time, the share of frames over 16.7 ms, and how many cards were in
 * the DOM at the end (windowing keeps that small).
 */
/* global document, window, requestAnimationFrame -- page.evaluate() runs this code in the browser */
import { spawn } from 'node:child_process'
import { chromium } from '@playwright/test'
import { findChromium } from './findChromium.mjs'

const PORT = 4180
const BASE = `http://localhost:${PORT}`
const MOVE_COUNT = Number(process.env.MOVES ?? 5000)

const server = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--port', String(PORT), '--strictPort', '--outDir', 'dist'], { stdio: 'ignore' })

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

let browser
try {
  await waitForServer()
  browser = await chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await page.goto(`${BASE}/user/login`)
  await page.getByLabel('Email').fill('member@movetime.app')
  await page.getByLabel('Password', { exact: true }).fill('Member123!')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL('**/user/dashboard')

  const loaded = await page.evaluate(async (count) => {
    const response = await fetch('/__mock/large-catalogue', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count }),
    })
    return response.status
  }, MOVE_COUNT)
  if (loaded !== 200) throw new Error(`Loading the large catalogue answered ${loaded}`)

  const started = Date.now()
  await page.goto(`${BASE}/user/library`)
  await page.locator('a[href^="/user/view-moves/"]').first().waitFor()
  const firstCardsMs = Date.now() - started

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
  console.log(`Library scroll with ${MOVE_COUNT} moves (Chromium, 390×844):`)
  console.log(`  first cards on screen after navigation: ${firstCardsMs} ms`)
  console.log(`  frames: ${frames.length}; median ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms`)
  console.log(`  dropped frames (over 25 ms): ${slow} (${((slow / frames.length) * 100).toFixed(1)} %)`)
  console.log(`  move cards in the DOM at the bottom: ${cardsInDom}`)
} finally {
  await browser?.close()
  server.kill()
}
