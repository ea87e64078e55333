import { expect, test } from '@playwright/test'
import { signIn } from '../support/signIn'

test('a heart toggled on a card shows on /favorites after a reload, and removing it there sticks', async ({ page }) => {
  await signIn(page, 'member')
  await page.goto('/user/library?q=jump%20squat')
  const heart = page.getByRole('button', { name: 'Favourite Jump Squat' })
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')

  await page.goto('/favorites')
  await page.reload()
  await expect(page.getByRole('link', { name: 'Jump Squat' })).toBeVisible()

  await page.getByRole('button', { name: 'Favourite Jump Squat' }).click()
  await expect(page.getByRole('link', { name: 'Jump Squat' })).toBeHidden()
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
