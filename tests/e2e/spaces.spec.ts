import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/axe'
import { signIn } from './support/signIn'

/*
 * A member on a phone, fully mocked (the mock backend in the browser): her spaces, newest first with
 * what she has not read, then a group conversation with a move card, a reply and a message of her own
 * that stays after a reload.
 */

test.use({ viewport: { width: 375, height: 740 } })

test('a member on a phone reads her spaces, replies in a group space and her message stays', async ({ page }) => {
  await signIn(page, 'member')
  await page.goto('/account/my-spaces')
  await expect(page.getByRole('heading', { level: 1, name: 'My spaces' })).toBeVisible()
  const sofia = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /Sofia/ }) })
  await expect(sofia).toContainText('1 unread')
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('link', { name: 'Morning Movers' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Morning Movers' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Goblet Squat/i }).first()).toBeVisible()

  // Reply to the newest message from someone else, through its actions menu.
  const othersMenus = page.getByRole('button', { name: /^Actions for (?!your).*message/ })
  await othersMenus.last().click()
  await page.getByRole('menuitem', { name: 'Reply' }).or(page.getByRole('button', { name: 'Reply', exact: true })).first().click()
  const field = page.getByRole('textbox', { name: 'Message' })
  await expect(field).toBeFocused()
  await field.fill('Count me in <b>tomorrow</b>')
  await field.press('Enter')
  await expect(field).toHaveValue('')
  const mine = page.locator('.message--mine .message__text').filter({ hasText: 'Count me in <b>tomorrow</b>' })
  await expect(mine).toBeVisible()
  await expect(page.getByText('Sending…')).toHaveCount(0)
  await expect(page.locator('.message--mine').last().locator('.message__quote')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  await expectNoSeriousA11yViolations(page)

  await page.reload()
  await expect(mine).toBeVisible()
  await expect(mine.locator('b')).toHaveCount(0)
})
