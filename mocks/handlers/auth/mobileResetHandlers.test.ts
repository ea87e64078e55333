import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { callMock, signIn } from '@mocks/testing/callMock'
import { MOBILE_RESET_MESSAGES } from './mobileResetHandlers'
import { MOBILE_RESET_MAX_WRONG_CODES } from './signInLimits'

const { member } = DEMO_ACCOUNTS

interface MailList {
  list: Array<{ to: string; text: string; links: string[] }>
}

async function askForReset(): Promise<{ code: string; link: string }> {
  expect((await callMock('POST', '/v2/api/lambda/forgot', { body: { email: member.email, role: 'user' } })).status).toBe(200)
  const mail = (await callMock<MailList>('GET', '/__mock/mailbox')).body.list.find((item) => item.to === member.email)
  const code = /enter this code in the app: (\d{6})/.exec(mail?.text ?? '')?.[1]
  const link = mail?.links[0]
  if (!code || !link) throw new Error('The reset mail has no code or no link')
  return { code, link }
}

const mobileReset = (code: unknown, password: unknown) =>
  callMock('POST', '/v3/api/custom/movetime/mobile/reset', { body: { code, password } })

const canSignIn = async (password: string) =>
  (await callMock('POST', '/v2/api/lambda/login', { body: { email: member.email, password, role: 'user' } })).status === 200

/** A six-digit code that is not the one mailed. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

afterEach(() => {
  vi.useRealTimers()
})

describe('mobile reset', () => {
  it('the reset email carries a 6-digit code that sets a new password once', async () => {
    const session = await signIn()
    const { code, link } = await askForReset()

    const weak = await mobileReset(code, 'weak')
    expect(weak.status).toBe(400)
    expect(weak.body.validation).toHaveProperty('password')

    const done = await mobileReset(code, 'Fresh1234')
    expect(done.status).toBe(200)
    expect(await canSignIn('Fresh1234')).toBe(true)
    expect(await canSignIn(member.password)).toBe(false)
    // Signed-in devices sign in again, as after a reset by link.
    expect((await callMock('GET', '/v2/api/lambda/profile', { token: session })).status).toBe(401)

    const reused = await mobileReset(code, 'Other1234')
    expect(reused.status).toBe(400)
    expect(reused.body.validation).toEqual({ code: MOBILE_RESET_MESSAGES.codeInvalid })
    // Nor does the link from the same email work any more.
    const token = new URL(link).searchParams.get('token')
    expect((await callMock('POST', '/v2/api/lambda/reset', { body: { token, password: 'Other1234' } })).status).toBe(400)
    expect(await canSignIn('Fresh1234')).toBe(true)
  })

  it('refuses a wrong or malformed code at the field', async () => {
    const { code } = await askForReset()
    const wrong = await mobileReset(otherCode(code), 'Fresh1234')
    expect(wrong.status).toBe(400)
    expect(wrong.body).toEqual({ error: true, message: MOBILE_RESET_MESSAGES.codeInvalid, validation: { code: MOBILE_RESET_MESSAGES.codeInvalid } })
    const malformed = await mobileReset('12ab', 'Fresh1234')
    expect(malformed.body.validation).toEqual({ code: MOBILE_RESET_MESSAGES.codeRequired })
    expect(await canSignIn(member.password)).toBe(true)
  })

  it('refuses a code older than 15 minutes, and one replaced by a newer email', async () => {
    const first = await askForReset()
    const second = await askForReset()
    expect(second.code).not.toBe(first.code)
    expect((await mobileReset(first.code, 'Fresh1234')).status).toBe(400)

    const third = await askForReset()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 15 * 60 * 1000 + 1)
    expect((await mobileReset(third.code, 'Later1234')).status).toBe(400)
  })

  it('the link from the email voids its code', async () => {
    const { code, link } = await askForReset()
    const token = new URL(link).searchParams.get('token')
    expect((await callMock('POST', '/v2/api/lambda/reset', { body: { token, password: 'ByLink123' } })).status).toBe(200)
    expect((await mobileReset(code, 'ByCode123')).status).toBe(400)
    expect(await canSignIn('ByLink123')).toBe(true)
  })

  it('stops answering after many wrong codes, so six digits cannot be guessed', async () => {
    const { code } = await askForReset()
    for (let n = 0; n < MOBILE_RESET_MAX_WRONG_CODES; n += 1) {
      expect((await mobileReset(otherCode(code), 'Fresh1234')).status).toBe(400)
    }
    const blocked = await mobileReset(code, 'Fresh1234')
    expect(blocked.status).toBe(429)
    expect(blocked.body.message).toBe(MOBILE_RESET_MESSAGES.tooManyWrongCodes)
    expect(await canSignIn(member.password)).toBe(true)
  })
})
