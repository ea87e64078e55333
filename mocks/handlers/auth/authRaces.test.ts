import { describe, expect, it } from 'vitest'
import { db } from '@mocks/db/db'
import { DEMO_ACCOUNTS, DEMO_INVITE_CODE } from '@mocks/db/seed'
import { ACCOUNT_MESSAGES } from '@mocks/accounts/accountRules'
import { CAPTCHA_MESSAGES } from '@mocks/accounts/captchaStore'
import { verifiedCaptchaToken } from '@mocks/testing/captcha'
import { callMock, signIn, type MockAnswer } from '@mocks/testing/callMock'
import { totpCode } from '@mocks/testing/totpCodes'
import { AUTH_MESSAGES } from './accountHandlers'
import { MAGIC_LINK_MESSAGES } from './magicLinkHandlers'
import { MOBILE_RESET_MESSAGES } from './mobileResetHandlers'
import { CAPTCHA_AFTER_FAILED_LOGINS, MOBILE_RESET_MAX_WRONG_CODES } from './signInLimits'
import { TWO_FACTOR_MESSAGES } from './twoFactorHandlers'

/**
 * Issue 11 items 1 and 5: every check-and-write on a unique thing holds when N requests arrive at
 * once (Promise.all of real calls), not just one after another: exactly one wins, and the others
 * hear what a sequential repeat would.
 */

const { member, admin } = DEMO_ACCOUNTS
const PARALLEL = 8

interface MailList {
  list: Array<{ to: string; text: string; links: string[] }>
}

async function captchas(count: number): Promise<string[]> {
  return Promise.all(Array.from({ length: count }, () => verifiedCaptchaToken()))
}

function statuses(answers: Array<MockAnswer>): number[] {
  return answers.map((answer) => answer.status).sort()
}

function messagesOfFailures(answers: Array<MockAnswer>): unknown[] {
  return [...new Set(answers.filter((answer) => answer.status !== 200).map((answer) => answer.body.message))]
}

const usersWithEmail = (email: string) => db.user.findMany((q) => q.where({ email: (value) => value.toLowerCase() === email.toLowerCase() }))

async function resetMail(): Promise<{ token: string; code: string }> {
  expect((await callMock('POST', '/v2/api/lambda/forgot', { body: { email: member.email } })).status).toBe(200)
  const mail = (await callMock<MailList>('GET', '/__mock/mailbox')).body.list.find((item) => item.to === member.email)
  const token = new URL(mail?.links[0] ?? 'http://x/').searchParams.get('token')
  const code = /enter this code in the app: (\d{6})/.exec(mail?.text ?? '')?.[1]
  if (!token || !code) throw new Error('The reset mail has no link or no code')
  return { token, code }
}

