import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { withConsentDecided } from '../support/consentDecided'
import { openBeforeTakeover, ownedByApp } from '../support/holdAppEntry'
import { MOCK_API } from '../support/mockBackend'

/*
 * The public blog on the api build, over real HTTP against mock:server: the filter rule, a post
 * page with its cover, body, tags and related posts, the 404 page for an unknown slug, and phones.
 */

test.beforeEach(async ({ request }) => {
  await request.post(`${MOCK_API}/__mock/reset`)
})

/** The titles of the cards in the list of posts, in order. */
const cardTitles = (page: Page) => page.getByRole('list', { name: 'Posts' }).getByRole('heading', { level: 2 }).allTextContents()

/** The page is the app's, not only its prerendered HTML, once its reads have settled. */
async function openApp(page: Page, path: string) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  // The consent banner of a first visit sits over the bottom of the page: answer it (either way) first.
  const reject = page.getByRole('button', { name: 'Reject all' })
  if (await reject.isVisible()) await reject.click()
}

/** Nothing wider than the screen: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }))
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth)
}

test('filtering by two tags: at least one of them gives five posts, all of them three', async ({ page }) => {
  await openApp(page, '/blog')
  await expect(page.getByText('8 posts', { exact: true })).toBeVisible()
  const filters = page.getByRole('form', { name: 'Filter posts' })
  await filters.getByRole('checkbox', { name: /^Beginners/ }).check()
  await filters.getByRole('checkbox', { name: /^Bodyweight/ }).check()
  await expect(page.getByText('5 posts match these filters')).toBeVisible()
  expect(await cardTitles(page)).toEqual([
    'Training Together: What Our Groups Taught Us About Consistency',
    'Core Training Beyond Crunches',
    'Ten Minutes of Mobility for People Who Sit All Day',
    'Your First Four Weeks: A Simple Plan for Building the Habit',
    'How to Squat Without Knee Pain: Five Cues That Help',
  ])
  await filters.getByRole('radio', { name: 'All of them' }).check()
  await expect(page.getByText('3 posts match these filters')).toBeVisible()
  const all = ['Core Training Beyond Crunches', 'Your First Four Weeks: A Simple Plan for Building the Habit', 'How to Squat Without Knee Pain: Five Cues That Help']
  expect(await cardTitles(page)).toEqual(all)
  await expect(page).toHaveURL('/blog?tags=beginners,bodyweight&rule=all')

  // The state is the URL's: the same address, opened afresh, gives the same posts.
  await openApp(page, '/blog?tags=beginners,bodyweight&rule=all')
  await expect(page.getByText('3 posts match these filters')).toBeVisible()
  expect(await cardTitles(page)).toEqual(all)
  await expectNoSeriousA11yViolations(page)
})

test('chips ticked before the app takes the prerendered page over still filter the list', async ({ page }) => {
  await withConsentDecided(page)
  const takeOver = await openBeforeTakeover(page, '/blog')
  const filters = page.getByRole('form', { name: 'Filter posts' })
  await filters.getByRole('checkbox', { name: /^Beginners/ }).check()
  await filters.getByRole('checkbox', { name: /^Bodyweight/ }).check()
  expect(await filters.evaluate(ownedByApp)).toBe(false)
  takeOver()

  await expect(page).toHaveURL('/blog?tags=beginners,bodyweight')
  await expect(page.getByText('5 posts match these filters')).toBeVisible()
  await expect(filters.getByRole('checkbox', { name: /^Beginners/ })).toBeChecked()
  await expect(filters.getByRole('checkbox', { name: /^Bodyweight/ })).toBeChecked()
})

test('a post shows its title, a cover that loads, its body, tags and related posts', async ({ page }) => {
  await openApp(page, '/blog')
  await page.getByRole('link', { name: 'How to Squat Without Knee Pain: Five Cues That Help' }).click()
  await expect(page).toHaveURL('/blog/squat-without-knee-pain')
  await expect(page.getByRole('heading', { level: 1, name: 'How to Squat Without Knee Pain: Five Cues That Help' })).toBeVisible()
  await expect(page).toHaveTitle('How to Squat Without Knee Pain: Five Cues That Help')
  const meta = page.locator('.blog-post__meta')
  await expect(meta).toContainText('By Grace Bennett')
  await expect(meta).toContainText('3 min read')
  await expect(meta.locator('time')).toHaveAttribute('datetime', /T09:00:00\.000Z$/)

  const cover = page.getByRole('img', { name: /hands behind his head/ })
  await expect(cover).toBeVisible()
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0)

  await expect(page.getByRole('heading', { level: 2, name: '1. Start from the floor up' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Goblet Squats' })).toHaveAttribute('href', '/move?id=9')
  const tags = page.getByRole('region', { name: 'Tags' })
  await expect(tags.getByRole('link')).toHaveText(['Strength', 'Beginners', 'Bodyweight'])
  const related = page.getByRole('region', { name: 'Read next' })
  await expect(related.getByRole('heading', { level: 3 })).toHaveCount(3)
  await expectNoSeriousA11yViolations(page)

  // A tag leads to its own page.
  await tags.getByRole('link', { name: 'Strength' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Tag Strength' })).toBeVisible()
})

test('an external link in a post opens with rel="noopener noreferrer"', async ({ page }) => {
  await openApp(page, '/blog/your-first-four-weeks')
  const link = page.getByRole('link', { name: 'guidance on physical activity' })
  await expect(link).toHaveAttribute('rel', /noopener/)
  await expect(link).toHaveAttribute('rel', /noreferrer/)
})

test('an unknown slug, or a draft, shows the 404 page', async ({ page }) => {
  for (const slug of ['no-such-post', 'pull-up-progressions']) {
    await openApp(page, `/blog/${slug}`)
    await expect(page.getByRole('heading', { level: 1, name: '404 Page not found' })).toBeVisible()
    await expect(page.getByText("Oops. Looks like this page doesn't exists")).toBeVisible()
    await expect(page).toHaveTitle('404 Page not found')
  }
  await page.getByRole('link', { name: 'Go to the blog' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
})

test('on a 375 px phone the blog and a post fit the screen and stay accessible', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await openApp(page, '/blog')
  await expect(page.getByText('8 posts', { exact: true })).toBeVisible()
  await expectNoSidewaysScroll(page)
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('form', { name: 'Filter posts' }).getByRole('checkbox', { name: /^Technique/ }).check()
  await expect(page.getByText('3 posts match these filters')).toBeVisible()
  await expectNoSidewaysScroll(page)

  await openApp(page, '/blog/kettlebell-swing-hinge-dont-squat')
  await expect(page.getByRole('heading', { level: 1, name: 'Kettlebell Swing 101: Hinge, Don’t Squat' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Read next' })).toBeAttached()
  await expectNoSidewaysScroll(page)
  await expectNoSeriousA11yViolations(page)

  await page.setViewportSize({ width: 320, height: 640 })
  await expectNoSidewaysScroll(page)
})
