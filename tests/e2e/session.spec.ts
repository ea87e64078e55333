import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/axe'
import { openDevPanel, signIn } from './support/signIn'

test('an expired session shows the dialog, then redirects to sign-in after 4 seconds', async ({ page }) => {
  await signIn(page, 'member')
  await page.goto('/user/library')
  const panel = await openDevPanel(page)
  await panel.getByRole('button', { name: 'Expire session' }).click()

  const dialog = page.getByRole('dialog', { name: 'Session Expired' })
  await expect(dialog).toBeVisible()
  // The four seconds count from the dialog showing, not from the end of the checks below.
  const shownAt = Date.now()
  await expect(dialog).toContainText('Your current login session has expired. Redirecting to login page shortly')
  await expect(dialog.getByRole('button', { name: 'Got it, thanks!' })).toBeFocused()
  await expectNoSeriousA11yViolations(page)

  await expect(page).toHaveURL(`/user/login?redirect_uri=${encodeURIComponent('/user/library')}`, { timeout: 8000 })
  expect(Date.now() - shownAt).toBeGreaterThan(3000)
  await expect(dialog).toBeHidden()
})

test('"Got it, thanks!" signs out and redirects at once', async ({ page }) => {
  await signIn(page, 'admin')
  await page.goto('/admin/profile')
  const panel = await openDevPanel(page)
  await panel.getByRole('button', { name: 'Expire session' }).click()
  await page.getByRole('button', { name: 'Got it, thanks!' }).click()
  await expect(page).toHaveURL(`/admin/login?redirect_uri=${encodeURIComponent('/admin/profile')}`)
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
})

test('a snackbar message is announced and gone after 3 seconds', async ({ page }) => {
  await signIn(page, 'member')
  await page.goto('/user/edit-profile/1')
  await page.getByLabel('First name').fill('Maya')
  await page.getByRole('button', { name: /save/i }).first().click()
  const toast = page.getByRole('status').filter({ hasText: 'Profile saved' })
  await expect(toast).toBeVisible()
  await page.waitForTimeout(3300)
  await expect(page.getByText('Profile saved')).toHaveCount(0)
})
