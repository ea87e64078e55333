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

test.describe('messages on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('show above the bottom tabs, which stay usable while a message shows', async ({ page }) => {
    await signIn(page, 'member')
    await page.goto('/user/friends')
    const search = page.getByRole('region', { name: 'Find members' })
    await search.getByLabel('Name or email').fill('Claire')
    await search.getByRole('button', { name: 'Block Claire Dubois' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Block', exact: true }).click()

    const message = page.locator('.mt-snackbar').filter({ hasText: 'Claire Dubois is blocked.' })
    await expect(message).toBeVisible()
    const tabs = page.getByRole('navigation', { name: 'Member tabs' })
    const [messageBox, tabsBox] = await Promise.all([message.boundingBox(), tabs.boundingBox()])
    expect(messageBox!.y + messageBox!.height).toBeLessThanOrEqual(tabsBox!.y)
    await tabs.getByRole('link', { name: /Library/ }).click()
    await expect(page).toHaveURL(/\/user\/library$/)
  })
})
