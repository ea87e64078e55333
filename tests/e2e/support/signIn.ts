import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { accounts } from './accounts'

/**
 * Fills the sign-in form. The address changes as a navigation starts, while the page being left
 * may still be on screen (a settings page has its own "Email" field): so the fields are looked for
 * inside the form that has the Sign in button, which waits for it to be drawn.
 */
export async function fillSignIn(page: Page, who: keyof typeof accounts) {
  const account = accounts[who]
  const submit = page.getByRole('button', { name: 'Sign in', exact: true })
  const form = page.locator('form').filter({ has: submit })
  await form.getByLabel('Email').fill(account.email)
  await form.getByLabel('Password', { exact: true }).fill(account.password)
  await submit.click()
}

export async function signIn(page: Page, who: keyof typeof accounts) {
  await page.goto(who === 'admin' ? '/admin/login' : '/user/login')
  await fillSignIn(page, who)
  await expect(page).toHaveURL(who === 'admin' ? /\/admin\/dashboard$/ : /\/user\/dashboard$/)
}

export async function openDevPanel(page: Page) {
  const toggle = page.getByRole('button', { name: 'Developer panel' })
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  return page.getByRole('region', { name: 'Developer panel' })
}

/**
 * Signs out from whichever layout is on screen: the member's header keeps "Sign out" in its
 * account menu; the admin and public-area headers show it as a button.
 */
export async function signOut(page: Page) {
  const account = page.getByRole('banner').getByRole('button', { name: 'Account' })
  const signOutButton = page.getByRole('button', { name: 'Sign out' }).first()
  // The address changes as a navigation starts; the new page may still be drawing.
  await expect(account.or(signOutButton).first()).toBeVisible()
  if (await account.isVisible()) await account.click()
  await signOutButton.click()
}

/** A member signed in on the dashboard in a browser context of their own (the two-member stories). */
export async function signedInContext(browser: Browser, who: keyof typeof accounts): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.goto('/user/login')
  await fillSignIn(page, who)
  await expect(page).toHaveURL(/\/user\/dashboard$/)
  return { context, page }
}
