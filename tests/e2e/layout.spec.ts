import { expect, test } from '@playwright/test'
import { signIn } from './support/signIn'

test.describe('sidebar on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('is open by default at 1280 px', async ({ page }) => {
    await signIn(page, 'member')
    await expect(page.getByRole('navigation', { name: 'Member navigation' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true')
  })
})

test.describe('sidebar on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('is closed at 375 px, opens with the toggle and closes on a click on the page', async ({ page }) => {
    await signIn(page, 'member')
    const menu = page.getByRole('button', { name: 'Menu' })
    const nav = page.getByRole('navigation', { name: 'Member navigation' })
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(nav).toBeHidden()

    await menu.click()
    await expect(nav).toBeVisible()
    await page.locator('main').click({ position: { x: 340, y: 400 } })
    await expect(nav).toBeHidden()
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
  })
})
