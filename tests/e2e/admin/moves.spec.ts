import { expect, test, type Page } from '@playwright/test'
import { fillSignIn, signIn, signOut } from '../support/signIn'

/*
 * The mocked build keeps its database in the browser, so the admin and the member take turns in
 * one browser context: what the admin changes is what the member's next sync reads.
 */

test.use({ viewport: { width: 1280, height: 800 } })

async function signOutOfArea(page: Page) {
  await signOut(page)
  await expect(page).toHaveURL(/\/login/)
}

// The count alone: a saved-copy notice ("Showing the moves saved on …") is a status too.
const libraryCount = (page: Page) => page.getByRole('status').filter({ hasText: /^[\d,]+ moves?( of [\d,]+)?$/ })

test('an unpublished move leaves the member library and the member’s offline copy', async ({ context, page }) => {
  await signIn(page, 'member')
  await page.goto('/user/library')
  await expect(libraryCount(page)).toHaveText('131 moves')
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  await signOutOfArea(page)

  await signIn(page, 'admin')
  await page.goto('/admin/moves?filter=%7B%22q%22%3A%22Bodyweight%20Squat%22%7D')
  const table = page.getByRole('table', { name: /^Moves/ })
  const row = table.getByRole('row').filter({ hasText: 'Bodyweight Squat' })
  await expect(row).toHaveCount(1)
  await row.getByRole('link', { name: /^Edit/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: /Bodyweight Squat/ })).toBeVisible()
  await page.getByLabel(/^Status/).selectOption('private')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page).toHaveURL(/\/admin\/moves/)
  await page.goto('/admin/moves?filter=%7B%22status%22%3A%22private%22%7D')
  await expect(page.getByRole('table', { name: /^Moves/ }).getByRole('row').filter({ hasText: 'Bodyweight Squat' })).toHaveCount(1)
  await signOutOfArea(page)

  await page.goto('/user/login')
  await fillSignIn(page, 'member')
  await expect(page).toHaveURL(/\/user\/dashboard$/)
  await page.goto('/user/library')
  await expect(libraryCount(page)).toHaveText('130 moves')
  await page.getByLabel('Search moves').fill('bodyweight squat')
  await expect(page.getByRole('link', { name: 'Bodyweight Squat' })).toHaveCount(0)

  // The synced copy is what the installed app opens with no network.
  await page.close()
  await context.setOffline(true)
  const offline = await context.newPage()
  await offline.goto('/user/library')
  await expect(libraryCount(offline)).toHaveText('130 moves')
  await offline.getByLabel('Search moves').fill('bodyweight squat')
  await expect(offline.getByRole('link', { name: 'Bodyweight Squat' })).toHaveCount(0)
})
