import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { signIn, signOut } from '../support/signIn'
import { expectVideoAdvances } from '../support/video'

const PROJECT_HEADER = Buffer.from('movetime:movetime-mock-secret').toString('base64')

test('a member adds a move with an uploaded video and plays it back; another member cannot change it', async ({ page }) => {
  await signIn(page, 'member')
  // In mock builds only the worker serves uploaded media; a first visit's worker may still be installing.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true)
  await page.goto('/user/move/add')
  await page.getByLabel('Title').fill('Tempo Box Squat')
  await page.getByLabel('Description').fill('Sit back to a box for a three-second count, then stand tall.')
  await page.getByLabel('Body area').selectOption('Lower body')
  await page.getByLabel('Equipment').selectOption({ label: 'Bench' })
  await page.getByRole('group', { name: 'Difficulty' }).getByLabel('Intermediate').check()
  await page.getByLabel('Duration').fill('40')
  await page.getByRole('group', { name: 'Visibility' }).getByLabel(/Published/).check()
  await page.getByLabel('Video').setInputFiles('public/media/videos/bodyweight-squat.mp4')
  await page.getByLabel('Poster image').setInputFiles('public/media/posters/bodyweight-squat.webp')
  await expect(page.getByText('bodyweight-squat.mp4', { exact: true })).toBeVisible()
  await expect(page.getByText('bodyweight-squat.webp', { exact: true })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Add move' }).click()

  await expect(page).toHaveURL(/\/user\/view-moves\/\d+$/)
  const moveId = Number(page.url().split('/').pop())
  await expect(page.getByRole('heading', { level: 1, name: 'Tempo Box Squat' })).toBeVisible()
  await page.getByRole('button', { name: 'Play' }).click()
  await expectVideoAdvances(page.locator('video'))

  await page.goto('/user/my-moves')
  await expect(page.getByRole('link', { name: 'Tempo Box Squat', exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Edit Tempo Box Squat' })).toBeVisible()

  await signOut(page)
  await signIn(page, 'second')
  await page.goto(`/user/view-moves/${moveId}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Tempo Box Squat' })).toBeVisible()
  await expect(page.getByRole('link', { name: /^Edit/ })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0)

  // The server refuses too, whatever the page shows.
  const answers = await page.evaluate(
    async ({ id, project }) => {
      const headers = { 'content-type': 'application/json', 'x-project': project, authorization: `Bearer ${localStorage.getItem('token')}` }
      const put = await fetch(`/v4/api/records/move/${id}`, { method: 'PUT', headers, body: JSON.stringify({ title: 'Mine now' }) })
      const del = await fetch(`/v4/api/records/move/${id}`, { method: 'DELETE', headers })
      return [put.status, del.status]
    },
    { id: moveId, project: PROJECT_HEADER },
  )
  expect(answers).toEqual([403, 403])
})

test('a member edits and deletes their own move', async ({ page }) => {
  await signIn(page, 'member')
  await page.goto('/user/my-moves')
  await page.getByRole('link', { name: 'Edit Wall Sit Hold' }).click()
  await expect(page.getByLabel('Title')).toHaveValue('Wall Sit Hold')
  await page.getByLabel('Title').fill('Wall Sit Hold, 90 seconds')
  await page.getByRole('button', { name: /save/i }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Wall Sit Hold, 90 seconds' })).toBeVisible()

  await page.goto('/user/my-moves')
  await page.getByRole('button', { name: 'Delete Wall Sit Hold, 90 seconds' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: /delete/i }).click()
  await expect(page.getByRole('link', { name: 'Wall Sit Hold, 90 seconds' })).toHaveCount(0)
})
