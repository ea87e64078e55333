import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { storedThumbnailUrls } from '../support/offlineStore'
import { fillSignIn } from '../support/signIn'

/*
 * In a gym with no signal, a move listed in the saved library opens even if it was never opened on
 * this device: its title, photo and heart come from the library; its video area says plainly that
 * the video is not here; a favourite tapped offline reaches the server when the network returns.
 */

const MOCK_API = 'http://localhost:8787'
const PROJECT_HEADER = Buffer.from('movetime:movetime-mock-secret').toString('base64')

interface LibraryMove {
  id: number
  title: string
  user_id: number | null
  thumbnail_url: string
}

async function memberGet<T>(request: APIRequestContext, page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const response = await request.get(`${MOCK_API}${path}`, { headers: { authorization: `Bearer ${token}`, 'x-project': PROJECT_HEADER } })
  expect(response.ok()).toBe(true)
  return (await response.json()) as T
}

const serverFavourites = async (request: APIRequestContext, page: Page) =>
  (await memberGet<{ list: Array<{ id: number }> }>(request, page, '/v3/api/custom/movetime/my-favourite-moves')).list.map((move) => move.id)

test.beforeEach(async ({ request }) => {
  await request.post(`${MOCK_API}/__mock/reset`)
})

test('a move never opened online opens offline from the saved library, says its video is not here, and its favourite syncs later', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/user/login')
  await page.waitForLoadState('networkidle')
  await fillSignIn(page, 'member')
  await expect(page).toHaveURL('/user/dashboard')
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.goto('/user/library')
  await expect(page.getByRole('status').filter({ hasText: /^\d+ moves$/ })).toBeVisible()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)

  // A catalogue move the member has not favourited and has never opened on this device.
  const library = await memberGet<{ list: LibraryMove[]; favourite_ids: number[] }>(request, page, '/v3/api/custom/movetime/moves-lib')
  const move = library.list.filter((candidate) => candidate.user_id === null && !library.favourite_ids.includes(candidate.id)).at(-1)
  if (!move) throw new Error('The seed has no catalogue move outside the favourites')
  // Its small photo is saved in the background after the library; the offline page shows that copy.
  await expect.poll(async () => (await storedThumbnailUrls(page)).includes(move.thumbnail_url), { timeout: 30_000 }).toBe(true)

  await context.setOffline(true)
  await page.goto(`/user/view-moves/${move.id}`)
  await expect(page.getByRole('heading', { level: 1, name: move.title })).toBeVisible()
  await expect(page.getByText('Offline', { exact: true })).toBeVisible()

  // The video area: the move's photo and a plain message, no player that could only fail.
  const videoArea = page.getByRole('group', { name: `Video: ${move.title}` })
  await expect(videoArea).toContainText('You’re offline')
  await expect(videoArea).toContainText('This move’s video isn’t on this device.')
  await expect(videoArea.locator('video')).toHaveCount(0)
  const photo = videoArea.locator('img')
  await expect(photo).toHaveCount(1)
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
  await expect(page.getByRole('button', { name: 'Download for offline' })).toBeDisabled()
  await expect(page.getByText('Downloading needs a connection.')).toBeVisible()

  // The heart works offline, and the server learns of it once the network is back.
  const favourite = page.getByRole('button', { name: 'Add to favourites' })
  await expect(favourite).toHaveAttribute('aria-pressed', 'false')
  await favourite.click()
  await expect(page.getByRole('button', { name: 'In favourites' })).toHaveAttribute('aria-pressed', 'true')
  expect(await serverFavourites(request, page)).not.toContain(move.id)

  await context.setOffline(false)
  await expect.poll(() => serverFavourites(request, page)).toContain(move.id)
  // Back online, the page fetches the whole move: the player replaces the message.
  await expect(videoArea.locator('video')).toHaveCount(1)
  await expect(page.getByRole('button', { name: 'Download for offline' })).toBeEnabled()
})
