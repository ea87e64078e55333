import { readFile } from 'node:fs/promises'
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { accounts } from '../support/accounts'
import { fillSignIn } from '../support/signIn'

/*
 * Commerce from the admin console to the member, at desktop width, over real HTTP: the api build
 * talks to the mock HTTP server, so the admin and the member (each in their own browser context)
 * share one server's data, as they would in production.
 */

test.use({ viewport: { width: 1280, height: 800 }, baseURL: 'http://localhost:4174' })

const MOCK_API = 'http://localhost:8787'
const PROJECT_HEADER = Buffer.from('movetime:movetime-mock-secret').toString('base64')
const STRIPE = `${MOCK_API}/v2/api/lambda/stripe`
const MOVETIME = `${MOCK_API}/v3/api/movetime`

function headers(token?: string | null): Record<string, string> {
  return { 'content-type': 'application/json', 'x-project': PROJECT_HEADER, ...(token ? { authorization: `Bearer ${token}` } : {}) }
}

async function tokenOver(request: APIRequestContext, who: keyof typeof accounts): Promise<string> {
  const account = accounts[who]
  const answer = await request.post(`${MOCK_API}/v2/api/lambda/login`, { headers: headers(), data: { email: account.email, password: account.password, role: account.role } })
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { token: string }).token
}

async function signedIn(page: Page, who: keyof typeof accounts): Promise<Page> {
  await page.goto(who === 'admin' ? '/admin/login' : '/user/login')
  await fillSignIn(page, who)
  await expect(page).toHaveURL(who === 'admin' ? /\/admin\/dashboard$/ : /\/user\/dashboard$/)
  return page
}

/** The member in a browser context of their own, beside the admin's. */
async function memberPage(browser: Browser, who: 'member' | 'second'): Promise<Page> {
  const context = await browser.newContext({ baseURL: 'http://localhost:4174', viewport: { width: 1280, height: 800 } })
  return signedIn(await context.newPage(), who)
}

