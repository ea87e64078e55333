// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { serverForThisFile } from './mockServer'
import {
  ACCOUNTS,
  DEMO_INVITE_CODE,
  burst,
  call,
  countStatus,
  newestLinkToken,
  resetData,
  signIn,
  statuses,
  verifiedCaptcha,
} from './securityClient'

/**
 * Issue 11 items 1 and 5, and two races that already held (checkout with one idempotency key,
 * refunds): every check-and-write on a unique thing must stay atomic under real parallel requests.
 */

const mock = serverForThisFile()
const server = () => mock.current()

beforeEach(async () => {
  await resetData(server())
})

const NEW_PASSWORD = 'Sturdy-Pass-42'
/** A race shows on some bursts and not others; each is tried this many times, on fresh data. */
const ROUNDS = 3

async function eachRound(run: () => Promise<void>): Promise<void> {
  for (let round = 0; round < ROUNDS; round += 1) {
    if (round > 0) await resetData(server())
    await run()
  }
}

const STRIPE = '/v2/api/lambda/stripe'

describe('item 1: check-then-await races', () => {
  it('creates exactly one admin from 8 parallel sign-ups with one invitation code', async () => {
    await eachRound(async () => {
      const captchas = await Promise.all(Array.from({ length: 8 }, () => verifiedCaptcha(server())))
      const answers = await burst(8, (index, sync) =>
        call(server(), 'POST', '/v2/api/lambda/register', {
          sync,
          body: {
            role: 'admin',
            email: `race-admin-${index}@example.com`,
            password: NEW_PASSWORD,
            first_name: 'Race',
            last_name: `Admin ${index}`,
            invite_code: DEMO_INVITE_CODE,
            captcha_token: captchas[index],
          },
        }),
      )
      expect(countStatus(answers, 200), JSON.stringify(statuses(answers))).toBe(1)

      const signIns = await Promise.all(
        answers.map((_, index) =>
          call(server(), 'POST', '/v2/api/lambda/login', { body: { email: `race-admin-${index}@example.com`, password: NEW_PASSWORD, role: 'admin' } }),
        ),
      )
      expect(countStatus(signIns, 200)).toBe(1)
    })
  })

  it('creates exactly one account from 8 parallel registrations with one email', async () => {
    await eachRound(async () => {
      const captchas = await Promise.all(Array.from({ length: 8 }, () => verifiedCaptcha(server())))
      const answers = await burst(8, (index, sync) =>
        call(server(), 'POST', '/v3/api/custom/movetime/register', {
          sync,
          body: {
            email: 'race-member@example.com',
            password: NEW_PASSWORD,
            first_name: 'Race',
            last_name: 'Member',
            captcha_token: captchas[index],
          },
        }),
      )
      expect(countStatus(answers, 200), JSON.stringify(statuses(answers))).toBe(1)
      for (const answer of answers.filter((one) => one.status !== 200)) expect(answer.status).toBeGreaterThanOrEqual(400)
    })
  })

  it('changes the password once from 6 parallel resets with one token', async () => {
    await eachRound(async () => {
      const forgot = await call(server(), 'POST', '/v2/api/lambda/forgot', { body: { email: ACCOUNTS.second.email } })
      expect(forgot.status, forgot.text).toBe(200)
      const token = await newestLinkToken(server(), ACCOUNTS.second.email, '/reset')

      const passwords = Array.from({ length: 6 }, (_, index) => `${NEW_PASSWORD}-${index}`)
      const answers = await burst(6, (index, sync) => call(server(), 'POST', '/v2/api/lambda/reset', { sync, body: { token, password: passwords[index] } }))
      expect(countStatus(answers, 200), JSON.stringify(statuses(answers))).toBe(1)

      // The password that works is the one whose reset was accepted, and no other. Tried one at a
      // time, the winner first: after three wrong passwords sign-in demands a captcha (item 5), so a
      // parallel burst could refuse the right password for that reason instead.
      const winner = answers.findIndex((answer) => answer.status === 200)
      const works: boolean[] = []
      for (const index of [winner, ...passwords.map((_, position) => position).filter((other) => other !== winner)]) {
        const signIn = await call(server(), 'POST', '/v2/api/lambda/login', { body: { email: ACCOUNTS.second.email, password: passwords[index], role: 'user' } })
        works[index] = signIn.status === 200
      }
      expect(works).toEqual(passwords.map((_, index) => index === winner))
    })
  })
})

