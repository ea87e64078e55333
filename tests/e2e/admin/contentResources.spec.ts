import { expect, test, type Page } from '@playwright/test'
import { fillSignIn, openDevPanel } from '../support/signIn'

/*
 * Schedules, photos and user history in the mocked build at desktop width, through the generic
 * pages the definitions drive: add and view a schedule, upload a photo with its progress shown,
 * filter members' history by member.
 */

test.use({ viewport: { width: 1280, height: 800 } })

/**
 * Signs in as the demo admin. The first sign-in of a fresh browser also starts the service worker
 * and seeds the mock, which on a busy machine can take longer than one expect's default.
 */
async function signInAsAdmin(page: Page) {
  await page.goto('/admin/login')
  await fillSignIn(page, 'admin')
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 30_000 })
}

/** A small PNG: the mock types uploads from their first bytes, so the signature is what counts. */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])

test('an admin adds a schedule, sees it in the list and opens its view', async ({ page }) => {
  await signInAsAdmin(page)
  await page.goto('/admin/add-schedule')
  await page.getByLabel(/^Member \(account id\)/).fill('3')
  await page.getByLabel(/^Coach \(required\)/).selectOption({ label: 'Grace Bennett (Europe/London)' })
  await page.getByLabel(/^Starts/).fill('2025-05-06T09:00')
  await page.getByLabel(/^Ends/).fill('2025-05-06T08:00')
  await page.getByLabel(/^Details/).fill('Form check: deadlifts')
  await page.getByRole('button', { name: 'Add schedule' }).click()
  // The end before the start: said under Ends, nothing typed lost.
  await expect(page.getByLabel(/^Ends/)).toHaveAccessibleDescription('The end must be after the start.')
  await expect(page.getByLabel(/^Details/)).toHaveValue('Form check: deadlifts')

  await page.getByLabel(/^Ends/).fill('2025-05-06T10:00')
  await page.getByRole('button', { name: 'Add schedule' }).click()
  await expect(page).toHaveURL(/\/admin\/schedule(\?|$)/)
  const row = page.getByRole('table', { name: /^Schedules/ }).getByRole('row').filter({ hasText: 'Form check: deadlifts' })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Jordan Lee (#3)')

  await row.getByRole('link', { name: /^View/ }).click()
  await expect(page).toHaveURL(/\/admin\/view-schedule\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Schedule')
  await expect(page.getByText('Form check: deadlifts')).toBeVisible()
})

test('an admin uploads a photo, watches its progress, and finds it in /admin/photo', async ({ page }) => {
  await signInAsAdmin(page)
  await page.goto('/admin/add-photo')
  // A slow API keeps the upload in flight long enough to see its progress (set after the page
  // load: a reload puts the mock's switches back).
  const panel = await openDevPanel(page)
  await panel.getByRole('button', { name: 'Slow API' }).click()
  await expect(panel.getByRole('status').filter({ hasText: 'Slow API' })).toBeVisible()
  await page.getByRole('button', { name: 'Developer panel' }).click()

  await page.getByLabel(/^Title/).fill('Deadlift: lockout')
  await page.getByLabel(/^Description \(alt text\)/).fill('An athlete standing tall at the top of a deadlift')
  await page.getByLabel('Choose an image file for photo').setInputFiles({ name: 'deadlift-lockout.png', mimeType: 'image/png', buffer: PNG })
  await expect(page.getByRole('progressbar', { name: /^Uploading deadlift-lockout\.png… \d+%$/ })).toBeVisible()
  await expect(page.getByRole('progressbar')).toHaveCount(0)
  await expect(page.getByLabel('Photo link')).toHaveValue(/\/mock-files\//)

  await page.getByRole('button', { name: 'Add photo' }).click()
  await expect(page).toHaveURL(/\/admin\/photo(\?|$)/)
  await expect(page.getByRole('table', { name: /^Photos/ }).getByRole('row').filter({ hasText: 'Deadlift: lockout' })).toHaveCount(1)
})

test('an admin filters user history by member', async ({ page }) => {
  await signInAsAdmin(page)
  await page.goto('/admin/user_history')
  const table = page.getByRole('table', { name: /^User history/ })
  await expect(table.getByRole('row').nth(1)).toBeVisible()
  const everyone = Number((await table.locator('caption').textContent())?.match(/(\d+) in all/)?.[1])

  await page.getByLabel('Member (account id)').fill('1')
  await page.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/filter=/)
  await expect(table.locator('caption')).not.toHaveText(new RegExp(`^User history: ${everyone} in all`))
  const rows = table.locator('tbody tr')
  await expect(rows.first()).toBeVisible()
  const members = await rows.locator('td:nth-child(2)').allTextContents()
  expect(members.length).toBeGreaterThan(0)
  for (const member of members) expect(member).toBe('Maya Thompson (#1)')
})
