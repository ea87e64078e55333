import { expect, type Page } from '@playwright/test'
import { accounts } from './accounts'

/** Fills the sign-in form already on screen. */
export async function fillSignIn(page: Page, who: keyof typeof accounts) {
  const account = accounts[who]
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
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
