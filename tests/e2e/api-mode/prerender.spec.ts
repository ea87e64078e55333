import { expect, test, type Page } from '@playwright/test'
import { API_APP_URL } from '../../../playwright.config'
import { openBeforeTakeover, ownedByApp } from '../support/holdAppEntry'
import { MOCK_API } from '../support/mockBackend'
import { signIn } from '../support/signIn'

/*
 * The public pages prerendered at build time (src/app/prerender), on the api build: what a crawler
 * or a link preview reads with no JavaScript, and the app taking the page over where it stands.
 */

/** A published post's address, from the sitemap the build wrote beside the pages. */
async function somePostPath(page: Page): Promise<string> {
  const sitemap = await (await page.request.get('/sitemap.xml')).text()
  const post = sitemap.match(/<loc>[^<]*?(\/blog\/[a-z0-9-]+)<\/loc>/)?.[1]
  if (!post) throw new Error(`The sitemap lists no post:\n${sitemap}`)
  return post
}

const meta = (page: Page, selector: string) => page.locator(`head ${selector}`).getAttribute('content')

/** The JSON-LD objects of the page, parsed (a script that does not parse fails the test). */
async function structuredData(page: Page): Promise<Array<Record<string, unknown>>> {
  const scripts = await page.locator('head script[type="application/ld+json"]').allTextContents()
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

/** Everything of the page is where it belongs: nothing left hidden at the end for a script to move into place. */
async function expectAllInPlace(page: Page) {
  expect(await page.locator('#root template, body > div[hidden]').count()).toBe(0)
  expect(await page.locator('body > script:not([type])').count()).toBe(0)
}

async function expectHeadOf(page: Page, path: string, title: string) {
  await expectAllInPlace(page)
  await expect(page).toHaveTitle(title)
  const description = await meta(page, 'meta[name="description"]')
  expect(description?.length ?? 0).toBeGreaterThan(30)
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${API_APP_URL}${path}`)
  expect(await meta(page, 'meta[property="og:title"]')).toBe(title)
  expect(await meta(page, 'meta[property="og:description"]')).toBe(description)
  expect(await meta(page, 'meta[property="og:url"]')).toBe(`${API_APP_URL}${path}`)
  expect(await meta(page, 'meta[property="og:image"]')).toMatch(/^http:\/\/localhost:4174\//)
  expect(await meta(page, 'meta[name="twitter:card"]')).toMatch(/^summary(_large_image)?$/)
  expect(await meta(page, 'meta[name="twitter:title"]')).toBe(title)
  expect(await meta(page, 'meta[name="twitter:description"]')).toBe(description)
  expect(await page.locator('head meta[name="robots"]').count()).toBe(0)
  expect(await page.locator('head title').count()).toBe(1)
}

test.beforeEach(async ({ request }) => {
  await request.post(`${MOCK_API}/__mock/reset`)
})

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('home shows its text, its head and the organisation as structured data', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Move better, every day.' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Start your membership' })).toBeVisible()
    await expect(page.locator('.boot-splash')).toHaveCount(0)
    await expectHeadOf(page, '/', 'MoveTime')
    expect(await structuredData(page)).toContainEqual(expect.objectContaining({ '@type': 'Organization', name: 'MoveTime', url: `${API_APP_URL}/` }))
  })

  test('the FAQ shows its questions and answers', async ({ page }) => {
    await page.goto('/faq')
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible()
    const question = page.getByText('Can I use MoveTime without an internet connection?')
    await expect(question).toBeVisible()
    // <details> opens without a script: the answers are in the page.
    await question.click()
    await expect(page.getByText(/the move library and your favourites are saved on your device/)).toBeVisible()
    await expectHeadOf(page, '/faq', 'Frequently asked questions')
    expect(await structuredData(page)).toEqual([])
  })

  test('the blog lists its posts, each a link to its page', async ({ page }) => {
    const post = await somePostPath(page)
    await page.goto('/blog')
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
    const posts = page.getByRole('list', { name: 'Posts' }).getByRole('listitem')
    expect(await posts.count()).toBeGreaterThan(1)
    await expect(page.locator(`main a[href="${post}"]`).first()).toBeVisible()
    await expectHeadOf(page, '/blog', 'Blog')
  })

  test('a post shows its title and body, and describes itself as a BlogPosting', async ({ page }) => {
    const path = await somePostPath(page)
    await page.goto(path)
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toBeVisible()
    const title = (await heading.textContent()) ?? ''
    expect(title.length).toBeGreaterThan(5)
    // The body, rendered from Markdown and sanitised at build time, in the article before its related posts.
    const body = page.locator('main article p')
    expect(await body.count()).toBeGreaterThan(2)
    await expect(body.first()).toBeVisible()
    await expectHeadOf(page, path, title)
    expect(await meta(page, 'meta[property="og:type"]')).toBe('article')
    const [posting] = await structuredData(page)
    expect(posting).toMatchObject({ '@context': 'https://schema.org', '@type': 'BlogPosting', headline: title, url: `${API_APP_URL}${path}` })
    expect(typeof posting?.datePublished).toBe('string')
    expect(posting?.author).toMatchObject({ '@type': 'Person' })
  })

  test('an unknown post answers 404 with the 404 page, kept out of search results', async ({ page }) => {
    const response = await page.goto('/blog/no-such-post-here')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: '404 Page not found' })).toBeVisible()
    expect(await meta(page, 'meta[name="robots"]')).toBe('noindex')
    expect(await page.locator('head link[rel="canonical"]').count()).toBe(0)
  })

  test('the sitemap lists the prerendered pages', async ({ page }) => {
    const sitemap = await (await page.request.get('/sitemap.xml')).text()
    for (const path of ['/', '/faq', '/terms', '/privacy', '/contact-us', '/blog']) expect(sitemap).toContain(`<loc>${API_APP_URL}${path}</loc>`)
    expect(sitemap.match(/<loc>[^<]*\/blog\/[a-z0-9-]+<\/loc><lastmod>/g)?.length ?? 0).toBeGreaterThan(1)
  })
})

/**
 * Errors the page logged or threw: a hydration mismatch is one of them. Not a third party's script
 * that cannot load here (the api build's robot check asks Google; this machine has no way out).
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('net::ERR_NAME_NOT_RESOLVED')) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/**
 * Opens `path` with the app's entry held back until the prerendered heading is marked, then lets it
 * run and waits for React to own the heading: it is the same element, never drawn again.
 */
async function expectTakenOverInPlace(page: Page, path: string) {
  const takeOver = await openBeforeTakeover(page, path)
  const heading = page.locator('#root h1').first()
  await expect(heading).toBeVisible()
  const text = await heading.textContent()
  await heading.evaluate((element) => Object.assign(window, { prerenderedHeading: element }))
  takeOver()
  await expect.poll(() => heading.evaluate(ownedByApp)).toBe(true)
  await page.waitForLoadState('networkidle')
  expect(await page.evaluate(() => (window as unknown as { prerenderedHeading: Element }).prerenderedHeading === document.querySelector('#root h1'))).toBe(true)
  await expect(heading).toHaveText(text ?? '')
  await page.unrouteAll()
}

test.describe('on a first visit', () => {
  // No service worker yet: each page comes as its HTML, and the entry script can be held back.
  test.use({ serviceWorkers: 'block' })

  test('the app takes each page over where it stands: the same heading element, no hydration error', async ({ page }) => {
    const errors = collectErrors(page)
    const post = await somePostPath(page)
    for (const path of ['/', '/faq', '/blog', post, '/terms', '/privacy', '/contact-us']) {
      await test.step(path, async () => {
        await expectTakenOverInPlace(page, path)
        expect(errors).toEqual([])
      })
    }
  })
})

test('a returning visitor, with the service worker installed, gets the prerendered page; offline, the app draws it', async ({ page, context }) => {
  const errors = collectErrors(page)
  await page.goto('/faq')
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible()
  // Installed on this visit; it answers the page's next navigation.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
    .toBe('activated')
  await page.waitForLoadState('networkidle')

  const again = await page.goto('/faq')
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  expect(await again?.text()).toContain('data-prerendered="/faq"')
  await expect(page.locator('#root[data-prerendered="/faq"] h1')).toHaveText('Frequently asked questions')
  await page.waitForLoadState('networkidle')

  await context.setOffline(true)
  await page.goto('/faq')
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible()
  await expect(page.getByText('Can I use MoveTime without an internet connection?')).toBeVisible()
  await context.setOffline(false)
  expect(errors.filter((error) => !/Failed to fetch|ERR_INTERNET_DISCONNECTED|net::/.test(error))).toEqual([])
})

test('after taking over, the page is the app: it navigates without reloading and reads fresh data', async ({ page }) => {
  const errors = collectErrors(page)
  await page.goto('/faq')
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  const loadedAt = await page.evaluate(() => performance.timeOrigin)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
  await expect(page).toHaveTitle('Blog')
  expect(await page.evaluate(() => performance.timeOrigin)).toBe(loadedAt)
  expect(errors).toEqual([])
})

test('an unknown post, answered with the 404 page, shows the app’s not-found page', async ({ page }) => {
  const errors = collectErrors(page)
  await page.goto('/blog/no-such-post-here')
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('heading', { level: 1, name: '404 Page not found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go to the blog' })).toBeVisible()
  // The server said 404 for the page; the app's own read of the post is a 404 too, and nothing else fails.
  expect(errors.filter((error) => !/404/.test(error))).toEqual([])
})

test('a signed-in member opening home gets the app drawn afresh, with no hydration error', async ({ page }) => {
  await signIn(page, 'member')
  const errors = collectErrors(page)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Move better, every day.' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(errors).toEqual([])
})
