import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { fillSignIn } from '../support/signIn'
import { storedIntendedFavourites, storedThumbnailUrls } from '../support/offlineStore'

const MOCK_API = 'http://localhost:8787'
const PROJECT_HEADER = Buffer.from('movetime:movetime-mock-secret').toString('base64')

/** What the server itself holds, asked over HTTP with the member's own token. */
async function serverFavourites(request: APIRequestContext, page: Page): Promise<number[]> {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const response = await request.get(`${MOCK_API}/v3/api/custom/movetime/my-favourite-moves`, {
    headers: { authorization: `Bearer ${token}`, 'x-project': PROJECT_HEADER },
  })
  const body = (await response.json()) as { list: Array<{ id: number }> }
  return body.list.map((move) => move.id).sort((a, b) => a - b)
}

/** Signs in, lets the service worker take the page, and saves the library on the device. */
async function signInAndSync(page: Page) {
  await page.goto('/user/login')
  await fillSignIn(page, 'member')
  await expect(page).toHaveURL('/user/dashboard')
  // The dashboard seen once online is what it shows offline later.
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Maya' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Your progress' }).getByText('Moves watched')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Recent moves' }).getByRole('link').first()).toBeVisible()
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.goto('/user/library')
  await expect(page.getByRole('status').filter({ hasText: /^131 moves$/ })).toBeVisible()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
}

const heart = (page: Page, title: string) => page.getByRole('button', { name: `Favourite ${title}` })

test.beforeEach(async ({ request }) => {
  await request.post(`${MOCK_API}/__mock/reset`)
})

test('with no network the app opens, the library searches, and favourites toggled offline reach the server as intended', async ({ page, context, request }) => {
  await signInAndSync(page)
  await page.goto('/user/view-moves/1')
  await expect(page.getByRole('heading', { level: 1, name: 'Bodyweight Squat' })).toBeVisible()
  await page.getByRole('button', { name: 'Download for offline' }).click()
  await expect(page.getByText('Downloaded', { exact: true })).toBeVisible()

  await context.setOffline(true)
  await page.goto('/user/library')
  await expect(page.getByRole('heading', { level: 1, name: 'Move library' })).toBeVisible()
  await expect(page.getByText('Offline', { exact: true })).toBeVisible()
  await page.getByLabel('Search moves').fill('jump squat')
  await expect(page.getByRole('link', { name: 'Jump Squat' })).toBeVisible()

  // On, off, on: the member ends wanting Jump Squat; and no longer wants Goblet Squat.
  for (let tap = 0; tap < 3; tap += 1) await heart(page, 'Jump Squat').click()
  await expect(heart(page, 'Jump Squat')).toHaveAttribute('aria-pressed', 'true')
  await page.getByLabel('Search moves').fill('goblet')
  await heart(page, 'Goblet Squat').click()
  await expect(heart(page, 'Goblet Squat')).toHaveAttribute('aria-pressed', 'false')
  // The hearts show at once; the device keeps the wishes a moment later. Leaving the page in
  // between could drop the last one, as closing the app within milliseconds of a tap would.
  await expect.poll(async () => (await storedIntendedFavourites(page)).sort((a, b) => a - b)).toEqual([1, 4, 10])

  // The move opened online opens offline too, and its downloaded video plays and seeks.
  await page.goto('/user/view-moves/1')
  await expect(page.getByRole('heading', { level: 1, name: 'Bodyweight Squat' })).toBeVisible()
  const video = page.locator('video')
  await page.getByRole('button', { name: 'Play' }).click()
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.5)
  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = 3
  })
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThanOrEqual(3)

  // Closing the app keeps the changes; reopening offline shows them.
  await page.close()
  const reopened = await context.newPage()
  await reopened.goto('/favorites')
  await expect(reopened.getByRole('link', { name: 'Jump Squat' })).toBeVisible()
  await expect(reopened.getByRole('link', { name: 'Goblet Squat' })).toHaveCount(0)
  expect(await serverFavourites(request, reopened)).toEqual([1, 4, 9])
  // The dashboard shows what was last synced.
  await reopened.goto('/user/dashboard')
  await expect(reopened.getByRole('heading', { level: 1, name: 'Welcome back, Maya' })).toBeVisible()
  await expect(reopened.getByRole('region', { name: 'Your progress' }).getByText('Moves watched')).toBeVisible()
  await expect(reopened.getByRole('region', { name: 'Recent moves' }).getByRole('link').first()).toBeVisible()

  await context.setOffline(false)
  await expect.poll(() => serverFavourites(request, reopened)).toEqual([1, 4, 10])
  await expect(reopened.getByText(/changes? waiting/)).toHaveCount(0)
})