describe('item 1: one winner per unique thing under parallel requests', () => {
  it('one invitation code makes one admin, however many sign up at once', async () => {
    const tokens = await captchas(PARALLEL)
    const answers = await Promise.all(
      tokens.map((captcha_token, n) =>
        callMock('POST', '/v2/api/lambda/register', {
          body: { email: `admin${n}@example.com`, password: 'Admin1234', role: 'admin', invite_code: DEMO_INVITE_CODE, captcha_token },
        }),
      ),
    )
    expect(statuses(answers)).toEqual([200, ...Array<number>(PARALLEL - 1).fill(403)])
    expect(messagesOfFailures(answers)).toEqual([AUTH_MESSAGES.inviteRequired])
    expect(db.user.findMany((q) => q.where({ role: 'admin' }))).toHaveLength(2)
    expect(db.admin_invite.findFirst((q) => q.where({ code: DEMO_INVITE_CODE }))?.used_by).toEqual(expect.any(Number))
  })

  it('one email makes one account on either register call, even with its case changed', async () => {
    const email = 'twin@example.com'
    const tokens = await captchas(PARALLEL)
    const answers = await Promise.all(
      tokens.map((captcha_token, n) => {
        const body = { email: n % 2 ? email.toUpperCase() : email, password: 'Welcome123', first_name: 'Tw', last_name: 'In', captcha_token }
        return n < PARALLEL / 2
          ? callMock('POST', '/v3/api/custom/movetime/register', { body })
          : callMock('POST', '/v2/api/lambda/register', { body: { ...body, role: 'public' } })
      }),
    )
    expect(statuses(answers)).toEqual([200, ...Array<number>(PARALLEL - 1).fill(400)])
    expect(messagesOfFailures(answers)).toEqual([ACCOUNT_MESSAGES.emailTaken])
    expect(usersWithEmail(email)).toHaveLength(1)
  })

  it('email changes and a sign-up racing for one address: one of them gets it', async () => {
    const email = 'wanted@example.com'
    const [captcha] = await captchas(1)
    const [memberToken, adminToken, publicToken] = await Promise.all([signIn(member), signIn(admin), signIn(DEMO_ACCOUNTS.public)])
    const answers = await Promise.all([
      callMock('POST', '/v2/api/lambda/update/email', { token: memberToken, body: { email } }),
      callMock('POST', '/v2/api/lambda/update/email', { token: adminToken, body: { email } }),
      callMock('POST', '/v2/api/lambda/update/email', { token: publicToken, body: { email } }),
      callMock('POST', '/v2/api/lambda/admin/update/email', { token: adminToken, body: { id: DEMO_ACCOUNTS.unverified.id, email } }),
      callMock('POST', '/v2/api/lambda/register', { body: { email, password: 'Visitor123', role: 'public', captcha_token: captcha } }),
    ])
    expect(statuses(answers)).toEqual([200, 400, 400, 400, 400])
    expect(messagesOfFailures(answers)).toEqual([ACCOUNT_MESSAGES.emailTaken])
    expect(usersWithEmail(email)).toHaveLength(1)
  })

  it('one reset link changes the password once', async () => {
    const { token } = await resetMail()
    const passwords = Array.from({ length: PARALLEL }, (_, n) => `Fresh${n}pass`)
    const answers = await Promise.all(passwords.map((password) => callMock('POST', '/v2/api/lambda/reset', { body: { token, password } })))
    expect(statuses(answers)).toEqual([200, ...Array<number>(PARALLEL - 1).fill(400)])
    expect(messagesOfFailures(answers)).toEqual([AUTH_MESSAGES.resetInvalid])
    // The password that won is the one the winner was told it set.
    const winner = passwords[answers.findIndex((answer) => answer.status === 200)] ?? ''
    await signIn({ email: member.email, password: winner, role: 'user' })
  })

  it('the link and the code of one reset email change the password once between them', async () => {
    const { token, code } = await resetMail()
    const answers = await Promise.all([
      callMock('POST', '/v2/api/lambda/reset', { body: { token, password: 'ByLink123' } }),
      callMock('POST', '/v3/api/custom/movetime/mobile/reset', { body: { code, password: 'ByCode123' } }),
      callMock('POST', '/v3/api/custom/movetime/mobile/reset', { body: { code, password: 'ByCode456' } }),
    ])
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    for (const answer of answers.filter((one) => one.status !== 200)) {
      expect(answer.status).toBe(400)
      expect([AUTH_MESSAGES.resetInvalid, MOBILE_RESET_MESSAGES.codeInvalid]).toContain(answer.body.message)
    }
  })

  it('one verification link verifies once', async () => {
    const [captcha_token] = await captchas(1)
    const email = 'fresh@example.com'
    const body = { email, password: 'Welcome123', first_name: 'Fr', last_name: 'Esh', captcha_token }
    expect((await callMock('POST', '/v3/api/custom/movetime/register', { body })).status).toBe(200)
    const link = (await callMock<MailList>('GET', '/__mock/mailbox')).body.list.find((mail) => mail.to === email)?.links[0] ?? ''
    const token = encodeURIComponent(new URL(link).searchParams.get('token') ?? '')
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => callMock('GET', `/v2/api/lambda/verify-email?token=${token}`)))
    expect(statuses(answers)).toEqual([200, ...Array<number>(PARALLEL - 1).fill(400)])
    expect(messagesOfFailures(answers)).toEqual([AUTH_MESSAGES.verifyInvalid])
  })

  it('one magic link signs in once', async () => {
    const url = `${location.origin}/magic-login/verify`
    expect((await callMock('POST', '/v2/api/lambda/magic-login/generate', { body: { email: member.email, role: 'user', url } })).status).toBe(200)
    const link = (await callMock<MailList>('GET', '/__mock/mailbox')).body.list[0]?.links[0] ?? ''
    const token = new URL(link).searchParams.get('token')
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => callMock('POST', '/v2/api/lambda/magic-login', { body: { token } })))
    expect(statuses(answers)).toEqual([200, ...Array<number>(PARALLEL - 1).fill(400)])
    expect(messagesOfFailures(answers)).toEqual([MAGIC_LINK_MESSAGES.invalid])
    expect(db.session.findMany((q) => q.where({ user_id: member.id }))).toHaveLength(1)
  })

  it('one authenticator code finishes one sign-in, however many challenges send it at once', async () => {
    const session = await signIn()
    const { body } = await callMock<{ secret: string }>('POST', '/v2/api/lambda/2fa/enable', { token: session })
    expect((await callMock('POST', '/v2/api/lambda/2fa/authorize', { token: session, body: { token: totpCode(body.secret) } })).status).toBe(200)

    const challenges = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const login = await callMock<{ token: string }>('POST', '/v2/api/lambda/login', { body: { email: member.email, password: member.password, role: 'user' } })
        return login.body.token
      }),
    )
    const code = totpCode(body.secret, 1)
    const answers = await Promise.all(
      challenges.map((access_token) => callMock('POST', '/v2/api/lambda/2fa/verify', { body: { access_token, token: code } })),
    )
    expect(statuses(answers)).toEqual([200, 400, 400, 400])
    expect(messagesOfFailures(answers)).toEqual([TWO_FACTOR_MESSAGES.reusedCode])
  })
})

