import { afterEach, describe, expect, it, vi } from 'vitest'
import { db } from '@mocks/db/db'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { callMock, signIn } from '@mocks/testing/callMock'
import { totpCode, wrongTotpCode } from '@mocks/testing/totpCodes'
import { MAX_WRONG_CODES, TWO_FACTOR_MESSAGES } from './twoFactorHandlers'

const { member } = DEMO_ACCOUNTS
const memberLogin = { email: member.email, password: member.password, role: 'user' }

interface EnableAnswer {
  secret: string
  otpauth_url: string
}

interface LoginAnswer {
  token: string
  two_factor_required?: boolean
  user_id: number
  role: string
  expire_at: number
}

async function startSetup(token: string): Promise<string> {
  const { status, body } = await callMock<EnableAnswer>('POST', '/v2/api/lambda/2fa/enable', { token })
  expect(status).toBe(200)
  return body.secret
}

/**
 * Turns two-factor on for the member with the current step's code; returns the secret and the
 * session that did it (sessions opened before stay valid).
 */
async function turnOnForMember(): Promise<{ secret: string; token: string }> {
  const token = await signIn()
  const secret = await startSetup(token)
  const answer = await callMock('POST', '/v2/api/lambda/2fa/authorize', { token, body: { token: totpCode(secret) } })
  expect(answer.status).toBe(200)
  return { secret, token }
}

async function passwordStep(): Promise<LoginAnswer> {
  const { status, body } = await callMock<LoginAnswer>('POST', '/v2/api/lambda/login', { body: memberLogin })
  expect(status).toBe(200)
  return body
}

const verify = (challenge: string, code: string) =>
  callMock<LoginAnswer & { message?: string; validation?: Record<string, string> }>('POST', '/v2/api/lambda/2fa/verify', {
    body: { access_token: challenge, token: code },
  })

const memberRow = () => db.user.findFirst((q) => q.where({ id: member.id }))

afterEach(() => {
  vi.useRealTimers()
})

describe('2fa/enable and 2fa/authorize', () => {
  it('needs a signed-in account', async () => {
    expect((await callMock('POST', '/v2/api/lambda/2fa/enable')).status).toBe(401)
    expect((await callMock('POST', '/v2/api/lambda/2fa/authorize', { body: { token: '123456' } })).status).toBe(401)
  })

  it('issues a pending base32 secret with an otpauth URL for MoveTime and the account email', async () => {
    const token = await signIn()
    const { body } = await callMock<EnableAnswer>('POST', '/v2/api/lambda/2fa/enable', { token })
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(body.otpauth_url.startsWith(`otpauth://totp/MoveTime:${encodeURIComponent(member.email)}?`)).toBe(true)
    const url = new URL(body.otpauth_url)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ issuer: 'MoveTime', secret: body.secret, algorithm: 'SHA1', digits: '6', period: '30' })
    // Not on yet: nothing changes until a code proves the app has the secret.
    expect(memberRow()).toMatchObject({ two_factor_enabled: false, two_factor_secret: '', two_factor_pending_secret: body.secret })
    expect((await callMock<{ model: { two_factor_enabled: boolean } }>('GET', '/v2/api/lambda/profile', { token })).body.model.two_factor_enabled).toBe(false)
  })

  it('refuses a wrong code and turns two-factor on with a right one', async () => {
    const token = await signIn()
    const secret = await startSetup(token)

    const wrong = await callMock('POST', '/v2/api/lambda/2fa/authorize', { token, body: { token: wrongTotpCode(secret) } })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toEqual({ error: true, message: TWO_FACTOR_MESSAGES.wrongCode, validation: { token: TWO_FACTOR_MESSAGES.wrongCode } })
    expect(memberRow()?.two_factor_enabled).toBe(false)

    const malformed = await callMock('POST', '/v2/api/lambda/2fa/authorize', { token, body: { token: '12ab56' } })
    expect(malformed.status).toBe(400)
    expect(malformed.body.validation).toEqual({ token: TWO_FACTOR_MESSAGES.codeRequired })

    const right = await callMock('POST', '/v2/api/lambda/2fa/authorize', { token, body: { token: totpCode(secret) } })
    expect(right.status).toBe(200)
    expect(memberRow()).toMatchObject({ two_factor_enabled: true, two_factor_secret: secret, two_factor_pending_secret: '' })
    const profile = await callMock<{ model: Record<string, unknown> }>('GET', '/v2/api/lambda/profile', { token })
    expect(profile.body.model.two_factor_enabled).toBe(true)
    // The secret never leaves the mock after setup.
    expect(JSON.stringify(profile.body)).not.toContain(secret)
  })

  it('refuses a second setup while two-factor is on, and the challenge token cannot even try', async () => {
    const { secret, token } = await turnOnForMember()
    const again = await callMock('POST', '/v2/api/lambda/2fa/enable', { token })
    expect(again.status).toBe(400)
    expect(again.body.message).toBe(TWO_FACTOR_MESSAGES.alreadyOn)
    expect(memberRow()?.two_factor_secret).toBe(secret)
    expect((await callMock('POST', '/v2/api/lambda/2fa/enable', { token: (await passwordStep()).token })).status).toBe(401)
  })
})