test('every card of the saved library shows its photo offline, from the thumbnails saved with it', async ({ page, context }) => {
  await signInAndSync(page)
  // One small photo per photographed exercise, saved in the background after the library.
  await expect.poll(async () => (await storedThumbnailUrls(page)).length, { timeout: 30_000 }).toBe(130)

  await context.setOffline(true)
  await page.goto('/user/library')
  await expect(page.getByText('Offline', { exact: true })).toBeVisible()
  // Moves the member never scrolled to while online: their posters were never fetched.
  for (const query of ['wrist curl', 'foam roll', 'neck']) {
    await page.getByLabel('Search moves').fill(query)
    const photos = page.getByRole('list', { name: 'Moves' }).getByRole('listitem').locator('img')
    await expect(photos.first()).toBeVisible()
    // Every card's photo is the saved thumbnail, decoded: a blob: URL with real pixels.
    const loaded = () =>
      photos.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src.startsWith('blob:') && (image as HTMLImageElement).naturalWidth > 0))
    await expect.poll(loaded).not.toContain(false)
    expect((await loaded()).length).toBeGreaterThan(0)
  }
})

test('a lost answer and server errors still end with the favourites the member intended', async ({ page, request }) => {
  await signInAndSync(page)
  await page.getByLabel('Search moves').fill('jump squat')

  // The server applies the toggle but the answer never arrives; then it fails twice with 500s.
  await request.post(`${MOCK_API}/__mock/faults`, { data: { pathEndsWith: '/toggle-favourite', mode: 'lose-response', count: 1 } })
  await heart(page, 'Jump Squat').click()
  await request.post(`${MOCK_API}/__mock/faults`, { data: { pathEndsWith: '/toggle-favourite', mode: 'server-error', count: 2 } })
  await page.getByLabel('Search moves').fill('dumbbell squat')
  await heart(page, 'Dumbbell Squat').click()

  await expect.poll(() => serverFavourites(request, page), { timeout: 30_000 }).toEqual([1, 4, 9, 10, 52])
  // And it stays there: nothing is flipped a second time by a retry.
  await page.reload()
  await expect(page.getByLabel('Search moves')).toHaveValue('dumbbell squat')
  await expect(heart(page, 'Dumbbell Squat')).toHaveAttribute('aria-pressed', 'true')
  expect(await serverFavourites(request, page)).toEqual([1, 4, 9, 10, 52])
})

test('the app is installable: manifest, icons and a worker controlling the page', async ({ page, request }) => {
  await signInAndSync(page)
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBeTruthy()
  const manifest = (await (await request.get(new URL(href!, page.url()).href)).json()) as Record<string, unknown>
  expect(manifest).toMatchObject({ name: 'MoveTime', short_name: 'MoveTime', display: 'standalone', start_url: expect.any(String) })
  expect(manifest.theme_color).toBeTruthy()
  expect(manifest.background_color).toBeTruthy()
  const icons = manifest.icons as Array<{ sizes: string; purpose?: string; src: string }>
  expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
  expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true)
  for (const icon of icons) expect((await request.get(new URL(icon.src, page.url()).href)).status()).toBe(200)
  expect((manifest.shortcuts as unknown[]).length).toBeGreaterThanOrEqual(2)
})
