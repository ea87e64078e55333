import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { MOCK_API } from '../support/mockBackend'
import { fillSignIn } from '../support/signIn'

/*
 * The public pages' text from the console to a visitor, over real HTTP (api build against the mock
 * server): an admin edits the home hero title (a text entry, written with <b> in it) and a FAQ
 * answer (inside the JSON list of questions, in Markdown with an onerror image) in the CMS screen.
 * A visitor in a browser of their own then sees both: the title with its tags as characters, the
 * answer drawn from its Markdown with nothing of the handler run.
 */

const HERO_TITLE = 'Train <b>smarter</b>, every day.'
const FAQ_QUESTION = 'Can I use MoveTime without an internet connection?'
const FAQ_ANSWER = 'Yes: your **saved moves** open with no signal at all.\n\n<img src="x" onerror="window.__pwned = 1">'

type Pwned = { __pwned?: number }

test.use({ actionTimeout: 15_000 })

test.beforeEach(async ({ request }) => {
  await request.post(`${MOCK_API}/__mock/reset`)
})

/** Opens the CMS entry `page › key` from the console's list, by its row's Edit link. */
async function editEntry(admin: Page, page: string, key: string) {
  await admin.goto(`/admin/cms?filter=${encodeURIComponent(JSON.stringify({ page }))}`)
  const row = admin
    .getByRole('table', { name: /^CMS entries/ })
    .getByRole('row')
    .filter({ has: admin.getByRole('cell', { name: key, exact: true }) })
  await expect(row).toHaveCount(1)
  await row.getByRole('link', { name: /^Edit/ }).click()
  await expect(admin).toHaveURL(/\/admin\/edit-cms\/\d+$/)
  return admin.getByLabel(/^Value/)
}

async function save(admin: Page) {
  await admin.getByRole('button', { name: 'Save changes' }).click()
  await expect(admin).toHaveURL(/\/admin\/cms(\?|$)/)
}

test('an admin edits the home hero title and a FAQ answer; a visitor sees both, the title’s tags as text and nothing of the answer run', async ({
  browser,
  page: admin,
}) => {
  test.slow() // an admin edits two entries, then a visitor reads them in a browser of their own
  await admin.setViewportSize({ width: 1280, height: 900 })
  await admin.goto('/admin/login')
  await fillSignIn(admin, 'admin')
  await expect(admin).toHaveURL(/\/admin\/dashboard$/)

  // The hero title: a text entry. Its preview shows the tags as written, and links to the page it changes.
  const title = await editEntry(admin, 'home', 'hero_title')
  await expect(title).toHaveValue('Move better, every day.')
  await title.fill(HERO_TITLE)
  const preview = admin.getByRole('region', { name: 'Preview' })
  await expect(preview).toContainText(HERO_TITLE)
  await expect(preview.getByRole('link', { name: 'Open page /' })).toHaveAttribute('href', '/')
  await save(admin)

  // The FAQ: one JSON entry listing the questions, each answer in Markdown.
  const items = await editEntry(admin, 'faq', 'items')
  const questions = JSON.parse(await items.inputValue()) as Array<{ question: string; answer: string }>
  const offline = questions.find((item) => item.question === FAQ_QUESTION)
  expect(offline).toBeDefined()
  offline!.answer = FAQ_ANSWER
  await items.fill(JSON.stringify(questions, null, 2))
  await expect(admin.getByRole('region', { name: 'Preview' }).getByRole('link', { name: 'Open page /faq' })).toHaveAttribute('href', '/faq')
  await save(admin)

  // A visitor, in a browser of their own.
  const visitorContext = await browser.newContext({ viewport: { width: 375, height: 800 } })
  const visitor = await visitorContext.newPage()
  const failures: string[] = []
  visitor.on('pageerror', (error) => failures.push(error.message))

  await visitor.goto('/')
  const heading = visitor.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText(HERO_TITLE)
  await expect(visitor.locator('h1 b')).toHaveCount(0)
  await expect(visitor.getByRole('heading', { level: 2, name: 'Everything you need to train with confidence' })).toBeVisible()
  await expectNoSeriousA11yViolations(visitor)

  // In-app links of the CMS text open through the router.
  await visitor.getByRole('link', { name: 'frequently asked questions' }).click()
  await expect(visitor).toHaveURL(/\/faq$/)
  const question = visitor.locator('details').filter({ hasText: FAQ_QUESTION })
  await question.getByText(FAQ_QUESTION).click()
  await expect(question.locator('strong')).toHaveText('saved moves')
  await expect(question).toContainText('open with no signal at all.')
  await expect(question.locator('script, [onerror]')).toHaveCount(0)
  await visitor.waitForLoadState('load')
  expect(await visitor.evaluate(() => (window as Pwned).__pwned)).toBeUndefined()
  await expectNoSeriousA11yViolations(visitor)
  expect(failures).toEqual([])
  await visitorContext.close()
})

test('the home page draws the seeded text at once from its prerendered HTML, its install image with its alt text', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Move better, every day.' })).toBeVisible()
  const image = page.getByRole('img', { name: /The MoveTime move library on a phone/ })
  await image.scrollIntoViewIfNeeded()
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0)
  await expect(page.getByRole('link', { name: 'frequently asked questions' })).toHaveAttribute('href', '/faq')
})

/** The pages whose text this device keeps (the offline store's `site` store). */
const savedSitePages = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('movetime-offline')
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('site')) {
            db.close()
            return resolve([])
          }
          const keys = db.transaction('site').objectStore('site').getAllKeys()
          keys.onsuccess = () => {
            resolve(keys.result.map(String))
            db.close()
          }
        }
        open.onerror = () => resolve([])
      }),
  )

test('a visitor offline reloads the FAQ and reads the copy this device saved on the last visit', async ({ page, context }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/faq')
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible()
  await page.evaluate(() => navigator.serviceWorker.ready)
  // The worker takes the pages opened after it installed (the app never claims an open page).
  await page.reload()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible()
  await expect.poll(() => savedSitePages(page)).toContain('faq')

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible()
  await expect(page.getByText(/Showing the copy of this page saved on this device\./)).toBeVisible()
  const question = page.locator('details').filter({ hasText: FAQ_QUESTION })
  await question.getByText(FAQ_QUESTION).click()
  await expect(question).toContainText('Videos you have not played before may need a connection the first time.')
  await context.setOffline(false)
})
