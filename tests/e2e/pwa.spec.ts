import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { fillSignIn, signIn } from './support/signIn'

const UPDATE_HOST_PORT = 4179
const contentTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
}

/**
 * The build's files this page loaded that no cache holds yet. A page that loaded before the worker
 * controlled it hands the worker its list, and the worker fetches them: going offline before that
 * is done is closing the app before it finished installing.
 */
function uncachedFiles(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const loaded = performance.getEntriesByType('resource').map((entry) => new URL(entry.name))
    const files = loaded.filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    const missing = await Promise.all(files.map(async (url) => ((await caches.match(url.href, { ignoreVary: true })) ? null : url.pathname)))
    return missing.filter((path) => path !== null)
  })
}

test('the installed mocked app reopens offline after every tab was closed', async ({ context, page }) => {
  await signIn(page, 'member')
  await page.goto('/user/library')
  await expect(page.getByRole('status').filter({ hasText: /^131 moves$/ })).toBeVisible()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  await expect.poll(() => uncachedFiles(page)).toEqual([])

  await page.close()
  await context.setOffline(true)
  const reopened = await context.newPage()
  await reopened.goto('/user/library')
  await expect(reopened.getByRole('heading', { level: 1, name: 'Move library' })).toBeVisible()
  await expect(reopened.getByRole('status').filter({ hasText: /^131 moves$/ })).toBeVisible()
  await reopened.getByLabel('Search moves').fill('plank')
  await expect(reopened.getByRole('link', { name: 'Plank', exact: true })).toBeVisible()
})

test('a part of the frame whose code cannot be fetched leaves the page working', async ({ page }) => {
  // The developer panel, offline before the worker had cached it: React unmounted the whole app for it.
  const panelStyles = /\/assets\/DevPanel-[\w-]+\.css$/
  await page.route(panelStyles, (route) => route.abort('internetdisconnected'))
  const failed = page.waitForEvent('requestfailed', (request) => panelStyles.test(request.url()))
  await page.goto('/user/login')
  await failed
  await fillSignIn(page, 'member')
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Developer panel' })).toHaveCount(0)
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
