import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS, DEMO_INVITE_CODE } from '@mocks/db/seed'
import { verifiedCaptchaToken } from '@mocks/testing/captcha'
import { callMock, signIn } from '@mocks/testing/callMock'
import { AUTH_MESSAGES } from './accountHandlers'
import { TOKEN_TTL_MS } from '@mocks/http/guard'

const { member, admin, unverified } = DEMO_ACCOUNTS

interface MailList {
  list: Array<{ to: string; subject: string; links: string[] }>
}

async function latestLinkTo(email: string): Promise<string> {
  const { body } = await callMock<MailList>('GET', '/__mock/mailbox')
  const mail = body.list.find((item) => item.to === email)
  const link = mail?.links[0]
  if (!link) throw new Error(`No mail to ${email}`)
  return link
}

describe('login', () => {
  it('signs in the demo member with a one-hour token', async () => {
    const before = Date.now()
    const { status, body } = await callMock('POST', '/v2/api/lambda/login', {
      body: { email: member.email, password: member.password, role: 'user' },
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({ error: false, role: 'user', user_id: member.id, first_name: 'Maya' })
    expect(typeof body.token).toBe('string')
    const expireAt = (body.expire_at as number) * 1000
    expect(expireAt).toBeGreaterThanOrEqual(Math.floor((before + TOKEN_TTL_MS) / 1000) * 1000)
    expect(expireAt).toBeLessThanOrEqual(Date.now() + TOKEN_TTL_MS)
  })

  it('signs in the demo admin as admin', async () => {
    const { status, body } = await callMock('POST', '/v2/api/lambda/login', {
      body: { email: admin.email, password: admin.password, role: 'admin' },
    })
    expect(status).toBe(200)
    expect(body.role).toBe('admin')
  })

  it('rejects a wrong password with 401', async () => {
    const { status, body } = await callMock('POST', '/v2/api/lambda/login', {
      body: { email: member.email, password: 'Wrong123!', role: 'user' },
    })
    expect(status).toBe(401)
    expect(body).toEqual({ error: true, message: 'Incorrect email or password.' })
  })

  it('rejects an unknown email with the same message', async () => {
    const { status, body } = await callMock('POST', '/v2/api/lambda/login', {
      body: { email: 'nobody@example.com', password: member.password, role: 'user' },
    })
    expect(status).toBe(401)
    expect(body.message).toBe('Incorrect email or password.')
  })

  it('refuses an account signing in as another role with 403', async () => {
    const { status, body } = await callMock('POST', '/v2/api/lambda/login', {
      body: { email: member.email, password: member.password, role: 'admin' },
    })
    expect(status).toBe(403)
    expect(body.message).toBe('This account cannot sign in here.')
  })

  it('refuses an unverified account with 403', async () => {
    const { status, body } = await callMock('POST', '/v2/api/lambda/login', {
      body: { email: unverified.email, password: unverified.password, role: 'user' },
    })
    expect(status).toBe(403)
    expect(body.message).toBe('Please verify your email before signing in. We sent you a link.')
  })

  it('answers 400 with field messages for missing fields', async () => {
    const { status, body } = await callMock('POST', '/v2/api/lambda/login', { body: { role: 'user' } })
    expect(status).toBe(400)
    expect(body.validation).toMatchObject({ email: expect.any(String), password: expect.any(String) })
  })

  it('requires the x-project header', async () => {
    const { status, body } = await callMock('POST', '/v2/api/lambda/login', {
      body: { email: member.email, password: member.password, role: 'user' },
      noProject: true,
    })
    expect(status).toBe(401)
    expect(body.message).toBe('Missing project credentials.')
  })

  it('rejects x-project credentials it does not know', async () => {
    const { status, body } = await callMock('POST', '/v2/api/lambda/login', {
      body: { email: member.email, password: member.password, role: 'user' },
      headers: { 'x-project': btoa('someone:else') },
      noProject: true,
    })
    expect(status).toBe(401)
    expect(body.message).toBe('Unknown project credentials.')
  })
})

describe('sessions and roles', () => {
  it('answers 401 without a token', async () => {
    const { status, body } = await callMock('GET', '/v2/api/lambda/profile')
    expect(status).toBe(401)
    expect(body).toEqual({ error: true, message: 'Please sign in to continue.' })
  })

  it('answers 401 for an unknown token', async () => {
    const { status, body } = await callMock('GET', '/v2/api/lambda/profile', { token: 'not-a-real-token' })
    expect(status).toBe(401)
    expect(body.message).toBe('Please sign in to continue.')
  })

  it('answers TOKEN_EXPIRED once the session has expired', async () => {
    const token = await signIn()
    expect((await callMock('GET', '/v2/api/lambda/profile', { token })).status).toBe(200)
    const expired = await callMock('POST', '/__mock/expire-session', { token })
    expect(expired.body.expired).toBe(1)
    const { status, body } = await callMock('GET', '/v2/api/lambda/profile', { token })
    expect(status).toBe(401)
    expect(body).toEqual({ error: true, message: 'TOKEN_EXPIRED' })
  })

  it('expires only the caller’s session when a token is sent', async () => {
    const mine = await signIn()
    const theirs = await signIn(admin)
    await callMock('POST', '/__mock/expire-session', { token: mine })
    expect((await callMock('GET', '/v2/api/lambda/profile', { token: theirs })).status).toBe(200)
  })

  it('check passes for the session’s role and is 403 for another', async () => {
    const token = await signIn()
    expect((await callMock('POST', '/v2/api/lambda/check', { token, body: { role: 'user' } })).body).toMatchObject({ error: false })
    const wrong = await callMock('POST', '/v2/api/lambda/check', { token, body: { role: 'admin' } })
    expect(wrong.status).toBe(403)
    expect(wrong.body.message).toBe('You do not have permission to do that.')
  })

  it('keeps admin calls for admins (403 for a member)', async () => {
    const token = await signIn()
    const { status, body } = await callMock('POST', '/v2/api/lambda/admin/update/email', {
      token,
      body: { id: member.id, email: 'new@example.com' },
    })
    expect(status).toBe(403)
    expect(body.message).toBe('You do not have permission to do that.')
  })
})

describe('profile', () => {
  it('reads and updates the profile without ever sending the password hash', async () => {
    const token = await signIn()
    const read = await callMock<{ model: Record<string, unknown> }>('GET', '/v2/api/lambda/profile', { token })
    expect(read.body.model).toMatchObject({ id: member.id, email: member.email, role: 'user', verified: true })
    expect(read.body.model).not.toHaveProperty('password_hash')

    const saved = await callMock<{ model: Record<string, unknown> }>('POST', '/v2/api/lambda/profile', {
      token,
      body: { first_name: 'Maya J.', phone: '+1 415 555 0199', role: 'admin' },
    })
    expect(saved.status).toBe(200)
    expect(saved.body.model).toMatchObject({ first_name: 'Maya J.', phone: '+1 415 555 0199', role: 'user' })
    expect(saved.body.model).not.toHaveProperty('password_hash')
  })

  it('updates the email, refusing a malformed or taken one', async () => {
    const token = await signIn()
    const bad = await callMock('POST', '/v2/api/lambda/update/email', { token, body: { email: 'not-an-email' } })
    expect(bad.status).toBe(400)
    expect(bad.body.validation).toHaveProperty('email')

    const taken = await callMock('POST', '/v2/api/lambda/update/email', { token, body: { email: admin.email } })
    expect(taken.status).toBe(400)
    expect(taken.body.message).toBe('An account with this email already exists.')

    const ok = await callMock('POST', '/v2/api/lambda/update/email', { token, body: { email: 'maya@example.com' } })
    expect(ok.status).toBe(200)
    await signIn({ email: 'maya@example.com', password: member.password, role: 'user' })
  })

  it('updates the password only when it has 8 characters, a letter and a digit', async () => {
    const token = await signIn()
    for (const weak of ['short1A', 'longenoughbutnodigit', '1234567890']) {
      const { status, body } = await callMock('POST', '/v2/api/lambda/update/password', { token, body: { password: weak } })
      expect(status).toBe(400)
      expect(body.validation).toHaveProperty('password')
    }
    expect((await callMock('POST', '/v2/api/lambda/update/password', { token, body: { password: 'NewPass123' } })).status).toBe(200)
    await signIn({ email: member.email, password: 'NewPass123', role: 'user' })
  })

  it('lets an admin change another account’s email and password', async () => {
    const token = await signIn(admin)
    const email = await callMock('POST', '/v2/api/lambda/admin/update/email', { token, body: { id: member.id, email: 'maya@example.com' } })
    expect(email.status).toBe(200)
    const password = await callMock('POST', '/v2/api/lambda/admin/update/password', { token, body: { id: member.id, password: 'Changed123' } })
    expect(password.status).toBe(200)
    await signIn({ email: 'maya@example.com', password: 'Changed123', role: 'user' })
  })

  it('rest user PUT updates self, refuses another member, allows an admin', async () => {
    const token = await signIn()
    expect((await callMock('POST', '/v1/api/rest/user/PUT', { token, body: { id: member.id, last_name: 'T.' } })).status).toBe(200)
    expect((await callMock('POST', '/v1/api/rest/user/PUT', { token, body: { id: DEMO_ACCOUNTS.second.id, last_name: 'X' } })).status).toBe(403)
    const adminToken = await signIn(admin)
    const byAdmin = await callMock<{ model: { last_name: string } }>('POST', '/v1/api/rest/user/PUT', {
      token: adminToken,
      body: { id: DEMO_ACCOUNTS.second.id, last_name: 'Lee-Park' },
    })
    expect(byAdmin.body.model.last_name).toBe('Lee-Park')
  })
})

describe('registration', () => {
  const newMember = { first_name: 'Ana', last_name: 'Silva', email: 'ana.silva@example.com', password: 'Welcome123' }

  it('registers a member, mails a verification link, verifies, then signs in', async () => {
    const registered = await callMock('POST', '/v3/api/custom/movetime/register', {
      body: { ...newMember, captcha_token: await verifiedCaptchaToken() },
      headers: { origin: 'http://localhost:5173' },
    })
    expect(registered.status).toBe(200)
    expect(registered.body).toMatchObject({ error: false, user_id: expect.any(Number) })

    const blocked = await callMock('POST', '/v2/api/lambda/login', { body: { ...newMember, role: 'user' } })
    expect(blocked.status).toBe(403)
    expect(blocked.body.message).toBe(AUTH_MESSAGES.unverified)

    const link = await latestLinkTo(newMember.email)
    expect(link).toMatch(/^http:\/\/localhost:5173\/user\/verify-email\?token=/)
    const token = new URL(link).searchParams.get('token') ?? ''

    const verified = await callMock('GET', `/v2/api/lambda/verify-email?token=${encodeURIComponent(token)}`)
    expect(verified.status).toBe(200)
    const again = await callMock('GET', `/v2/api/lambda/verify-email?token=${encodeURIComponent(token)}`)
    expect(again.status).toBe(400)

    await signIn({ email: newMember.email, password: newMember.password, role: 'user' })
  })

  it('validates the fields and refuses an email that is taken', async () => {
    const invalid = await callMock('POST', '/v3/api/custom/movetime/register', {
      body: { email: 'x', password: 'short', captcha_token: await verifiedCaptchaToken() },
    })
    expect(invalid.status).toBe(400)
    expect(Object.keys(invalid.body.validation as object).sort()).toEqual(['email', 'first_name', 'last_name', 'password'])

    const taken = await callMock('POST', '/v3/api/custom/movetime/register', {
      body: { ...newMember, email: member.email, captcha_token: await verifiedCaptchaToken() },
    })
    expect(taken.status).toBe(400)
    expect(taken.body.message).toBe('An account with this email already exists.')
  })

  it('requires a captcha verified by google-captcha, and tells nothing about the email without one', async () => {
    for (const captcha_token of [undefined, 'made-up-token']) {
      const { status, body } = await callMock('POST', '/v3/api/custom/movetime/register', {
        body: { ...newMember, email: member.email, captcha_token },
      })
      expect(status).toBe(400)
      expect(body).toEqual({
        error: true,
        message: 'Please confirm you are not a robot.',
        validation: { captcha_token: 'Please confirm you are not a robot.' },
      })
    }
    // Issued by the widget but never verified through google-captcha: not enough.
    const issued = await callMock<{ token: string }>('POST', '/__mock/captcha')
    const unverified = await callMock('POST', '/v3/api/custom/movetime/register', { body: { ...newMember, captcha_token: issued.body.token } })
    expect(unverified.status).toBe(400)
    expect(unverified.body.validation).toEqual({ captcha_token: 'Please confirm you are not a robot.' })

    // A verified token registers once; the same token cannot register a second account.
    const captcha_token = await verifiedCaptchaToken()
    expect((await callMock('POST', '/v3/api/custom/movetime/register', { body: { ...newMember, captcha_token } })).status).toBe(200)
    const again = await callMock('POST', '/v3/api/custom/movetime/register', {
      body: { ...newMember, email: 'another@example.com', captcha_token },
    })
    expect(again.status).toBe(400)
    expect(again.body.validation).toHaveProperty('captcha_token')
    const mailbox = await callMock<MailList>('GET', '/__mock/mailbox')
    expect(mailbox.body.list.map((mail) => mail.to)).toEqual([newMember.email])
  })

  it('requires a verified captcha on the generic register too', async () => {
    const body = { email: 'visitor@example.com', password: 'Visitor123', role: 'public' }
    const refused = await callMock('POST', '/v2/api/lambda/register', { body })
    expect(refused.status).toBe(400)
    expect(refused.body.validation).toEqual({ captcha_token: 'Please confirm you are not a robot.' })
    const login = await callMock('POST', '/v2/api/lambda/login', { body })
    expect(login.status).toBe(401)
  })

  it('registers a public account that can sign in at once', async () => {
    const body = { email: 'visitor@example.com', password: 'Visitor123', role: 'public' }
    expect((await callMock('POST', '/v2/api/lambda/register', { body: { ...body, captcha_token: await verifiedCaptchaToken() } })).status).toBe(200)
    await signIn({ email: body.email, password: body.password, role: 'public' })
  })

  it('refuses an admin sign-up without a valid invitation code', async () => {
    const body = { email: 'new.admin@example.com', password: 'Admin1234', role: 'admin' }
    for (const invite_code of [undefined, 'MT-WRONG-CODE']) {
      const { status, body: answer } = await callMock('POST', '/v2/api/lambda/register', { body: { ...body, invite_code } })
      expect(status).toBe(403)
      expect(answer.message).toBe('An invitation code from an administrator is required.')
    }
    const login = await callMock('POST', '/v2/api/lambda/login', { body })
    expect(login.status).toBe(401)
  })

  it('accepts an admin sign-up with the invitation code, once', async () => {
    const body = { email: 'new.admin@example.com', password: 'Admin1234', role: 'admin', invite_code: DEMO_INVITE_CODE }
    expect((await callMock('POST', '/v2/api/lambda/register', { body: { ...body, captcha_token: await verifiedCaptchaToken() } })).status).toBe(200)
    await signIn({ email: body.email, password: body.password, role: 'admin' })

    const reused = await callMock('POST', '/v2/api/lambda/register', {
      body: { ...body, email: 'another.admin@example.com', captcha_token: await verifiedCaptchaToken() },
    })
    expect(reused.status).toBe(403)
  })

  it('accepts an invitation an admin created through the records family', async () => {
    const adminToken = await signIn(admin)
    const created = await callMock<{ model: { code: string; used_by: null } }>('POST', '/v4/api/records/admin_invite', { token: adminToken, body: {} })
    expect(created.status).toBe(200)
    expect(created.body.model.code).toMatch(/^MT-[A-Z0-9]{4}-[A-Z0-9]{4}$/)
    const body = {
      email: 'invited@example.com',
      password: 'Admin1234',
      role: 'admin',
      invite_code: created.body.model.code,
      captcha_token: await verifiedCaptchaToken(),
    }
    expect((await callMock('POST', '/v2/api/lambda/register', { body })).status).toBe(200)
  })
})

describe('password reset', () => {
  it('mails a reset link, resets the password, and the new one signs in', async () => {
    const token = await signIn()
    const forgot = await callMock('POST', '/v2/api/lambda/forgot', {
      body: { email: member.email, role: 'user' },
      headers: { origin: 'http://localhost:4173' },
    })
    expect(forgot.status).toBe(200)
    expect(forgot.body.message).toBe(AUTH_MESSAGES.forgotSent)

    const link = await latestLinkTo(member.email)
    expect(link).toMatch(/^http:\/\/localhost:4173\/user\/reset\?token=/)
    const resetToken = new URL(link).searchParams.get('token')

    const weak = await callMock('POST', '/v2/api/lambda/reset', { body: { token: resetToken, password: 'weak' } })
    expect(weak.status).toBe(400)
    expect(weak.body.validation).toHaveProperty('password')

    expect((await callMock('POST', '/v2/api/lambda/reset', { body: { token: resetToken, password: 'Fresh1234' } })).status).toBe(200)
    // The old session ends with the old password.
    expect((await callMock('GET', '/v2/api/lambda/profile', { token })).status).toBe(401)
    expect((await callMock('POST', '/v2/api/lambda/login', { body: { email: member.email, password: member.password, role: 'user' } })).status).toBe(401)
    await signIn({ email: member.email, password: 'Fresh1234', role: 'user' })

    const reused = await callMock('POST', '/v2/api/lambda/reset', { body: { token: resetToken, password: 'Other1234' } })
    expect(reused.status).toBe(400)
    expect(reused.body.message).toBe(AUTH_MESSAGES.resetInvalid)
  })

  it('answers the same for an unknown email and sends nothing', async () => {
    const { status, body } = await callMock('POST', '/v2/api/lambda/forgot', { body: { email: 'nobody@example.com', role: 'user' } })
    expect(status).toBe(200)
    expect(body.message).toBe(AUTH_MESSAGES.forgotSent)
    const mailbox = await callMock<MailList>('GET', '/__mock/mailbox')
    expect(mailbox.body.list).toHaveLength(0)
  })
})
