/**
 * The install sheet's screenshots (manifest `screenshots`): the member's library on a phone
 * (390x844, form_factor narrow) and on a desktop (1280x800, wide), taken from the mocked build.
 * They are committed; run this again when the library's look changes:
 *
 *   npm run build && node scripts/generate-screenshots.mjs
 */
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { findChromium } from './findChromium.mjs'

const APP = 'http://localhost:4183'
const SHOTS = [
  { file: 'public/screenshots/library-phone.png', viewport: { width: 390, height: 844 } },
  { file: 'public/screenshots/library-desktop.png', viewport: { width: 1280, height: 800 } },
]

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
  mkdirSync('public/screenshots', { recursive: true })
  for (const shot of SHOTS) {
    const context = await browser.newContext({ viewport: shot.viewport, deviceScaleFactor: 1 })
    const page = await context.newPage()
    await page.goto(`${APP}/user/login`)
    await page.getByLabel('Email').fill('member@movetime.app')
    await page.getByLabel('Password', { exact: true }).fill('Member123!')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: /Welcome back/ }).waitFor({ timeout: 30_000 })
    await page.goto(`${APP}/user/library`)
    await page.getByRole('heading', { level: 1, name: 'Move library' }).waitFor()
    await page.locator('a[href^="/user/view-moves/"]').first().waitFor()
    // Posters decode after the cards draw; the developer panel's toggle is no part of the product.
    await page.waitForLoadState('networkidle')
    await page.addStyleTag({ content: '[class^="mt-devpanel"] { display: none !important; }' })
    await page.screenshot({ path: shot.file })
    console.log(`wrote ${shot.file}`)
    await context.close()
  }
} finally {
  await browser?.close()
  preview.kill()
}
