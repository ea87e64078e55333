import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { verifiedCaptchaToken } from '@mocks/testing/captcha'
import { callMock } from '@mocks/testing/callMock'
import { CAPTCHA_MESSAGES } from '@mocks/accounts/captchaStore'
import { CAPTCHA_AFTER_FAILED_LOGINS } from './signInLimits'

const { member } = DEMO_ACCOUNTS

const issue = async () => (await callMock<{ token: string; expires_in_ms: number }>('POST', '/__mock/captcha')).body
const verify = (captchaToken: unknown) => callMock('POST', '/v2/api/lambda/google-captcha', { body: { captchaToken } })
const login = (body: Record<string, unknown>) => callMock<{ token?: string }>('POST', '/v2/api/lambda/login', { body: { role: 'user', ...body } })

afterEach(() => {
  vi.useRealTimers()
})

describe('the stand-in captcha', () => {
  it('issues a two-minute token that google-captcha verifies once', async () => {
    const issued = await issue()
    expect(issued.token).toMatch(/^mock-captcha-/)
    expect(issued.expires_in_ms).toBe(2 * 60 * 1000)

    const first = await verify(issued.token)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ error: false })

    const second = await verify(issued.token)
    expect(second.status).toBe(400)
    expect(second.body).toEqual({ error: true, message: CAPTCHA_MESSAGES.used, validation: { captchaToken: CAPTCHA_MESSAGES.used } })
  })

  it('refuses a missing, unknown or expired token with the reason', async () => {
    expect((await verify(undefined)).body.message).toBe(CAPTCHA_MESSAGES.required)
    const unknown = await verify('mock-captcha-made-up')
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toBe(CAPTCHA_MESSAGES.unknown)

    const issued = await issue()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 2 * 60 * 1000 + 1)
    const expired = await verify(issued.token)
    expect(expired.status).toBe(400)
    expect(expired.body.message).toBe(CAPTCHA_MESSAGES.expired)
  })

  it('google-captcha needs the project credentials like every API call; the widget endpoint does not', async () => {
    const issued = await callMock<{ token: string }>('POST', '/__mock/captcha', { noProject: true })
    expect(issued.status).toBe(200)
    const refused = await callMock('POST', '/v2/api/lambda/google-captcha', { body: { captchaToken: issued.body.token }, noProject: true })
    expect(refused.status).toBe(401)
  })
})

describe('sign-in after failed passwords', () => {
  const wrong = { email: member.email, password: 'Wrong-pass1' }
  const right = { email: member.email, password: member.password }

  async function failTimes(times: number, email: string = member.email) {
    for (let n = 0; n < times; n += 1) expect((await login({ ...wrong, email })).status).toBe(401)
  }

  it('signs in without a captcha while fewer than three passwords have failed', async () => {
    await failTimes(CAPTCHA_AFTER_FAILED_LOGINS - 1)
    expect((await login(right)).status).toBe(200)
    // Success starts the count again.
    await failTimes(CAPTCHA_AFTER_FAILED_LOGINS - 1)
    expect((await login(right)).status).toBe(200)
  })

  it('asks for a verified captcha after three failures, even with the right password', async () => {
    await failTimes(CAPTCHA_AFTER_FAILED_LOGINS)
    const refused = await login(right)
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual({ error: true, message: CAPTCHA_MESSAGES.required, validation: { captcha_token: CAPTCHA_MESSAGES.required } })

    // A token the widget issued but google-captcha never verified is not enough.
    expect((await login({ ...right, captcha_token: (await issue()).token })).status).toBe(400)

    const captcha_token = await verifiedCaptchaToken()
    const signedIn = await login({ ...right, captcha_token })
    expect(signedIn.status).toBe(200)
    expect(signedIn.body.token).toEqual(expect.any(String))
  })

  it('spends the captcha on each guess, so every further guess needs a new one', async () => {
    await failTimes(CAPTCHA_AFTER_FAILED_LOGINS)
    const captcha_token = await verifiedCaptchaToken()
    expect((await login({ ...wrong, captcha_token })).status).toBe(401)
    expect((await login({ ...right, captcha_token })).status).toBe(400)
    expect((await login({ ...right, captcha_token: await verifiedCaptchaToken() })).status).toBe(200)
  })

  it('counts unknown emails too, so the captcha does not reveal which accounts exist', async () => {
    await failTimes(CAPTCHA_AFTER_FAILED_LOGINS, 'nobody@example.com')
    const answer = await login({ email: 'nobody@example.com', password: 'Wrong-pass1' })
    expect(answer.status).toBe(400)
    expect(answer.body).toHaveProperty('validation.captcha_token')
    // Another email is not affected.
    expect((await login(right)).status).toBe(200)
  })
})
