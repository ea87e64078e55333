import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/axe'
import { tickRobotCheck } from './support/captcha'
import { openDevPanel } from './support/signIn'

test('a new member registers, verifies through the mailbox link, and signs in to choose a plan', async ({ page }) => {
  const email = `new.member.${Date.now()}@example.com`
  await page.goto('/user/register')
  await page.getByLabel('First name').fill('Noor')
  await page.getByLabel('Last name').fill('Haddad')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('Stretch2026')
  await page.getByLabel('Confirm password', { exact: true }).fill('Stretch2026')
  await page.getByRole('checkbox', { name: /I agree to the Terms/ }).check()
  await tickRobotCheck(page)
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: /create account/i }).click()

  await expect(page).toHaveURL(/\/register\/success/)
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible()

  // Signing in before verifying is refused with a reason.
  await page.goto('/user/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('Stretch2026')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Please verify your email' })).toBeVisible()

  const panel = await openDevPanel(page)
  await panel.getByRole('button', { name: 'Refresh mailbox' }).click()
  const link = panel.getByRole('link', { name: /verify-email/ }).first()
  await expect(link).toBeVisible()
  await link.click()

  await expect(page.getByText('Your email is verified.')).toBeVisible()
  // docs/product.md §4: verified, the member signs in and goes on to choose a plan.
  await page.getByRole('link', { name: 'Sign in to choose your plan' }).click()
  await expect(page).toHaveURL(/\/user\/login\?redirect_uri=%2Fuser%2Fplans$/)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('Stretch2026')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  // The plans page itself belongs to the billing work; only its address is checked here.
  await expect(page).toHaveURL(/\/user\/plans$/)
})

test('registration needs the robot check', async ({ page }) => {
  await page.goto('/user/register')
  await page.getByLabel('First name').fill('Noor')
  await page.getByLabel('Last name').fill('Haddad')
  await page.getByLabel('Email').fill(`robot.check.${Date.now()}@example.com`)
  await page.getByLabel('Password', { exact: true }).fill('Stretch2026')
  await page.getByLabel('Confirm password', { exact: true }).fill('Stretch2026')
  await page.getByRole('checkbox', { name: /I agree to the Terms/ }).check()
  await page.getByRole('button', { name: /create account/i }).click()
  const robotCheck = page.getByRole('checkbox', { name: "I'm not a robot" })
  await expect(robotCheck).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Please confirm you are not a robot.')).toBeVisible()
  await expect(page).toHaveURL(/\/user\/register$/)

  await tickRobotCheck(page)
  await page.getByRole('button', { name: /create account/i }).click()
  await expect(page).toHaveURL(/\/register\/success/)
})

test('registration errors are shown at the fields and nothing typed is lost', async ({ page }) => {
  await page.goto('/user/register')
  await page.getByLabel('First name').fill('Sam')
  await page.getByLabel('Email').fill('member@movetime.app')
  await page.getByLabel('Password', { exact: true }).fill('short')
  await page.getByRole('button', { name: /create account/i }).click()
  await expect(page.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('First name')).toHaveValue('Sam')
  await expect(page.getByLabel('Email')).toHaveValue('member@movetime.app')
})
