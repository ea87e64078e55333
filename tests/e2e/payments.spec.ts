import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/axe'
import { tickRobotCheck } from './support/captcha'
import { openDevPanel, signIn } from './support/signIn'

/*
 * Joining and paying, in Chromium against the mocked production build. The mock honours Stripe's
 * published test cards: 4242… succeeds, 4000 0000 0000 0002 is declined.
 */

async function fillCard(page: Page, card: { number: string; expiry: string; cvc: string; name: string }) {
  await page.getByLabel('Card number').fill(card.number)
  await page.getByLabel('Expiry date').fill(card.expiry)
  await page.getByLabel('Security code').fill(card.cvc)
  await page.getByLabel('Name on card').fill(card.name)
}

async function registerAndVerify(page: Page, email: string, password: string) {
  await page.goto('/user/sign-up')
  await page.getByLabel('First name').fill('Noor')
  await page.getByLabel('Last name').fill('Haddad')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('Confirm password', { exact: true }).fill(password)
  await page.getByRole('checkbox', { name: /I agree to the Terms/ }).check()
  await tickRobotCheck(page)
  await page.getByRole('button', { name: /create account/i }).click()
  await expect(page).toHaveURL(/\/register\/success/)

  const panel = await openDevPanel(page)
  await panel.getByRole('button', { name: 'Refresh mailbox' }).click()
  await panel.getByRole('link', { name: /verify-email/ }).first().click()
  await expect(page.getByText('Your email is verified.')).toBeVisible()
  await page.getByRole('link', { name: 'Sign in to choose your plan' }).click()
  await expect(page).toHaveURL(/\/user\/login\?redirect_uri=/)
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/user\/plans$/)
}

test('a visitor signs up, verifies, chooses a plan, pays and finds the invoice in billing history', async ({ page }) => {
  const email = `new.payer.${Date.now()}@example.com`
  await registerAndVerify(page, email, 'Stretch2026')

  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible()
  await page.getByRole('radio', { name: /Yearly/ }).check()
  await page.getByRole('radio', { name: /Monthly/ }).check()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('link', { name: 'Choose MoveTime Premium' }).click()
  await expect(page).toHaveURL(/\/payment\/\d+$/)

  await fillCard(page, { number: '4242424242424242', expiry: '1234', cvc: '123', name: 'Noor Haddad' })
  await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242')
  await expect(page.getByLabel('Expiry date')).toHaveValue('12/34')
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Pay $9.99' }).click()

  await expect(page).toHaveURL(/\/thank-you\?invoice=\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'You’re in' })).toBeVisible()
  const invoiceLink = page.getByRole('link', { name: /^MT-\d{4}-\d{4}$/ })
  const invoiceNumber = (await invoiceLink.textContent())!.trim()

  await page.getByRole('main').getByRole('link', { name: 'Billing history' }).click()
  await expect(page).toHaveURL(/\/user\/billing-history$/)
  await expect(page.getByRole('rowheader', { name: invoiceNumber })).toBeVisible()
  await expect(page.getByText('Active', { exact: true }).first()).toBeVisible()

  // The invoice opens as a printable document.
  await page.getByRole('link', { name: `View invoice ${invoiceNumber}` }).click()
  await expect(page).toHaveURL(/\/user\/view-bill\/\d+$/)
  await expect(page.getByText(invoiceNumber).first()).toBeVisible()
  await expect(page.getByText('$9.99').first()).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
  await expect(page.getByRole('navigation').first()).toBeHidden()
})

test('a declined card shows its message, keeps what was typed except the number, and starts no plan', async ({ page }) => {
  const email = `declined.${Date.now()}@example.com`
  await registerAndVerify(page, email, 'Stretch2026')
  await page.getByRole('link', { name: 'Choose MoveTime Premium' }).click()

  await fillCard(page, { number: '4000000000000002', expiry: '1234', cvc: '321', name: 'Noor Haddad' })
  await page.getByRole('button', { name: 'Pay $9.99' }).click()

  await expect(page.getByText('Your card was declined.')).toBeVisible()
  await expect(page).toHaveURL(/\/payment\/\d+$/)
  await expect(page.getByLabel('Card number')).toHaveValue('')
  await expect(page.getByLabel('Card number')).toBeFocused()
  await expect(page.getByLabel('Expiry date')).toHaveValue('12/34')
  await expect(page.getByLabel('Security code')).toHaveValue('321')
  await expect(page.getByLabel('Name on card')).toHaveValue('Noor Haddad')

  await page.goto('/user/billing-history')
  await expect(page.getByText('You have no plan at the moment. Choose one to unlock every move.')).toBeVisible()

  // The same page then takes a good card.
  await page.goBack()
  await fillCard(page, { number: '4242424242424242', expiry: '1234', cvc: '321', name: 'Noor Haddad' })
  await page.getByRole('button', { name: 'Pay $9.99' }).click()
  await expect(page).toHaveURL(/\/thank-you\?invoice=\d+$/)
})

test('a member cancels their plan, which stays active to the period end, then resumes it', async ({ page }) => {
  await signIn(page, 'member')
  await page.goto('/user/billing-history')
  const planCard = page.getByRole('region', { name: /MoveTime Premium|Your plan/ }).first()
  await expect(planCard.getByRole('button', { name: 'Cancel plan' })).toBeVisible()

  await planCard.getByRole('button', { name: 'Cancel plan' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText(/stays active until/)).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel plan' }).click()
  await expect(dialog).toBeHidden()
  await expect(planCard.getByText(/Cancels on/)).toBeVisible()

  // Survives a reload: the server has it.
  await page.reload()
  await expect(planCard.getByText(/Cancels on/)).toBeVisible()
  await planCard.getByRole('button', { name: 'Resume plan' }).click()
  await expect(planCard.getByRole('button', { name: 'Cancel plan' })).toBeVisible()
  await page.reload()
  await expect(planCard.getByText(/Cancels on/)).toBeHidden()
  await expect(planCard.getByRole('button', { name: 'Cancel plan' })).toBeVisible()
})

test('payments say they need a connection when the browser is offline', async ({ page, context }) => {
  await signIn(page, 'member')
  await page.goto('/user/plans')
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible()
  // The installed app: its worker serves the pages' code offline (a first visit's worker may still be installing).
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true)
  await context.setOffline(true)
  await page.getByRole('link', { name: 'Billing history' }).first().click()
  await expect(page.getByText(/Payments need a connection/).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel plan' })).toBeDisabled()
  await context.setOffline(false)
})