/** RFC 4180 rows: quoted fields with doubled quotes, commas and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"'
        index += 1
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      index += 1
    } else field += char
  }
  return rows
}

test.beforeEach(async ({ request }) => {
  await request.post(`${MOCK_API}/__mock/reset`)
})

test('a plan and a price an admin creates appear on the member’s plans page', async ({ page, browser }) => {
  await signedIn(page, 'admin')
  await page.getByRole('navigation').getByRole('link', { name: 'Plans', exact: true }).click()
  await expect(page.getByRole('table', { name: /^Plans: \d+ in all/ })).toBeVisible()
  await page.getByRole('link', { name: 'Add plan' }).first().click()
  await page.getByLabel(/^Name/).fill('Studio')
  await page.getByLabel(/^Description/).fill('Live classes with a coach, twice a week.')
  await page.getByRole('button', { name: 'Add plan' }).click()
  await expect(page).toHaveURL(/\/admin\/plans/)
  await expect(page.getByRole('table', { name: /^Plans/ }).getByRole('row').filter({ hasText: 'Studio' })).toHaveCount(1)

  await page.goto('/admin/add-price')
  await page.getByLabel(/^Plan/).selectOption({ label: 'Studio' })
  await page.getByLabel(/^Name/).fill('Studio monthly')
  await page.getByLabel(/^Amount \(USD\)/).fill('14.5')
  await page.getByRole('button', { name: 'Add price' }).click()
  await expect(page).toHaveURL(/\/admin\/prices/)
  await expect(page.getByRole('table', { name: /^Prices/ }).getByRole('row').filter({ hasText: 'Studio monthly' })).toContainText('$14.50')

  const member = await memberPage(browser, 'member')
  await member.goto('/user/plans')
  const card = member.getByRole('article', { name: 'Studio' })
  await expect(card).toContainText('$14.50')
  await expect(card).toContainText('Live classes with a coach, twice a week.')
  await member.context().close()
})

test('an approved refund request shows as refunded on the member’s invoice and billing history', async ({ page, browser }) => {
  await signedIn(page, 'admin')
  await page.goto('/admin/refunds')
  const row = page.getByRole('table', { name: /^Refunds/ }).getByRole('row').filter({ hasText: 'Waiting' })
  await expect(row).toHaveCount(1)
  const invoiceNumber = (await row.textContent())?.match(/MT-\d{4}-\d{4}/)?.[0]
  expect(invoiceNumber).toBeTruthy()
  await row.getByRole('button', { name: /^Approve/ }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Approve refund' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.getByRole('table', { name: /^Refunds/ }).getByRole('row').filter({ hasText: invoiceNumber! })).toContainText('Refunded')

  const member = await memberPage(browser, 'second')
  await member.goto('/user/billing-history')
  const historyRow = member.getByRole('row').filter({ hasText: invoiceNumber! })
  await expect(historyRow).toContainText('Refunded')
  await member.goto('/user/view-bill/4')
  await expect(member.getByText('Refunded', { exact: true }).first()).toBeVisible()
  await expect(member.getByRole('button', { name: 'Request a refund' })).toHaveCount(0)
  await member.context().close()
})

test('a declined refund request tells the member why, on the invoice', async ({ page, browser }) => {
  await signedIn(page, 'admin')
  await page.goto('/admin/refunds')
  const row = page.getByRole('table', { name: /^Refunds/ }).getByRole('row').filter({ hasText: 'Waiting' })
  await row.getByRole('button', { name: /^Decline/ }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel(/^Reason for the member/).fill('The yearly plan was used for eleven months.')
  await dialog.getByRole('button', { name: 'Decline refund' }).click()
  await expect(dialog).toBeHidden()

  const member = await memberPage(browser, 'second')
  await member.goto('/user/view-bill/4')
  await expect(member.getByText('Your refund request was declined: The yearly plan was used for eleven months.')).toBeVisible()
  await member.context().close()
})

test('cancelling a subscription shows on the member’s billing page', async ({ page, browser }) => {
  await signedIn(page, 'admin')
  await page.goto('/admin/subscriptions')
  const row = page.getByRole('table', { name: /^Subscriptions/ }).getByRole('row').filter({ hasText: 'member@movetime.app' })
  await row.getByRole('button', { name: /^Cancel now/ }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel subscription' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(row).toContainText('Ended')

  const member = await memberPage(browser, 'member')
  await member.goto('/user/billing-history')
  await expect(member.getByText('You have no plan at the moment. Choose one to unlock every move.')).toBeVisible()
  await expect(member.getByText(/^Your plan: /)).toHaveCount(0)
  await member.context().close()
})

test('exporting invoices for a date filter gives a CSV whose rows match the filtered list', async ({ page }) => {
  await signedIn(page, 'admin')
  await page.goto('/admin/invoices')
  const table = page.getByRole('table', { name: /^Invoices: \d+ in all/ })
  await expect(table).toBeVisible()
  const firstDay = (await table.locator('tbody tr').first().locator('td').nth(1).textContent())!.trim()
  expect(firstDay).toMatch(/^\d{4}-\d{2}-\d{2}$/)

  await page.getByLabel('Issued from').fill(firstDay)
  await page.getByLabel('Issued to').fill(firstDay)
  await page.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/from/)
  await expect(page.getByRole('table', { name: /^Invoices: \d+ in all/ })).toBeVisible()
  const shown = await page.locator('table.admin-table tbody tr').evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent?.trim() ?? ''))
  expect(shown.length).toBeGreaterThan(0)

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`invoices-${firstDay}_${firstDay}.csv`)
  const rows = parseCsv(await readFile((await file.path())!, 'utf8'))
  expect(rows[0]![0]).toBe('Number')
  expect(rows.slice(1).map((fields) => fields[0])).toEqual(shown)
  expect(rows.slice(1).every((fields) => fields[1] === firstDay)).toBe(true)
})

test('a member’s token gets 403 on every admin call of the commerce console; no token gets 401', async ({ request }) => {
  const member = await tokenOver(request, 'member')
  const calls: Array<[string, string, unknown?]> = [
    ['GET', `${STRIPE}/product`],
    ['POST', `${STRIPE}/product`, { name: 'Sneaky' }],
    ['GET', `${STRIPE}/product/1`],
    ['PUT', `${STRIPE}/product/1`, { name: 'Sneaky' }],
    ['DELETE', `${STRIPE}/product/1`],
    ['GET', `${STRIPE}/price`],
    ['POST', `${STRIPE}/price`, { product_id: 1, nickname: 'x', amount: 100, currency: 'usd', interval: 'month' }],
    ['GET', `${STRIPE}/price/1`],
    ['PUT', `${STRIPE}/price/1`, { nickname: 'x' }],
    ['DELETE', `${STRIPE}/price/1`],
    ['GET', `${STRIPE}/subscriptions`],
    ['DELETE', `${STRIPE}/subscription/1`],
    ['POST', `${STRIPE}/subscription/usage-charge`, { subId: 1, quantity: 1 }],
    ['GET', `${STRIPE}/invoices`],
    ['GET', `${STRIPE}/invoices-v2`],
    ['GET', `${STRIPE}/orders`],
    ['POST', `${STRIPE}/refund`, { invoice_id: 4, reason: 'x' }],
    ['GET', `${MOVETIME}/refund-req`],
    ['POST', `${MOVETIME}/refund-req/1/decline`, { reason: 'x' }],
    ['GET', `${MOVETIME}/export-invoices`],
    ['GET', `${MOVETIME}/admin-stats`],
  ]
  for (const [method, url, data] of calls) {
    const answer = await request.fetch(url, { method, headers: headers(member), data })
    expect(answer.status(), `${method} ${url}`).toBe(403)
    expect(((await answer.json()) as { message?: string }).message, `${method} ${url}`).toBeTruthy()
    const anonymous = await request.fetch(url, { method, headers: headers(), data })
    expect(anonymous.status(), `${method} ${url} without a token`).toBe(401)
  }
  // Nothing the member tried changed anything.
  const admin = await tokenOver(request, 'admin')
  const product = await request.get(`${STRIPE}/product/1`, { headers: headers(admin) })
  expect(((await product.json()) as { model: { name: string; active: boolean } }).model).toMatchObject({ active: true })
})
