/**
 * Screenshots taken from the mocked build, signed in as the demo member. They are committed; run
 * this again when the look changes (after `npm run build`):
 *
 *   node scripts/generate-screenshots.mjs          the manifest's install-sheet screenshots: the
 *                                                  library on a phone (390x844, form_factor narrow)
 *                                                  and a desktop (1280x800, wide), in public/screenshots
 *   node scripts/generate-screenshots.mjs --docs   the README's phone screenshots (390x844) of the
 *                                                  member's main pages, in docs/screenshots
 */
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { chromium } from '@playwright/test'
import { findChromium } from './findChromium.mjs'

const APP = 'http://localhost:4183'
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

/** Each shot: where it goes, the viewport, the page, and the heading that says the page has drawn. */
const MANIFEST_SHOTS = [
  { file: 'public/screenshots/library-phone.png', viewport: PHONE, path: '/user/library', heading: 'Move library' },
  { file: 'public/screenshots/library-desktop.png', viewport: DESKTOP, path: '/user/library', heading: 'Move library' },
]
const DOCS_SHOTS = [
  { file: 'docs/screenshots/dashboard.png', viewport: PHONE, path: '/user/dashboard', heading: /Welcome back/ },
  { file: 'docs/screenshots/library.png', viewport: PHONE, path: '/user/library', heading: 'Move library' },
  { file: 'docs/screenshots/move.png', viewport: PHONE, path: '/user/view-moves/1', heading: 'Bodyweight Squat' },
  { file: 'docs/screenshots/favourites.png', viewport: PHONE, path: '/favorites', heading: /Favourites/ },
  { file: 'docs/screenshots/plans.png', viewport: PHONE, path: '/user/plans', heading: 'Choose your plan' },
  { file: 'docs/screenshots/billing-history.png', viewport: PHONE, path: '/user/billing-history', heading: 'Billing history' },
]
const shots = process.argv.includes('--docs') ? DOCS_SHOTS : MANIFEST_SHOTS

async function signIn(page) {
  await page.goto(`${APP}/user/login`)
  await page.getByLabel('Email').fill('member@movetime.app')
  await page.getByLabel('Password', { exact: true }).fill('Member123!')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.getByRole('heading', { level: 1, name: /Welcome back/ }).waitFor({ timeout: 30_000 })
}

const preview = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--port', '4183', '--strictPort', '--outDir', 'dist'], { stdio: 'ignore' })
let browser
try {
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(APP)).ok) break
    } catch {
      if (attempt > 100) throw new Error(`${APP} did not come up`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-gpu'] })
  for (const viewport of new Set(shots.map((shot) => shot.viewport))) {
    // One signed-in context per viewport: the mock keeps its data in this browser context.
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 })
    const page = await context.newPage()
    await signIn(page)
    for (const shot of shots.filter((candidate) => candidate.viewport === viewport)) {
      await page.goto(`${APP}${shot.path}`)
      await page.getByRole('heading', { level: 1, name: shot.heading }).first().waitFor({ timeout: 30_000 })
      // Photos decode after the page draws; the developer panel's toggle is no part of the product.
      await page.waitForLoadState('networkidle')
      await page.addStyleTag({ content: '[class^="mt-devpanel"] { display: none !important; }' })
      mkdirSync(dirname(shot.file), { recursive: true })
      await page.screenshot({ path: shot.file })
      console.log(`wrote ${shot.file}`)
    }
    await context.close()
  }
} finally {
  await browser?.close()
  preview.kill()
}
