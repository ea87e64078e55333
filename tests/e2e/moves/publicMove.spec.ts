import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { expectVideoAdvances } from '../support/video'

test('a visitor opens a shared move, plays it and is invited to sign up', async ({ page }) => {
  await page.goto('/move?id=1')
  await expect(page.getByRole('heading', { level: 1, name: 'Bodyweight Squat' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Create a free account to see the full library' })).toBeVisible()
  await page.getByRole('button', { name: 'Play' }).click()
  await expectVideoAdvances(page.locator('video'))
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('link', { name: 'Create a free account' }).click()
  await expect(page).toHaveURL('/user/register')
})

test('a private move is not shown to visitors', async ({ page }) => {
  await page.goto('/move?id=8')
  await expect(page.getByText(/couldn.t find/i)).toBeVisible()
  await expect(page.getByText('Wall Sit Hold')).toHaveCount(0)
})
