import { expect, test } from '@playwright/test'
import { fillSignIn, signIn } from './support/signIn'

const guarded = [
  { path: '/user/library?q=squat', login: '/user/login', who: 'member' as const },
  { path: '/account/billings', login: '/user/login', who: 'member' as const },
  { path: '/admin/moves', login: '/admin/login', who: 'admin' as const },
  { path: '/admin/edit-moves/3', login: '/admin/login', who: 'admin' as const },
]

for (const { path, login, who } of guarded) {
  test(`signed out on ${path} goes to ${login} with redirect_uri, and returns there after sign-in`, async ({ page }) => {
    await page.goto(path)
    await expect(page).toHaveURL(`${login}?redirect_uri=${encodeURIComponent(path)}`)
    await fillSignIn(page, who)
    await expect(page).toHaveURL(path)
  })
}

test('signed out on a public-area page goes to /public/login with redirect_uri', async ({ page }) => {
  await page.goto('/public/profile')
  await expect(page).toHaveURL(`/public/login?redirect_uri=${encodeURIComponent('/public/profile')}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the public area' })).toBeVisible()
})

test('a member on an admin page sees access denied with a way to sign in as an admin', async ({ page }) => {
  await signIn(page, 'member')
  await page.goto('/admin/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible()
  await expect(page.getByRole('link', { name: /sign in as an administrator/i })).toBeVisible()
})

test('an admin on a member page sees access denied', async ({ page }) => {
  await signIn(page, 'admin')
  await page.goto('/user/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible()
})

for (const outside of ['https://evil.example/steal', '//evil.example/steal', '/\\evil.example']) {
  test(`an outside redirect_uri (${outside}) is refused after sign-in`, async ({ page }) => {
    await page.goto(`/user/login?redirect_uri=${encodeURIComponent(outside)}`)
    await fillSignIn(page, 'member')
    await expect(page).toHaveURL('/user/dashboard')
  })
}

test('every admin edit path resolves with and without an id', async ({ page }) => {
  await signIn(page, 'admin')
  for (const path of ['/admin/edit-moves', '/admin/edit-moves/4', '/admin/edit-schedule', '/admin/edit-sms/2', '/admin/edit-groups']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('404 Page not found')
    await expect(page.getByRole('navigation', { name: 'Admin navigation' })).toBeVisible()
  }
})
