/**
 * Lighthouse benchmark of the first visit, api build: Lighthouse's Node API with its mobile
 * defaults (Moto G Power emulation, simulated slow 4G and 4x CPU slowdown), Debian's Chromium
 * launched by chrome-launcher with a fresh profile each run. The app is dist-api/ on :4174 and
 * `npm run mock:server` on :8787, as in the end-to-end tests.
 *
 *   VITE_API_URL=http://localhost:8787 npm run build:api && npm run bench:lighthouse
 *
 * Printed per page (median run by performance score over RUNS): the four category scores, LCP,
 * TBT, CLS and the JavaScript transferred. Fails (exit 1) when performance is under 90 on / or
 * /user/login, or SEO, accessibility or best practices is under 100 on any page.
 *
 * Options (environment): RUNS (default 5), API_DIR (default dist-api), PAGES=/,/user/login,/move?id=1,
 * CATEGORIES=performance,accessibility,best-practices,seo (the default; e.g. CATEGORIES=seo audits only
 * what search engines read: the prerendered /blog and posts, PAGES=/blog,/blog/<slug>).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { findChromium } from './findChromium.mjs'

const RUNS = Number(process.env.RUNS ?? 5)
const PAGES = (process.env.PAGES ?? '/,/user/login,/move?id=1').split(',')
/** Pages whose performance score must reach 90; the rest is reported. */
const PERFORMANCE_PAGES = new Set(['/', '/user/login'])
const APP = 'http://localhost:4174'
const API = 'http://localhost:8787'
const ALL_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const CATEGORIES = (process.env.CATEGORIES ?? ALL_CATEGORIES.join(',')).split(',').filter((id) => ALL_CATEGORIES.includes(id))

const scratch = mkdtempSync(join(tmpdir(), 'movetime-lighthouse-'))
const children = [
  spawn('node', ['--import', 'tsx', 'mocks/server.ts'], { stdio: 'ignore', env: { ...process.env, PORT: '8787', MOCK_DATA_FILE: join(scratch, 'db.json') } }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--port', '4174', '--strictPort', '--outDir', process.env.API_DIR ?? 'dist-api'], { stdio: 'ignore' }),
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
  throw new Error(`${url} did not come up (is something else on its port?)`)
}

async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  })
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES })
    const { categories, audits } = result.lhr
    const scripts = audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script')
    const failing = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
      categories[id].auditRefs
        .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
        .map((ref) => `${id}: ${ref.id}`),
    )
    return {
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id].score ?? 0) * 100)])),
      // Performance figures exist only when the performance category is audited.
      lcp: audits['largest-contentful-paint']?.numericValue,
      tbt: audits['total-blocking-time']?.numericValue,
      cls: audits['cumulative-layout-shift']?.numericValue,
      jsKb: (scripts?.transferSize ?? 0) / 1024,
      failing,
    }
  } finally {
    await chrome.kill()
  }
}

let failed = false
try {
  await Promise.all([waitFor(`${API}/__mock/health`), waitFor(`${APP}/`)])
  console.log(`Lighthouse ${RUNS === 1 ? '1 run' : `median of ${RUNS} runs`} per page, mobile defaults, api build:`)
  for (const path of PAGES) {
    const runs = []
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(`${APP}${path}`))
    const measured = CATEGORIES.includes('performance')
    runs.sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0))
    const middle = runs[Math.floor(runs.length / 2)]
    const { scores } = middle
    const short =
      (measured && PERFORMANCE_PAGES.has(path) && scores.performance < 90) ||
      CATEGORIES.filter((id) => id !== 'performance').some((id) => scores[id] < 100)
    failed ||= short
    const named = { performance: 'performance', accessibility: 'accessibility', 'best-practices': 'best practices', seo: 'SEO' }
    const categoryScores = CATEGORIES.map((id) =>
      id === 'performance' ? `performance ${scores.performance} (runs ${runs.map((run) => run.scores.performance).join('/')})` : `${named[id]} ${scores[id]}`,
    ).join(', ')
    const figures = measured
      ? ` · LCP ${(middle.lcp / 1000).toFixed(2)} s, TBT ${middle.tbt.toFixed(0)} ms, CLS ${middle.cls.toFixed(3)}, JS ${middle.jsKb.toFixed(1)} KB transferred`
      : ''
    console.log(`${short ? 'LOW ' : 'ok  '} ${path.padEnd(14)} ${categoryScores}${figures}`)
    if (middle.failing.length > 0) console.log(`       not passing: ${middle.failing.join(', ')}`)
  }
} finally {
  for (const child of children) child.kill()
  rmSync(scratch, { recursive: true, force: true })
}

if (failed) {
  console.error('\nA page is under its Lighthouse target (performance 90 on / and /user/login; 100 for the other categories).')
  process.exit(1)
}
