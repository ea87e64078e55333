import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/axe'

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page).toHaveTitle('404 Page not found')
  await expect(page.getByText("Oops. Looks like this page doesn't exists")).toBeVisible()
  await page.getByRole('link', { name: 'Go to the home page' }).click()
  await expect(page).toHaveURL('/')
  await expect(page).toHaveTitle('MoveTime')
  await expectNoSeriousA11yViolations(page)
})

test('the visitor pages are reachable and accessible', async ({ page }) => {
  for (const [path, title] of [
    ['/terms', 'Terms of service'],
    ['/privacy', 'Privacy policy'],
    ['/contact-us', 'Contact us'],
  ] as const) {
    await page.goto(path)
    await expect(page).toHaveTitle(title)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  }
})
