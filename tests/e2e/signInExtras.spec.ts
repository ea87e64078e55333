import { expect, test, type Page } from '@playwright/test'
import { accounts } from './support/accounts'
import { expectNoSeriousA11yViolations } from './support/axe'
import { waitForMockBackend } from './support/mockBackend'
import { fillSignIn, openDevPanel, signOut } from './support/signIn'
import { totpCode, wrongTotpCode } from '@mocks/testing/totpCodes'

/*
 * The rest of sign-in, in the mock build: magic link, two-factor codes, the Google button.
 * Selectors on pages built elsewhere are marked "(not built here)"; /magic-login and
 * /magic-login/verify must be wired to MagicLinkPage and MagicLinkVerifyPage in the route table.
 */

const PROJECT_HEADER = Buffer.from('movetime:movetime-mock-secret').toString('base64')

interface Answer {
  status: number
  body: Record<string, unknown>
}

/** A POST from inside the page, so the mock build's service worker (MSW) answers it, as for the app. */
function post(page: Page, path: string, body: unknown, token?: string): Promise<Answer> {
  return page.evaluate(
    async ({ path, body, token, project }) => {
      const headers: Record<string, string> = { 'content-type': 'application/json', 'x-project': project }
      if (token) headers.authorization = `Bearer ${token}`
      const response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) })
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    },
    { path, body, token, project: PROJECT_HEADER },
  )
}

test('a member signs in with a link from the mailbox, and the link works once', async ({ page }) => {
  await page.goto('/user/login')
  await page.getByRole('link', { name: 'Email me a sign-in link' }).click()
  await expect(page).toHaveURL(/\/magic-login$/)
  // The address changes before the page's code has arrived; until then the sign-in form, with an
  // Email field of its own, is still on screen.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with a link' })).toBeVisible()
  await page.getByLabel('Email').fill(accounts.member.email)
  await page.getByRole('button', { name: 'Email me a link' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // The developer panel and its mailbox (not built here).
  const panel = await openDevPanel(page)
  await panel.getByRole('button', { name: 'Refresh mailbox' }).click()
  const link = panel.getByRole('link', { name: /magic-login\/verify\?token=/ }).first()
  await expect(link).toBeVisible()
  const href = await link.getAttribute('href')
  expect(href).toBeTruthy()
  await link.click()

  await expect(page).toHaveURL(/\/user\/dashboard$/)
  // The member layout (not built here).
  await expect(page.getByRole('navigation', { name: 'Member navigation' })).toBeVisible()

  // Signed out again, the same link is spent.
  await signOut(page)
  await expect(page).toHaveURL(/\/user\/login/)
  await page.goto(href ?? '')
  await expect(page.getByRole('alert').filter({ hasText: 'This sign-in link has expired or was already used.' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Email me a new sign-in link' })).toHaveAttribute('href', '/magic-login')
})

test('two-factor: turned on over HTTP, then sign-in asks for a code from the app', async ({ page }) => {
  await page.goto('/user/login')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  // The form draws before the mock backend is ready; the raw calls below need it answering.
  await waitForMockBackend(page)

  // What the settings page does (not built here): enable, then confirm with a code from the app.
  const signedIn = await post(page, '/v2/api/lambda/login', { email: accounts.member.email, password: accounts.member.password, role: 'user' })
  expect(signedIn.status).toBe(200)
  const token = String(signedIn.body.token)
  const enabled = await post(page, '/v2/api/lambda/2fa/enable', {}, token)
  expect(enabled.status).toBe(200)
  expect(String(enabled.body.otpauth_url)).toContain('issuer=MoveTime')
  const secret = String(enabled.body.secret)
  expect((await post(page, '/v2/api/lambda/2fa/authorize', { token: totpCode(secret) }, token)).status).toBe(200)

  await fillSignIn(page, 'member')
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step verification' })).toBeVisible()
  const code = page.getByLabel('Authentication code')
  await expect(code).toBeFocused()
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code')
  await expectNoSeriousA11yViolations(page)

  await code.fill(wrongTotpCode(secret))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByText('That code is not right. Check your authenticator app and try again.')).toBeVisible()
  await expect(page).toHaveURL(/\/user\/login$/)

  // This step's code was spent turning two-factor on; the app's next code signs in.
  await code.fill(totpCode(secret, 1))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/user\/dashboard$/)
  await expect(page.getByRole('navigation', { name: 'Member navigation' })).toBeVisible()
})

test('Continue with Google signs in the demo Google member', async ({ page }) => {
  await page.goto('/user/login')
  await page.getByRole('button', { name: 'Continue with Google' }).click()
  // The mock plays the provider: straight back to the verify page, then on to the dashboard.
  await expect(page).toHaveURL(/\/user\/dashboard$/)
  await expect(page.getByRole('navigation', { name: 'Member navigation' })).toBeVisible()
})
