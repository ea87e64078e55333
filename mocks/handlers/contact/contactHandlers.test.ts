import { describe, expect, it } from 'vitest'
import { CONTACT_LIMITS, CONTACT_MESSAGES, tooManyContactMessages, type ContactRequest } from '@/api/contact/contactTypes'
import { CAPTCHA_MESSAGES } from '@mocks/accounts/captchaStore'
import { CONTACT_LIMIT_PER_ADDRESS, CONTACT_LIMIT_PER_EMAIL, CONTACT_WINDOW_MS, claimContactSlot } from '@mocks/contact/contactLimits'
import { SUPPORT_ADDRESS } from '@mocks/contact/contactMessages'
import { db } from '@mocks/db/db'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { CLIENT_ADDRESS_HEADER } from '@mocks/http/clientAddress'
import { CONTACT_READ_ONLY_MESSAGE } from '@mocks/handlers/records/recordPermissions'
import { verifiedCaptchaToken } from '@mocks/testing/captcha'
import { callMock, signIn } from '@mocks/testing/callMock'

const CONTACT = '/v3/api/custom/movetime/contact'

const MESSAGE = 'My downloaded videos stopped playing after the last update. Can you help?'

async function request(overrides: Partial<ContactRequest> = {}): Promise<ContactRequest> {
  return {
    name: 'Ines Carvalho',
    email: 'ines.carvalho@example.com',
    topic: 'app',
    message: MESSAGE,
    captcha_token: await verifiedCaptchaToken(),
    request_id: crypto.randomUUID(),
    ...overrides,
  }
}

const send = (body: unknown, options: { address?: string; token?: string } = {}) =>
  callMock<Record<string, unknown>>('POST', CONTACT, {
    body,
    token: options.token,
    headers: options.address ? { [CLIENT_ADDRESS_HEADER]: options.address } : {},
  })

const stored = () => db.contact_message.findMany((q) => q.where({ request_id: (id) => !id.startsWith('seed-') }))
const mailTo = (to: string) => db.mail.findMany((q) => q.where({ to }))

