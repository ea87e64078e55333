import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/axe'
import { fillSignIn, signIn, signOut } from './support/signIn'

test('a member signs in and lands on the dashboard inside the member layout', async ({ page }) => {
  await signIn(page, 'member')
  await expect(page.getByRole('navigation', { name: 'Member navigation' })).toBeVisible()
  await expect(page).toHaveTitle('Dashboard')
  await expectNoSeriousA11yViolations(page)
})

test('an admin signs in and lands on the admin dashboard', async ({ page }) => {
  await signIn(page, 'admin')
  await expect(page.getByRole('navigation', { name: 'Admin navigation' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible()
})

test('a wrong password shows the server message and keeps what was typed', async ({ page }) => {
  await page.goto('/user/login')
  await page.getByLabel('Email').fill('member@movetime.app')
  await page.getByLabel('Password', { exact: true }).fill('wrong-password1')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect email or password.' })).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue('member@movetime.app')
  await expectNoSeriousA11yViolations(page)
})

test('the session survives a reload without a flash of signed-out pages', async ({ page }) => {
  await signIn(page, 'member')
  await page.reload()
  await expect(page).toHaveURL(/\/user\/dashboard$/)
  await expect(page.getByRole('navigation', { name: 'Member navigation' })).toBeVisible()
})

test('signing out returns to the sign-in page and guards the member pages again', async ({ page }) => {
  await signIn(page, 'member')
  await signOut(page)
  await expect(page).toHaveURL(/\/user\/login/)
  await page.goto('/user/dashboard')
  await expect(page).toHaveURL(/\/user\/login\?redirect_uri=%2Fuser%2Fdashboard$/)
  await fillSignIn(page, 'member')
  await expect(page).toHaveURL(/\/user\/dashboard$/)
})