describe('item 5: counters that throttle guessing hold against a parallel burst', () => {
  it('checks only as many wrong passwords as a sequential run would before demanding the captcha', async () => {
    const burst = 31
    const answers = await Promise.all(
      Array.from({ length: burst }, (_, n) =>
        callMock('POST', '/v2/api/lambda/login', { body: { email: member.email, password: `Wrong${n}pass`, role: 'user' } }),
      ),
    )
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(CAPTCHA_AFTER_FAILED_LOGINS)
    const refused = answers.filter((answer) => answer.status === 400)
    expect(refused).toHaveLength(burst - CAPTCHA_AFTER_FAILED_LOGINS)
    for (const answer of refused) expect(answer.body.validation).toEqual({ captcha_token: CAPTCHA_MESSAGES.required })

    // The right password now needs the robot check too, as after sequential failures.
    const right = await callMock('POST', '/v2/api/lambda/login', { body: { email: member.email, password: member.password, role: 'user' } })
    expect(right.status).toBe(400)
  })

  it('a burst with the right password still signs in every time', async () => {
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        callMock('POST', '/v2/api/lambda/login', { body: { email: member.email, password: member.password, role: 'user' } }),
      ),
    )
    expect(statuses(answers)).toEqual(Array<number>(PARALLEL).fill(200))
  })

  it('wrong mobile reset codes sent at once are refused after the limit, as one after another are', async () => {
    const burst = MOBILE_RESET_MAX_WRONG_CODES + 5
    const answers = await Promise.all(
      Array.from({ length: burst }, (_, n) =>
        callMock('POST', '/v3/api/custom/movetime/mobile/reset', { body: { code: String(100000 + n), password: 'Fresh1234' } }),
      ),
    )
    expect(statuses(answers)).toEqual([...Array<number>(MOBILE_RESET_MAX_WRONG_CODES).fill(400), ...Array<number>(5).fill(429)])
  })
})
