import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { signIn } from '../support/signIn'
import { expectVideoAdvances, videoState } from '../support/video'

test('search and filters narrow the library instantly, live in the URL and survive a reload', async ({ page }) => {
  await signIn(page, 'member')
  await page.goto('/user/library')
  // Only the cards on screen are rendered; the announced count speaks for the whole result.
  const moves = page.getByRole('list', { name: 'Moves' }).getByRole('link')
  // The count alone: a saved-copy notice ("Showing the moves saved on …") is a status too.
  const count = page.getByRole('status').filter({ hasText: /^[\d,]+ moves?( of [\d,]+)?$/ })
  await expect(count).toHaveText('131 moves')

  await page.getByLabel('Search moves').fill('squat')
  await expect(page).toHaveURL(/[?&]q=squat/)
  await expect(count).toHaveText(/^\d+ moves of 131$/)
  const squats = await count.textContent()
  // Moves named for the word come first; others only mention it in their coaching notes.
  for (const title of (await moves.allTextContents()).slice(0, 6)) expect(title.toLowerCase()).toContain('squat')

  await page.getByRole('group', { name: 'Equipment' }).getByLabel('No equipment').check()
  await expect(page).toHaveURL(/equipment=none/)
  await expect(count).not.toHaveText(squats ?? '')
  const withoutEquipment = await moves.allTextContents()
  for (const card of await page.getByRole('list', { name: 'Moves' }).getByRole('listitem').allTextContents()) expect(card).toContain('No equipment')
  expect(withoutEquipment).not.toContain('Goblet Squat')

  await page.reload()
  await expect(page.getByLabel('Search moves')).toHaveValue('squat')
  await expect(page.getByRole('group', { name: 'Equipment' }).getByLabel('No equipment')).toBeChecked()
  await expect(moves).toHaveText(withoutEquipment)
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'Clear filters' }).first().click()
  await expect(page.getByLabel('Search moves')).toHaveValue('')
  await expect(count).toHaveText('131 moves')
})

test('a member opens a move from the library and plays it: loop and speed work', async ({ page }) => {
  await signIn(page, 'member')
  await page.goto('/user/library?q=bodyweight%20squat')
  await page.getByRole('link', { name: 'Bodyweight Squat' }).click()
  await expect(page).toHaveURL(/\/user\/view-moves\/1$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Bodyweight Squat' })).toBeVisible()

  const video = page.locator('video')
  await page.getByRole('button', { name: 'Play' }).click()
  await expectVideoAdvances(video)

  await page.getByRole('button', { name: 'Loop' }).click()
  await expect(page.getByRole('button', { name: 'Loop' })).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('combobox', { name: 'Speed' }).selectOption('0.5')
  await expect.poll(async () => (await videoState(video)).playbackRate).toBe(0.5)
  expect((await videoState(video)).loop).toBe(true)
  await expectNoSeriousA11yViolations(page)
})

test('watching a move records it in the dashboard history', async ({ page }) => {
  await signIn(page, 'member')
  await page.goto('/user/view-moves/10')
  await expect(page.getByRole('heading', { level: 1, name: 'Jump Squat' })).toBeVisible()
  const video = page.locator('video')
  await page.getByRole('button', { name: 'Play' }).click()
  await expectVideoAdvances(video, 2.5)
  await page.getByRole('button', { name: 'Pause' }).click()

  await page.getByRole('link', { name: 'Dashboard' }).click()
  const recent = page.getByRole('region', { name: 'Recent moves' })
  await expect(recent.getByRole('link').first()).toContainText('Jump Squat')
  await expectNoSeriousA11yViolations(page)
})
