import { expect, test } from '@playwright/test'
import * as OTPAuth from 'otpauth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { fillSignIn, signIn, signOut } from './support/signIn'

const PERIOD_MS = 30_000

/**
 * Stands in for the member's authenticator app. The mock accepts a code from one 30-second step
 * either side of now, and each step only once (RFC 6238 §5.2), so every code asked for here is
 * from a step newer than the last one used, waiting for the clock when it must.
 */
class AuthenticatorApp {
  private readonly totp: OTPAuth.TOTP
  private lastStep = Number.NEGATIVE_INFINITY

  constructor(secret: string) {
    this.totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) })
  }

  async nextCode(): Promise<string> {
    const current = Math.floor(Date.now() / PERIOD_MS)
    const step = Math.max(current, this.lastStep + 1)
    // More than one step ahead would be refused: wait until it is only one ahead.
    if (step > current + 1) await new Promise((resolve) => setTimeout(resolve, (step - 1) * PERIOD_MS - Date.now() + 500))
    this.lastStep = step
    return this.totp.generate({ timestamp: step * PERIOD_MS + PERIOD_MS / 2 })
  }
}

test('a member turns on two-factor with the key shown, signs in with a code, and turns it off', async ({ page }) => {
  // Three codes from three different 30-second steps: up to half a minute of waiting.
  test.slow()
  await signIn(page, 'member')

  await page.goto('/user/setting')
  const section = page.getByRole('region', { name: 'Two-factor authentication' })
  await expect(section.getByText('Off', { exact: true })).toBeVisible()
  await expect(section.getByRole('link', { name: 'contact support' })).toHaveAttribute('href', '/contact-us')
  await section.getByRole('button', { name: 'Turn on two-factor authentication' }).click()

  const setup = page.getByRole('dialog', { name: 'Set up two-factor authentication' })
  await expect(setup.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  const shownKey = await setup.getByLabel('Setup key').inputValue()
  expect(shownKey).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/)
  const app = new AuthenticatorApp(shownKey.replace(/\s/g, ''))
  await expectNoSeriousA11yViolations(page)

  await setup.getByLabel('Authentication code').fill(await app.nextCode())
  await setup.getByRole('button', { name: 'Turn on' }).click()
  await expect(setup).toBeHidden()
  await expect(section.getByText('On', { exact: true })).toBeVisible()

  await signOut(page)
  // Signing out is no "come back here" redirect: the next sign-in starts at the dashboard.
  await expect(page).toHaveURL(/\/user\/login$/)
  await fillSignIn(page, 'member')
  // The code step of sign-in is features/auth/twoFactor/TwoFactorCodeForm (another part of issue 5):
  // its field is labelled "Authentication code" and its button is "Verify".
  await page.getByLabel('Authentication code').fill(await app.nextCode())
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/user\/dashboard$/)

  await page.goto('/user/setting')
  await section.getByRole('button', { name: 'Turn off two-factor authentication' }).click()
  const disable = page.getByRole('dialog', { name: 'Turn off two-factor authentication' })
  await disable.getByLabel('Authentication code').fill(await app.nextCode())
  await disable.getByRole('button', { name: 'Turn off' }).click()
  await expect(disable).toBeHidden()
  await expect(section.getByText('Off', { exact: true })).toBeVisible()

  // With two-factor off, the password alone signs in again.
  await signOut(page)
  await expect(page).toHaveURL(/\/user\/login/)
  await fillSignIn(page, 'member')
  await expect(page).toHaveURL(/\/user\/dashboard$/)
})

test('a wrong code keeps two-factor off and says why at the field', async ({ page }) => {
  await signIn(page, 'member')
  await page.goto('/user/setting')
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click()
  const setup = page.getByRole('dialog', { name: 'Set up two-factor authentication' })
  const secret = (await setup.getByLabel('Setup key').inputValue()).replace(/\s/g, '')
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) })
  const near = new Set([-1, 0, 1].map((steps) => totp.generate({ timestamp: Date.now() + steps * PERIOD_MS })))
  const wrong = ['000000', '111111', '222222', '333333'].find((code) => !near.has(code)) ?? '444444'

  const code = setup.getByLabel('Authentication code')
  await code.fill(wrong)
  await setup.getByRole('button', { name: 'Turn on' }).click()
  await expect(setup.getByText('That code is not right. Check your authenticator app and try again.')).toBeVisible()
  await expect(code).toHaveValue(wrong)
  await expect(code).toBeFocused()

  await setup.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('region', { name: 'Two-factor authentication' }).getByText('Off', { exact: true })).toBeVisible()
})

test('the profile, info and account pages show the member and save their info', async ({ page }) => {
  await signIn(page, 'member')
  await page.goto('/user/profile')
  await expect(page.getByRole('heading', { level: 2, name: 'Maya Thompson' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('link', { name: 'Your info' }).click()
  await expect(page).toHaveURL(/\/user\/info$/)
  await page.getByLabel('Goal').selectOption('Train for an event')
  await page.getByLabel('Level').selectOption('advanced')
  await page.getByLabel('Phone').fill('+44 20 7946 0321')
  await page.getByLabel('Phone').blur()
  await expect(page.getByText(/We will save it as \+442079460321/)).toBeVisible()
  await page.getByRole('button', { name: 'Save info' }).click()
  await expect(page.getByText('Your info is saved')).toBeVisible()

  await page.goto('/user/profile')
  await expect(page.getByRole('region', { name: 'Training' }).getByText('Train for an event')).toBeVisible()

  await page.goto('/account')
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Change plan' }).or(page.getByRole('link', { name: 'Choose a plan' }))).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})
