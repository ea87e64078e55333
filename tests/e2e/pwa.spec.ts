import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join } from 'node:path'
import { expect, test } from '@playwright/test'
import { signIn } from './support/signIn'

const UPDATE_HOST_PORT = 4179
const contentTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
}

test('the installed mocked app reopens offline after every tab was closed', async ({ context, page }) => {
  await signIn(page, 'member')
  await page.goto('/user/library')
  await expect(page.getByRole('status').filter({ hasText: /^131 moves$/ })).toBeVisible()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)

  await page.close()
  await context.setOffline(true)
  const reopened = await context.newPage()
  await reopened.goto('/user/library')
  await expect(reopened.getByRole('heading', { level: 1, name: 'Move library' })).toBeVisible()
  await expect(reopened.getByRole('status').filter({ hasText: /^131 moves$/ })).toBeVisible()
  await reopened.getByLabel('Search moves').fill('plank')
  await expect(reopened.getByRole('link', { name: 'Plank', exact: true })).toBeVisible()
})

test('a new version waits for the member: "Update available", then Reload switches to it', async ({ page }) => {
  // Our own little host of dist/, so the test can "deploy" a new worker without touching the build.
  let worker = readFileSync('dist/sw.js', 'utf8')
  const host = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    if (path === '/sw.js') {
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-cache' })
      response.end(worker)
      return
    }
    const file = join('dist', path)
    const found = path !== '/' && existsSync(file) && statSync(file).isFile()
    response.writeHead(200, { 'content-type': contentTypes[extname(found ? file : 'index.html')] ?? 'application/octet-stream' })
    response.end(readFileSync(found ? file : 'dist/index.html'))
  })
  await new Promise<void>((resolve) => host.listen(UPDATE_HOST_PORT, resolve))
  try {
    const origin = `http://localhost:${UPDATE_HOST_PORT}`
    await page.goto(`${origin}/`)
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)

    worker = `${worker}\n// the next release\n`
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      await registration?.update()
    })

    const prompt = page.getByRole('status').filter({ hasText: 'Update available' })
    await expect(prompt).toBeVisible()
    // Nothing reloads by itself while the prompt waits.
    const loadedAt = await page.evaluate(() => performance.timeOrigin)
    await page.waitForTimeout(1000)
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(loadedAt)

    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()])
    await expect(prompt).toBeHidden()
    expect(await page.evaluate(() => performance.timeOrigin)).not.toBe(loadedAt)
  } finally {
    await page.close()
    host.close()
  }
})
