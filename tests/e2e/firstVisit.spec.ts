import { expect, test } from '@playwright/test'
import { signIn } from './support/signIn'

for (const [path, heading] of [
  ['/', 'Move better, every day.'],
  ['/user/login', 'Sign in'],
  ['/move?id=1', 'Bodyweight Squat'],
] as const) {
  test(`${path} draws on a first visit while the service worker is still installing`, async ({ page, context }) => {
    // The worker's script is held back, so it cannot be installed (or host MSW) until the heading is
    // seen: a page that waited for it, or a call that waited for the mock's worker, would never draw.
    // How long it takes is not what this checks; the default limit leaves room for a busy machine.
    let releaseWorker!: () => void
    const workerHeld = new Promise<void>((resolve) => (releaseWorker = resolve))
    await context.route('**/sw.js', async (route) => {
      await workerHeld
      await route.continue()
    })
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
    // Once the worker is let through it installs and takes over; the page goes on working.
    releaseWorker()
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  })
}

test('on a first visit, a member page opened while the worker still installs draws without reloading', async ({ page, context }) => {
  // One precached icon is held back, so the worker stays installing while the member signs in and
  // opens another page; MSW would reload such a page again and again until the install ended.
  let releaseInstall!: () => void
  const installHeld = new Promise<void>((resolve) => (releaseInstall = resolve))
  await context.route('**/icons/icon-maskable-512.png', async (route) => {
    if (route.request().serviceWorker()) await installHeld
    await route.continue()
  })
  await signIn(page, 'member')
  let navigations = 0
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations++
  })
  await page.goto('/user/library')
  await expect(page.getByRole('heading', { level: 1, name: 'Move library' })).toBeVisible()
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.installing))).toBe(true)
  await page.waitForTimeout(1_000)
  expect(navigations).toBeLessThanOrEqual(2)
  // Once the install ends, the worker takes the page over where it stands.
  releaseInstall()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  expect(navigations).toBeLessThanOrEqual(2)
  await expect(page.getByRole('heading', { level: 1, name: 'Move library' })).toBeVisible()
  // MSW has started in the page it took over: a call now goes through the worker to the mock.
  await expect
    .poll(() => page.evaluate(async () => (await fetch('/v3/api/custom/movetime/moves?id=1')).headers.get('content-type')))
    .toContain('application/json')
})

test('robots.txt and the sitemap are files, not the app, with and without the service worker', async ({ page, request }) => {
  for (const [path, type, text] of [
    ['/robots.txt', 'text/plain', /Sitemap: http:\/\/localhost:4173\/sitemap\.xml/],
    ['/sitemap.xml', 'xml', /<loc>http:\/\/localhost:4173\/terms<\/loc>/],
  ] as const) {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain(type)
    expect(await response.text()).toMatch(text)
  }
  // Once the worker controls the page, opening them still reaches the files, not the app shell.
  await page.goto('/')
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  const robots = await page.goto('/robots.txt')
  expect(await robots?.text()).toContain('User-agent: *')
  const sitemap = await page.goto('/sitemap.xml')
  expect(await sitemap?.text()).toContain('<urlset')
})

test('the manifest offers the richer install sheet: phone and desktop screenshots, categories', async ({ page, request }) => {
  await page.goto('/')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  const manifest = (await (await request.get(href!)).json()) as {
    categories: string[]
    screenshots: Array<{ src: string; sizes: string; form_factor: string; label: string }>
  }
  expect(manifest.categories).toContain('fitness')
  expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide'])
  for (const shot of manifest.screenshots) {
    expect(shot.label).toBeTruthy()
    const image = await request.get(shot.src)
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/png')
  }
})

test('the precache holds the member shell, not the admin console or the mock backend', async () => {
  const { readFileSync } = await import('node:fs')
  const worker = readFileSync('dist/sw.js', 'utf8')
  const precached = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? '')
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>
  const fileOf = (key: string) => manifest[key]!.file
  // The app shell answers a member's navigations; the prerendered pages (home's index.html among them) are not precached.
  expect(precached).toContain('shell.html')
  expect(precached.filter((url) => url.endsWith('index.html') || url === '404.html')).toEqual([])
  expect(precached).toContain(fileOf('src/features/moves/library/LibraryPage.tsx'))
  expect(precached).toContain(fileOf('src/app/layouts/MemberLayout.tsx'))
  expect(precached).not.toContain(fileOf('src/features/admin/pages/AdminScreen.tsx'))
  expect(precached).not.toContain(fileOf('mocks/browser.ts'))
  expect(precached).not.toContain(fileOf('src/features/site/pages/HomePage.tsx'))
  expect(precached.some((url) => url.startsWith('screenshots/'))).toBe(false)
})
