import { expect, test } from '@playwright/test'
import { storedIntendedFavourites } from '../support/offlineStore'
import { signIn } from '../support/signIn'

const JUMP_SQUAT = 10

test('a heart toggled on a card shows on /favorites after a reload, and removing it there sticks', async ({ page }) => {
  await signIn(page, 'member')
  await page.goto('/user/library?q=jump%20squat')
  const heart = page.getByRole('button', { name: 'Favourite Jump Squat' })
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  // The heart shows at once; the device keeps it a moment later (a reload in between could drop
  // the write, as closing the app within milliseconds of a tap would).
  await expect.poll(() => storedIntendedFavourites(page)).toContain(JUMP_SQUAT)

  await page.goto('/favorites')
  await page.reload()
  await expect(page.getByRole('link', { name: 'Jump Squat' })).toBeVisible()

  await page.getByRole('button', { name: 'Favourite Jump Squat' }).click()
  await expect(page.getByRole('link', { name: 'Jump Squat' })).toBeHidden()
  await expect.poll(() => storedIntendedFavourites(page)).not.toContain(JUMP_SQUAT)
  await page.reload()
  await expect(page.getByRole('link', { name: 'Goblet Squat' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Jump Squat' })).toBeHidden()
})

test('the dashboard favourites count follows a heart toggled on a move page', async ({ page }) => {
  await signIn(page, 'member')
  const favourites = page.getByRole('region', { name: 'Your progress' }).getByRole('definition').last()
  await expect(favourites).toHaveText('3')
  await page.goto('/user/view-moves/10')
  await page.getByRole('button', { name: 'Add to favourites' }).click()
  await expect(page.getByRole('button', { name: 'In favourites' })).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('link', { name: 'Dashboard' }).click()
  await expect(favourites).toHaveText('4')
})
