import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { accounts } from '../support/accounts'
import { fillSignIn, openDevPanel, signIn } from '../support/signIn'

/*
 * Email templates, CMS entries and their calls at desktop width. The CMS edit and the refusals
 * run against the api build and the mock HTTP server, so what is read back is what a server over
 * real HTTP holds; the email preview runs in the mocked build, whose Mailbox is in the panel.
 */

test.use({ viewport: { width: 1280, height: 800 } })

const MOCK_API = 'http://localhost:8787'
const API_APP = 'http://localhost:4174'
const PROJECT_HEADER = Buffer.from('movetime:movetime-mock-secret').toString('base64')

type Entry = { id: number; page: string; key: string; type: string; value: string }

function headers(token?: string | null): Record<string, string> {
  return { 'content-type': 'application/json', 'x-project': PROJECT_HEADER, ...(token ? { authorization: `Bearer ${token}` } : {}) }
}

async function tokenOver(request: APIRequestContext, who: keyof typeof accounts): Promise<string> {
  const account = accounts[who]
  const answer = await request.post(`${MOCK_API}/v2/api/lambda/login`, {
    headers: headers(),
    data: { email: account.email, password: account.password, role: account.role },
  })
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { token: string }).token
}

test.describe('over real HTTP (api build, mock server)', () => {
  test.use({ baseURL: API_APP })

  test.beforeEach(async ({ request }) => {
    await request.post(`${MOCK_API}/__mock/reset`)
  })

  test('an edited CMS entry is saved through the cms call and read back through the records call', async ({ page }) => {
    await page.goto('/admin/login')
    await fillSignIn(page, 'admin')
    await expect(page).toHaveURL(/\/admin\/dashboard$/)
    const token = await page.evaluate(() => localStorage.getItem('token'))

    // An entry of this test's own, added through cms POST with the admin's token.
    const added = await page.request.post(`${MOCK_API}/v2/api/lambda/cms`, {
      headers: headers(token),
      data: { page: 'faq', key: 'e2e_headline', type: 'text', value: 'Questions, answered.' },
    })
    expect(added.status()).toBe(200)
    const { id } = ((await added.json()) as { model: Entry }).model

    await page.goto('/admin/cms?filter=%7B%22page%22%3A%22faq%22%7D')
    const row = page.getByRole('table', { name: /^CMS entries/ }).getByRole('row').filter({ hasText: 'e2e_headline' })
    await expect(row).toHaveCount(1)
    await row.getByRole('link', { name: /^Edit/ }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/edit-cms/${id}$`))

    const value = page.getByLabel(/^Value/)
    await value.fill('Every answer, in one place.')
    await expect(page.getByRole('region', { name: 'Preview' })).toContainText('Every answer, in one place.')
    const saved = page.waitForRequest((request) => request.method() === 'PUT' && request.url() === `${MOCK_API}/v2/api/lambda/cms/${id}`)
    await page.getByRole('button', { name: 'Save changes' }).click()
    await saved
    await expect(page).toHaveURL(/\/admin\/cms(\?|$)/)

    const read = await page.request.get(`${MOCK_API}/v4/api/records/cms/${id}`, { headers: headers(token) })
    expect(read.status()).toBe(200)
    expect(((await read.json()) as { model: Entry }).model).toMatchObject({ id, page: 'faq', key: 'e2e_headline', type: 'text', value: 'Every answer, in one place.' })
  })

  test('a member’s token gets 403 on cms POST, cms PUT and mail/send; no token gets 401', async ({ request }) => {
    const member = await tokenOver(request, 'member')
    const admin = await tokenOver(request, 'admin')
    const calls = (token: string | null) => [
      request.post(`${MOCK_API}/v2/api/lambda/cms`, { headers: headers(token), data: { page: 'faq', key: 'member_try', type: 'text', value: 'x' } }),
      request.put(`${MOCK_API}/v2/api/lambda/cms/1`, { headers: headers(token), data: { value: 'Changed by a member' } }),
      request.post(`${MOCK_API}/v2/api/lambda/mail/send`, { headers: headers(token), data: { to: 'anyone@example.com', subject: 'Hi', html: '<p>Hi</p>' } }),
    ]
    const asMember = await Promise.all(calls(member))
    expect(asMember.map((answer) => answer.status())).toEqual([403, 403, 403])
    for (const answer of asMember) expect(((await answer.json()) as { message: string }).message).toBeTruthy()
    expect((await Promise.all(calls(null))).map((answer) => answer.status())).toEqual([401, 401, 401])

    // Nothing changed: the entry the member tried to edit reads as before.
    const read = await request.get(`${MOCK_API}/v4/api/records/cms/1`, { headers: headers(admin) })
    expect(((await read.json()) as { model: Entry }).model.value).not.toBe('Changed by a member')
    const tried = await request.get(`${MOCK_API}/v4/api/records/cms?filter=key,cs,member_try`, { headers: headers(admin) })
    expect(((await tried.json()) as { list: Entry[] }).list).toEqual([])
  })
})

async function watchForScripts(page: Page): Promise<string[]> {
  const dialogs: string[] = []
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message())
    await dialog.dismiss()
  })
  return dialogs
}

test('an email template with <script> is taken out of the preview; nothing runs, and a test lands in the Mailbox', async ({ page }) => {
  const dialogs = await watchForScripts(page)
  await signIn(page, 'admin')
  await page.goto('/admin/add-email')

  await page.getByLabel(/^Name/).fill('Hostile welcome')
  await page.getByLabel(/^Subject/).fill('Welcome, {{first_name}}')
  await page
    .getByLabel(/^Body \(HTML\)/)
    .fill('<h1>Hi {{first_name}}</h1><script>window.top.__pwned = true; alert("pwned")</script><img src="x" onerror="window.top.__pwned = true; alert(1)"><a href="javascript:alert(2)">tap</a>')

  const preview = page.getByRole('region', { name: 'Preview' })
  const frame = page.frameLocator('iframe[title="Email preview"]')
  await expect(frame.locator('h1')).toHaveText('Hi Alex')
  await expect(frame.locator('body')).not.toContainText('__pwned')
  await expect(frame.locator('script, [onerror], a[href^="javascript"]')).toHaveCount(0)
  await expect(preview).toContainText('Scripts are taken out and never run.')
  await expect(page.locator('iframe[title="Email preview"]')).toHaveAttribute('sandbox', '')

  // Saved as written (the script too), and still inert when the template is opened again.
  await page.getByRole('button', { name: 'Add email template' }).click()
  await expect(page).toHaveURL(/\/admin\/email(\?|$)/)
  const row = page.getByRole('table', { name: /^Email templates/ }).getByRole('row').filter({ hasText: 'Hostile welcome' })
  await row.getByRole('link', { name: /^Edit/ }).click()
  const reopened = page.frameLocator('iframe[title="Email preview"]')
  await expect(reopened.locator('h1')).toHaveText('Hi Alex')
  await expect(reopened.locator('script, [onerror], a[href^="javascript"]')).toHaveCount(0)
  await expect(preview).toContainText('Scripts are taken out and never run.')

  await page.getByLabel('Send a test to').fill('coach@example.com')
  await page.getByRole('button', { name: 'Send a test' }).click()
  await expect(preview.getByRole('status')).toContainText('Test email sent to coach@example.com.')

  const panel = await openDevPanel(page)
  await panel.getByRole('button', { name: 'Refresh mailbox' }).click()
  await expect(panel.getByText('Welcome, Alex')).toBeVisible()

  expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined()
  expect(dialogs).toEqual([])
})