describe('contact', () => {
  it('stores the message, mails support and sends the visitor a copy', async () => {
    const body = await request()
    const answer = await send(body)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ error: false, message: CONTACT_MESSAGES.sent, copy_to: body.email, duplicate: false })

    const [row] = stored()
    expect(row).toMatchObject({ id: answer.body.id, name: body.name, email: body.email, topic: 'app', message: MESSAGE, status: 'new', user_id: null })

    const [toSupport] = mailTo(SUPPORT_ADDRESS)
    expect(toSupport?.subject).toBe('Contact form: Using the app (from Ines Carvalho)')
    expect(toSupport?.text).toContain(`Ines Carvalho <${body.email}>`)
    expect(toSupport?.text).toContain(`> ${MESSAGE}`)
    expect(toSupport?.links[0]).toMatch(new RegExp(`/admin/view-contact-message/${row?.id}$`))

    const [copy] = mailTo(body.email)
    expect(copy?.subject).toBe('We received your message')
    expect(copy?.text).toContain('Hello Ines Carvalho,')
    expect(copy?.text).toContain(`> ${MESSAGE}`)
  })

  it('remembers the member who sent it while signed in', async () => {
    const token = await signIn(DEMO_ACCOUNTS.member)
    const answer = await send(await request({ email: DEMO_ACCOUNTS.member.email }), { token })
    expect(answer.status).toBe(200)
    expect(stored()[0]?.user_id).toBe(DEMO_ACCOUNTS.member.id)
  })

  it('answers 400 with a message under each field it refuses, and stores nothing', async () => {
    const answer = await send(await request({ name: ' ', email: 'not-an-email', topic: 'gossip', message: 'Too short' }))
    expect(answer.status).toBe(400)
    expect(answer.body.validation).toEqual({
      name: CONTACT_MESSAGES.nameRequired,
      email: CONTACT_MESSAGES.emailInvalid,
      topic: CONTACT_MESSAGES.topicRequired,
      message: CONTACT_MESSAGES.messageTooShort,
    })
    const tooLong = await send(await request({ message: 'x'.repeat(CONTACT_LIMITS.messageMax + 1), name: 'n'.repeat(CONTACT_LIMITS.name + 1) }))
    expect(tooLong.body.validation).toEqual({ name: CONTACT_MESSAGES.nameTooLong, message: CONTACT_MESSAGES.messageTooLong })
    expect(stored()).toHaveLength(0)
    expect(db.mail.all()).toHaveLength(0)
  })

  it('needs a verified robot check, spent once, as sign-up does', async () => {
    const missing = await send(await request({ captcha_token: '' }))
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({ message: CAPTCHA_MESSAGES.required, validation: { captcha_token: CAPTCHA_MESSAGES.required } })

    const unverified = (await callMock<{ token: string }>('POST', '/__mock/captcha')).body.token
    expect((await send(await request({ captcha_token: unverified }))).status).toBe(400)

    const body = await request()
    expect((await send(body)).status).toBe(200)
    // The same token with a new request id: a second message needs a second tick.
    const again = await send({ ...body, request_id: crypto.randomUUID() })
    expect(again.status).toBe(400)
    expect(again.body.validation).toEqual({ captcha_token: CAPTCHA_MESSAGES.required })
    expect(stored()).toHaveLength(1)
  })

  it(`takes ${CONTACT_LIMIT_PER_EMAIL} messages an hour from one email, then answers 429 with the wait`, async () => {
    for (let sent = 0; sent < CONTACT_LIMIT_PER_EMAIL; sent += 1) {
      expect((await send(await request(), { address: `10.0.0.${sent + 1}` })).status).toBe(200)
    }
    const refused = await send(await request({ email: 'INES.carvalho@example.com' }), { address: '10.0.0.99' })
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ message: tooManyContactMessages(60), retry_after_minutes: 60 })
    expect(refused.body.message).toBe('You have sent several messages in a short time. Please try again in 60 minutes.')
    expect(stored()).toHaveLength(CONTACT_LIMIT_PER_EMAIL)
    expect(mailTo(SUPPORT_ADDRESS)).toHaveLength(CONTACT_LIMIT_PER_EMAIL)
    // Another sender is not held up by Ines's limit.
    expect((await send(await request({ email: 'someone.else@example.com' }), { address: '10.0.0.99' })).status).toBe(200)
  })

  it(`takes ${CONTACT_LIMIT_PER_ADDRESS} messages an hour from one client address, whatever the emails`, async () => {
    for (let sent = 0; sent < CONTACT_LIMIT_PER_ADDRESS; sent += 1) {
      expect((await send(await request({ email: `sender${sent}@example.com` }), { address: '192.0.2.7' })).status).toBe(200)
    }
    const refused = await send(await request({ email: 'fresh@example.com' }), { address: '192.0.2.7' })
    expect(refused.status).toBe(429)
    expect(refused.body.message).toBe(tooManyContactMessages(60))
    expect((await send(await request({ email: 'fresh@example.com' }), { address: '192.0.2.8' })).status).toBe(200)
  })

  it('stores one message when the same request arrives twice at once, and answers both', async () => {
    const body = await request()
    const [first, second] = await Promise.all([send(body), send(body)])
    expect([first.status, second.status]).toEqual([200, 200])
    expect(first.body.id).toBe(second.body.id)
    expect([first.body.duplicate, second.body.duplicate].sort()).toEqual([false, true])
    expect(stored()).toHaveLength(1)
    expect(mailTo(SUPPORT_ADDRESS)).toHaveLength(1)
    expect(mailTo(body.email)).toHaveLength(1)

    // A retry after the answer was lost: the same answer, nothing sent again, no limit used.
    const retry = await send(body)
    expect(retry.body).toMatchObject({ id: first.body.id, duplicate: true })
    expect(db.mail.all()).toHaveLength(2)
  })

  it('holds a burst of different requests to the limit, even in parallel', async () => {
    const bodies = await Promise.all(Array.from({ length: CONTACT_LIMIT_PER_EMAIL + 3 }, () => request()))
    const answers = await Promise.all(bodies.map((body) => send(body)))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(CONTACT_LIMIT_PER_EMAIL)
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(3)
    expect(stored()).toHaveLength(CONTACT_LIMIT_PER_EMAIL)
  })
})

