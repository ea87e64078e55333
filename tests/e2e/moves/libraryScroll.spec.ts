import { expect, test } from '@playwright/test'
import { signIn } from '../support/signIn'

test('cards a scroll brings in fill in with their details and heart, and Tab still walks them in order', async ({ page }) => {
  await signIn(page, 'member')
  await page.goto('/user/library')
  await expect(page.getByRole('status').filter({ hasText: /^[\d,]+ moves$/ })).toHaveText('131 moves')
  const list = page.getByRole('list', { name: 'Moves' })

  // To the bottom in one jump: the last cards mount with a scroll, as the title link first.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const last = list.locator('li[aria-posinset="131"]')
  const beforeLast = list.locator('li[aria-posinset="130"]')
  const title = (await last.getByRole('link').textContent()) ?? ''
  await expect(last.getByRole('button', { name: `Favourite ${title}` })).toBeVisible()
  await expect(last.locator('.move-card__details')).toBeVisible()

  // Link, heart, next card's link: the grid's order is the reading and Tab order.
  await beforeLast.getByRole('link').focus()
  await page.keyboard.press('Tab')
  await expect(beforeLast.getByRole('button', { name: /^Favourite / })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(last.getByRole('link')).toBeFocused()
})