describe('item 5: the sign-in captcha throttle under concurrency', () => {
  it('checks at most 3 wrong passwords from a burst of 31, and then demands the captcha', async () => {
    const answers = await burst(31, (index, sync) =>
      call(server(), 'POST', '/v2/api/lambda/login', { sync, body: { email: ACCOUNTS.priya.email, password: `wrong-guess-${index}`, role: 'user' } }),
    )
    const checked = countStatus(answers, 401)
    expect(checked, JSON.stringify(statuses(answers))).toBeLessThanOrEqual(3)
    const refused = answers.filter((answer) => answer.status !== 401)
    expect(refused).toHaveLength(31 - checked)
    for (const answer of refused) {
      expect(answer.status).toBe(400)
      expect(answer.body.validation).toHaveProperty('captcha_token')
    }

    const rightWithoutCaptcha = await call(server(), 'POST', '/v2/api/lambda/login', {
      body: { email: ACCOUNTS.priya.email, password: ACCOUNTS.priya.password, role: 'user' },
    })
    expect(rightWithoutCaptcha.status).toBe(400)
  })
})

interface Subscription {
  id: number
  user_id: number
  status: string
}
interface Invoice {
  id: number
  user_id: number
  status: string
  amount_paid: number
  amount_refunded: number
}

async function cardToken(): Promise<string> {
  const answer = await call<{ id?: string }>(server(), 'POST', '/__mock/card-provider/tokens', {
    project: false,
    body: { number: '4242424242424242', exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123', name: 'Priya Shah' },
  })
  expect(answer.status, answer.text).toBe(200)
  return answer.body.id as string
}

describe('already held: payments under concurrency', () => {
  it('charges once for 10 parallel checkouts with one idempotency key', async () => {
    const token = await signIn(server(), ACCOUNTS.priya)
    const card = await cardToken()
    const key = `security-suite-${Date.now()}`
    const answers = await burst(10, (_, sync) =>
      call<{ subscription?: Subscription }>(server(), 'POST', `${STRIPE}/checkout`, {
        sync,
        token,
        body: { price_id: 1, card_token: card, idempotency_key: key },
      }),
    )
    expect(statuses(answers), answers[0]?.text).toEqual(Array(10).fill(200))
    expect(new Set(answers.map((answer) => answer.body.subscription?.id)).size).toBe(1)

    const charges = await call<{ list?: unknown[] }>(server(), 'GET', `${STRIPE}/customer/charges`, { token })
    expect(charges.status, charges.text).toBe(200)
    expect(charges.body.list).toHaveLength(1)
  })

  it('refunds a paid invoice once from 6 parallel full refunds, and never more than was paid', async () => {
    const admin = await signIn(server(), ACCOUNTS.admin)
    const invoicesOf = async () => (await call<{ list?: Invoice[] }>(server(), 'GET', `${STRIPE}/invoices`, { token: admin })).body.list ?? []
    const paid = (await invoicesOf()).filter((invoice) => invoice.status === 'paid' && invoice.amount_paid > 0)
    const [full, partial] = paid
    expect(full && partial, 'two paid invoices in the seed').toBeTruthy()
    if (!full || !partial) return

    const fullRefunds = await burst(6, (index, sync) =>
      call(server(), 'POST', `${STRIPE}/refund`, { sync, token: admin, body: { invoice_id: full.id, reason: `Race ${index}` } }),
    )
    expect(countStatus(fullRefunds, 200), JSON.stringify(statuses(fullRefunds))).toBe(1)

    // Parts that add up to more than was paid: only as many as fit may succeed.
    const part = Math.ceil(partial.amount_paid / 3)
    const partRefunds = await burst(6, (index, sync) =>
      call(server(), 'POST', `${STRIPE}/refund`, { sync, token: admin, body: { invoice_id: partial.id, amount: part, reason: `Part ${index}` } }),
    )
    const fits = Math.floor(partial.amount_paid / part)
    expect(countStatus(partRefunds, 200), JSON.stringify(statuses(partRefunds))).toBe(fits)

    const after = await invoicesOf()
    expect(after.find((invoice) => invoice.id === full.id)).toMatchObject({ status: 'refunded', amount_refunded: full.amount_paid })
    expect(after.find((invoice) => invoice.id === partial.id)?.amount_refunded).toBe(fits * part)
  })
})