describe('sign-in with two-factor on', () => {
  it('answers a challenge instead of a session, and 2fa/verify with a code gives the session', async () => {
    const { secret } = await turnOnForMember()
    const before = Date.now()
    const challenge = await passwordStep()
    expect(challenge).toMatchObject({ two_factor_required: true, user_id: member.id, role: 'user' })
    expect(challenge.expire_at * 1000).toBeLessThanOrEqual(before + 5 * 60 * 1000 + 1000)
    // The challenge is good for 2fa/verify only.
    expect((await callMock('GET', '/v2/api/lambda/profile', { token: challenge.token })).status).toBe(401)

    // The authorize step used this step's code; the app's next code signs in.
    const verified = await verify(challenge.token, totpCode(secret, 1))
    expect(verified.status).toBe(200)
    expect(verified.body.two_factor_required).toBeUndefined()
    expect(verified.body).toMatchObject({ error: false, user_id: member.id, role: 'user' })
    expect((await callMock('GET', '/v2/api/lambda/profile', { token: verified.body.token })).status).toBe(200)

    // The challenge is used up.
    expect((await verify(challenge.token, totpCode(secret, 1))).status).toBe(401)
  })

  it('accepts "123 456" written with a space', async () => {
    const { secret } = await turnOnForMember()
    const code = totpCode(secret, 1)
    const verified = await verify((await passwordStep()).token, `${code.slice(0, 3)} ${code.slice(3)}`)
    expect(verified.status).toBe(200)
  })

  it('refuses a code already used (replay), in setup or in a sign-in', async () => {
    const { secret } = await turnOnForMember()
    const setupCode = totpCode(secret)
    const replayed = await verify((await passwordStep()).token, setupCode)
    expect(replayed.status).toBe(400)
    expect(replayed.body.message).toBe(TWO_FACTOR_MESSAGES.reusedCode)

    const next = totpCode(secret, 1)
    expect((await verify((await passwordStep()).token, next)).status).toBe(200)
    const again = await verify((await passwordStep()).token, next)
    expect(again.status).toBe(400)
    expect(again.body.validation).toEqual({ token: TWO_FACTOR_MESSAGES.reusedCode })
  })

  it('answers 400 at the field for a wrong code, and 429 once five wrong codes are spent', async () => {
    const { secret } = await turnOnForMember()
    const { token: challenge } = await passwordStep()
    const wrong = wrongTotpCode(secret)
    for (let attempt = 1; attempt < MAX_WRONG_CODES; attempt += 1) {
      const answer = await verify(challenge, wrong)
      expect(answer.status).toBe(400)
      expect(answer.body.validation).toEqual({ token: TWO_FACTOR_MESSAGES.wrongCode })
    }
    const fifth = await verify(challenge, wrong)
    expect(fifth.status).toBe(429)
    expect(fifth.body.message).toBe('Too many attempts. Sign in again.')
    // Even the right code is refused now: the member signs in again.
    const right = await verify(challenge, totpCode(secret, 1))
    expect(right.status).toBe(429)

    // A fresh sign-in gets a fresh challenge with its own five tries.
    expect((await verify((await passwordStep()).token, totpCode(secret, 1))).status).toBe(200)
  })

  it('answers 401 for an expired challenge or a token that is no challenge', async () => {
    const { secret } = await turnOnForMember()
    const { token: challenge } = await passwordStep()
    expect((await verify(await signIn(DEMO_ACCOUNTS.second), totpCode(secret, 1))).status).toBe(401)
    expect((await verify('made-up', totpCode(secret, 1))).status).toBe(401)

    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 5 * 60 * 1000 + 1)
    const expired = await verify(challenge, totpCode(secret))
    expect(expired.status).toBe(401)
    expect(expired.body.message).toBe(TWO_FACTOR_MESSAGES.challengeEnded)
  })
})

describe('2fa/disable', () => {
  it('needs a current code, then turns two-factor off and forgets the secret', async () => {
    const { secret, token } = await turnOnForMember()

    expect((await callMock('POST', '/v2/api/lambda/2fa/disable', { token, body: {} })).status).toBe(400)
    const wrong = await callMock('POST', '/v2/api/lambda/2fa/disable', { token, body: { token: wrongTotpCode(secret) } })
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toBe(TWO_FACTOR_MESSAGES.wrongCode)
    expect(memberRow()?.two_factor_enabled).toBe(true)

    // This step's code was spent turning it on; the app's next code turns it off.
    const off = await callMock('POST', '/v2/api/lambda/2fa/disable', { token, body: { token: totpCode(secret, 1) } })
    expect(off.status).toBe(200)
    expect(memberRow()).toMatchObject({ two_factor_enabled: false, two_factor_secret: '', two_factor_pending_secret: '' })

    const plain = await passwordStep()
    expect(plain.two_factor_required).toBeUndefined()
    expect((await callMock('GET', '/v2/api/lambda/profile', { token: plain.token })).status).toBe(200)

    const already = await callMock('POST', '/v2/api/lambda/2fa/disable', { token, body: { token: totpCode(secret, 1) } })
    expect(already.status).toBe(400)
    expect(already.body.message).toBe(TWO_FACTOR_MESSAGES.alreadyOff)
  })
})
