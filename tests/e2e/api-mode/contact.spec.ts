import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { withConsentDecided } from '../support/consentDecided'
import { openBeforeTakeover, ownedByApp } from '../support/holdAppEntry'
import { MOCK_API, mockMailbox } from '../support/mockBackend'
import { tickRecaptchaStandIn, serveRecaptchaStandIn } from '../support/recaptchaStandIn'
import { fillSignIn } from '../support/signIn'

/*
 * The contact form over real HTTP (api build against the mock server): a visitor sends a message,
 * support and the visitor each get an email in the Mailbox, and an admin finds the message in the
 * console and marks it answered. Then the rate limit: a fourth message from one address in the hour
 * is refused with the wait, and the visitor's text stays in the form.
 */

const PROJECT_HEADER = Buffer.from('movetime:movetime-mock-secret').toString('base64')
const SUPPORT = 'support@movetime.app'
const VISITOR = { name: 'Ines Carvalho', email: 'ines.carvalho@example.com' }
const MESSAGE = 'The timer on the move page keeps counting after I pause the video. Is that on purpose, or a bug?'

test.use({ actionTimeout: 15_000 })

test.beforeEach(async ({ request }) => {
  await request.post(`${MOCK_API}/__mock/reset`)
})

async function openContactForm(page: Page, request: APIRequestContext) {
  await serveRecaptchaStandIn(page, request)
  await withConsentDecided(page)
  await page.goto('/contact-us')
  await expect(page.getByRole('heading', { name: 'Send us a message' })).toBeVisible()
}

async function fillIn(page: Page, email = VISITOR.email) {
  await page.getByLabel('Your name').fill(VISITOR.name)
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
  await page.getByRole('combobox', { name: 'Topic' }).selectOption({ label: 'Using the app' })
  await page.getByRole('textbox', { name: 'Message' }).fill(MESSAGE)
  await tickRecaptchaStandIn(page)
}

/** A message sent straight to the contact call, with a robot check issued and verified as the page would. */
async function sendThroughApi(request: APIRequestContext, email: string) {
  const headers = { 'x-project': PROJECT_HEADER }
  const { token } = (await (await request.post(`${MOCK_API}/__mock/captcha`)).json()) as { token: string }
  expect((await request.post(`${MOCK_API}/v2/api/lambda/google-captcha`, { headers, data: { captchaToken: token } })).status()).toBe(200)
  const answer = await request.post(`${MOCK_API}/v3/api/custom/movetime/contact`, {
    headers,
    data: { name: 'Ines', email, topic: 'billing', message: 'An earlier message about my last invoice.', captcha_token: token, request_id: crypto.randomUUID() },
  })
  expect(answer.status(), await answer.text()).toBe(200)
}

test('a visitor sends the contact form: support and the visitor get an email, and an admin marks it answered', async ({ browser, page, request }) => {
  await openContactForm(page, request)
  await fillIn(page)
  await page.getByRole('button', { name: 'Send message' }).click()

  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeFocused()
  await expect(page.getByText(/We emailed a copy of your message to/)).toContainText(VISITOR.email)
  await expectNoSeriousA11yViolations(page)

  const toSupport = await mockMailbox(request, SUPPORT)
  expect(toSupport).toHaveLength(1)
  expect(toSupport[0]?.subject).toBe(`Contact form: Using the app (from ${VISITOR.name})`)
  expect(toSupport[0]?.text).toContain(MESSAGE)
  const copy = await mockMailbox(request, VISITOR.email)
  expect(copy).toHaveLength(1)
  expect(copy[0]?.subject).toBe('We received your message')
  expect(copy[0]?.text).toContain(MESSAGE)

  // The admin's console: newest first, then the whole message, marked answered.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  await withConsentDecided(adminContext)
  const admin = await adminContext.newPage()
  await admin.goto('/admin/login')
  await fillSignIn(admin, 'admin')
  await expect(admin).toHaveURL(/\/admin\/dashboard$/)
  await admin.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Contact messages' }).click()
  const table = admin.getByRole('table', { name: /^Contact messages: 5 in all/ })
  const first = table.locator('tbody tr').first()
  await expect(first).toContainText(VISITOR.name)
  await expect(first).toContainText('Using the app')
  await expect(first).toContainText('New')
  await first.getByRole('link', { name: /^View/ }).click()
  await expect(admin.getByRole('heading', { level: 1, name: `Contact message: ${VISITOR.name} (Using the app)` })).toBeVisible()
  await expect(admin.getByText(MESSAGE)).toBeVisible()
  await expectNoSeriousA11yViolations(admin)

  await admin.getByRole('button', { name: /^Mark answered/ }).click()
  const dialog = admin.getByRole('dialog', { name: `Mark the message from ${VISITOR.name} answered?` })
  await dialog.getByRole('button', { name: 'Mark answered' }).click()
  await expect(dialog).toBeHidden()
  const status = admin.locator('.admin-show__row').filter({ has: admin.locator('dt', { hasText: /^Status$/ }) }).locator('dd')
  await expect(status).toHaveText('Answered')
  await expect(admin.getByRole('button', { name: /^Mark as new/ })).toBeVisible()
  await adminContext.close()
})

test('a fourth message from one email within the hour is refused with the wait, and the text stays', async ({ page, request }) => {
  for (let sent = 0; sent < 3; sent += 1) await sendThroughApi(request, VISITOR.email)
  const mailBefore = (await mockMailbox(request)).length

  await openContactForm(page, request)
  await fillIn(page)
  await page.getByRole('button', { name: 'Send message' }).click()

  await expect(page.getByRole('alert').filter({ hasText: 'You have sent several' })).toHaveText('You have sent several messages in a short time. Please try again in 60 minutes.')
  await expect(page.getByLabel('Your name')).toHaveValue(VISITOR.name)
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(VISITOR.email)
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(MESSAGE)
  expect((await mockMailbox(request)).length).toBe(mailBefore)
  await expectNoSeriousA11yViolations(page)
})

test('what a visitor types before the app takes the prerendered page over is kept and sent', async ({ page, request }) => {
  await serveRecaptchaStandIn(page, request)
  await withConsentDecided(page)
  const takeOver = await openBeforeTakeover(page, '/contact-us')
  const name = page.getByLabel('Your name')
  await name.fill(VISITOR.name)
  takeOver()

  await expect.poll(() => name.evaluate(ownedByApp)).toBe(true)
  // Each field filled now renders the form again, which is when React would write its empty name back.
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(VISITOR.email)
  await page.getByRole('combobox', { name: 'Topic' }).selectOption({ label: 'Using the app' })
  await page.getByRole('textbox', { name: 'Message' }).fill(MESSAGE)
  await tickRecaptchaStandIn(page)
  await expect(name).toHaveValue(VISITOR.name)
  await page.getByRole('button', { name: 'Send message' }).click()

  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeFocused()
  const toSupport = await mockMailbox(request, SUPPORT)
  expect(toSupport[0]?.subject).toBe(`Contact form: Using the app (from ${VISITOR.name})`)
})
