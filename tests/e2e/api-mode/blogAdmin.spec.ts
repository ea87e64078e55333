import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { withConsentDecided } from '../support/consentDecided'
import { MOCK_API } from '../support/mockBackend'
import { fillSignIn } from '../support/signIn'

/*
 * The blog from the console to a reader, over real HTTP (api build against the mock server): an
 * admin writes a post whose Markdown carries a <script> and an <img onerror>, uploads a cover and
 * publishes it; the live preview draws the Markdown with neither. A visitor then opens /blog/{slug}:
 * the post shows, nothing of the script or the handler ran, and the uploaded cover loads.
 */

const TITLE = 'Warm-ups That Actually Help'
const SLUG = 'warm-ups-that-actually-help'
const COVER = 'public/media/posters/bodyweight-squat.webp'
const COVER_ALT = 'A woman at the bottom of a bodyweight squat, arms stretched out in front.'
const MARKDOWN = [
  '## Warm up first',
  '',
  'Five minutes of **easy** movement before the first hard set. Start with the [library](/user/library).',
  '',
  '<script>window.__pwned = 1</script>',
  '',
  '<img src=x onerror="window.__pwned=1">',
  '',
  '- Hip circles',
  '- Arm swings',
].join('\n')

type Pwned = { __pwned?: number }

test.use({ actionTimeout: 15_000 })

test.beforeEach(async ({ request }) => {
  await request.post(`${MOCK_API}/__mock/reset`)
})

test('an admin publishes a post with a script in its Markdown and a cover upload; a visitor reads it and nothing runs', async ({ browser, page }) => {
  test.slow() // an upload, then a second browser
  await page.setViewportSize({ width: 1280, height: 900 })
  await withConsentDecided(page)
  await page.goto('/admin/login')
  await fillSignIn(page, 'admin')
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Blog posts' }).click()
  await expect(page.getByRole('table', { name: /^Blog posts: 10 in all/ })).toBeVisible()
  await page.getByRole('link', { name: 'Add blog post' }).click()

  await page.getByLabel('Title (required)').fill(TITLE)
  await expect(page.getByLabel('Slug')).toHaveValue(SLUG)
  await page.getByLabel('Category').fill('Technique')
  const tags = page.getByLabel('Tags to add')
  await tags.fill('Warm-up')
  await tags.press('Enter')
  await page.getByLabel('Body (required)').fill(MARKDOWN)

  // The live preview: the Markdown drawn, the script and the handler gone, in a frame that runs nothing.
  const preview = page.frameLocator('iframe[title="Preview of body"]')
  await expect(preview.getByRole('heading', { name: 'Warm up first' })).toBeVisible()
  await expect(preview.locator('strong')).toHaveText('easy')
  await expect(preview.locator('script, [onerror]')).toHaveCount(0)

  await page.getByLabel('Choose an image file for cover image').setInputFiles(COVER)
  await expect(page.getByLabel('Cover image link')).toHaveValue(new RegExp(`^${MOCK_API}/mock-files/\\d+/`))
  await page.getByLabel('Cover image description').fill(COVER_ALT)
  await page.getByLabel('Status (required)').selectOption('published')
  await expectNoSeriousA11yViolations(page)
  expect(await page.evaluate(() => (window as Pwned).__pwned)).toBeUndefined()

  await page.getByRole('button', { name: 'Add blog post' }).click()
  await expect(page).toHaveURL(/\/admin\/blog$/)
  const first = page.getByRole('table', { name: /^Blog posts: 11 in all/ }).locator('tbody tr').first()
  await expect(first).toContainText(TITLE)
  await expect(first).toContainText('Published')
  await expect(first).toContainText('Warm-up')

  // A visitor, in a browser of their own.
  const visitorContext = await browser.newContext({ viewport: { width: 375, height: 800 } })
  await withConsentDecided(visitorContext)
  const visitor = await visitorContext.newPage()
  const failures: string[] = []
  visitor.on('pageerror', (error) => failures.push(error.message))
  await visitor.goto(`/blog/${SLUG}`)
  await expect(visitor.getByRole('heading', { level: 1, name: TITLE })).toBeVisible()
  const article = visitor.locator('article')
  await expect(article.getByRole('heading', { level: 2, name: 'Warm up first' })).toBeVisible()
  await expect(article.getByRole('listitem').filter({ hasText: 'Hip circles' })).toBeVisible()
  await expect(article.locator('script, [onerror]')).toHaveCount(0)

  const cover = visitor.getByRole('img', { name: COVER_ALT })
  await expect(cover).toBeVisible()
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0)

  // Whatever the page did with the post, nothing of its script or its handler ran.
  await visitor.waitForLoadState('load')
  expect(await visitor.evaluate(() => (window as Pwned).__pwned)).toBeUndefined()
  expect(failures).toEqual([])
  await expectNoSeriousA11yViolations(visitor)
  await visitorContext.close()
})
