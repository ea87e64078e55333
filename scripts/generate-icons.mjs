import { readFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { findChromium } from './findChromium.mjs'

/** Renders public/icons/favicon.svg to the PNG icons the manifest lists. Run after changing the SVG. */
const svg = readFileSync('public/icons/favicon.svg', 'utf8')
const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage()

async function render(size, file, { maskable = false } = {}) {
  await page.setViewportSize({ width: size, height: size })
  // Maskable icons keep the mark inside the central 80% safe zone on a full-bleed background.
  const inner = maskable
    ? svg.replace('rx="112"', 'rx="0"').replace('<path', '<g transform="translate(51 51) scale(0.8)"><path').replace('</svg>', '</g></svg>')
    : svg
  await page.setContent(`<html><body style="margin:0;background:transparent">${inner.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`)
  await page.screenshot({ path: `public/icons/${file}`, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } })
}

await render(192, 'icon-192.png')
await render(512, 'icon-512.png')
await render(512, 'icon-maskable-512.png', { maskable: true })
await browser.close()