describe('the contact rate limit', () => {
  it('says how long until the oldest message leaves the hour', () => {
    const start = Date.parse('2025-03-01T10:00:00Z')
    for (let sent = 0; sent < CONTACT_LIMIT_PER_EMAIL; sent += 1) claimContactSlot('ana@example.com', 'a', start + sent * 60_000)
    expect(() => claimContactSlot('ana@example.com', 'b', start + 20 * 60_000)).toThrow(tooManyContactMessages(40))
    expect(() => claimContactSlot('ana@example.com', 'b', start + CONTACT_WINDOW_MS - 30_000)).toThrow(tooManyContactMessages(1))
    // An hour after the first, one slot is free again.
    expect(() => claimContactSlot('ana@example.com', 'b', start + CONTACT_WINDOW_MS)).not.toThrow()
  })

  it('gives a slot back when the message could not be stored', () => {
    const now = Date.parse('2025-03-01T10:00:00Z')
    const slots = Array.from({ length: CONTACT_LIMIT_PER_EMAIL }, () => claimContactSlot('bo@example.com', 'c', now))
    slots[0]?.release()
    expect(() => claimContactSlot('bo@example.com', 'c', now)).not.toThrow()
  })
})

describe('contact/{id}', () => {
  const setStatus = (id: number | string, status: unknown, token?: string) => callMock<Record<string, unknown>>('PUT', `${CONTACT}/${id}`, { body: { status }, token })

  it('lets an admin mark a message answered and new again', async () => {
    const admin = await signIn(DEMO_ACCOUNTS.admin)
    const answered = await setStatus(4, 'answered', admin)
    expect(answered.status).toBe(200)
    expect(answered.body.model).toMatchObject({ id: 4, status: 'answered', answered_by: DEMO_ACCOUNTS.admin.id })
    expect(answered.body.model).not.toHaveProperty('request_id')
    expect(typeof (answered.body.model as { answered_at: unknown }).answered_at).toBe('string')

    const reopened = await setStatus(4, 'new', admin)
    expect(reopened.body.model).toMatchObject({ status: 'new', answered_at: null, answered_by: null })
  })

  it('refuses members, visitors, unknown statuses and unknown messages', async () => {
    const admin = await signIn(DEMO_ACCOUNTS.admin)
    expect((await setStatus(4, 'answered')).status).toBe(401)
    expect((await setStatus(4, 'answered', await signIn(DEMO_ACCOUNTS.member))).status).toBe(403)
    const bad = await setStatus(4, 'spam', admin)
    expect(bad.status).toBe(400)
    expect(bad.body.validation).toEqual({ status: CONTACT_MESSAGES.statusInvalid })
    expect((await setStatus(999, 'answered', admin)).status).toBe(404)
    expect((await setStatus('abc', 'answered', admin)).status).toBe(404)
  })

  it('is the only road: the records family lets admins read messages but not write them, and nobody else read them', async () => {
    const admin = await signIn(DEMO_ACCOUNTS.admin)
    const list = await callMock<{ list: Array<{ id: number }> }>('GET', '/v4/api/records/contact_message', { token: admin })
    expect(list.status).toBe(200)
    expect(list.body.list.map((row) => row.id)).toEqual([4, 3, 2, 1])
    const write = await callMock('PUT', '/v4/api/records/contact_message/4', { token: admin, body: { status: 'answered' } })
    expect(write.status).toBe(403)
    expect(write.body.message).toBe(CONTACT_READ_ONLY_MESSAGE)
    expect((await callMock('GET', '/v4/api/records/contact_message', { token: await signIn(DEMO_ACCOUNTS.member) })).status).toBe(403)
    expect((await callMock('GET', '/v4/api/records/contact_message')).status).toBe(401)
  })
})
