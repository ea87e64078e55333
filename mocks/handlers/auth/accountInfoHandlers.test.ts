import { beforeEach, describe, expect, it } from 'vitest'
import type { Profile } from '@/api/auth/authTypes'
import type { UserInfo } from '@/api/moves/moveTypes'
import { tableOf } from '@mocks/db/db'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { callMock, signIn } from '@mocks/testing/callMock'
import { ACCOUNT_INFO_MESSAGES } from './accountInfoHandlers'
import { ACCOUNT_MESSAGES } from '@mocks/accounts/accountRules'
import { parsePhone } from './phoneNumbers'

const { member, second, admin, unverified, public: publicAccount } = DEMO_ACCOUNTS
const USER_INFO = '/v3/api/custom/movetime/userinfo'

let memberToken = ''
let adminToken = ''

beforeEach(async () => {
  ;[memberToken, adminToken] = await Promise.all([signIn(member), signIn(admin)])
})

const profileOf = async (token: string) => (await callMock<{ model: Profile }>('GET', '/v2/api/lambda/profile', { token })).body.model
const infoOf = async (token: string) => (await callMock<{ model: UserInfo }>('GET', '/v3/api/custom/movetime/get-userinfo', { token })).body.model
const infoRowsOf = (userId: number) => tableOf('user_info').findMany((q) => q.where((row) => row.user_id === userId))

describe('POST userinfo', () => {
  it('saves the member’s names and phone on the account, and goal and level in user_info', async () => {
    const { status, body } = await callMock('POST', USER_INFO, {
      token: memberToken,
      body: { first_name: ' Maya ', last_name: 'Okafor', phone: '+44 (0)20 7946-0321', goal: 'Build strength', level: 'Advanced' },
    })
    expect(status).toBe(200)
    expect(body).toEqual({ error: false, message: ACCOUNT_INFO_MESSAGES.infoSaved })

    expect(await profileOf(memberToken)).toMatchObject({ first_name: 'Maya', last_name: 'Okafor', phone: '+442079460321' })
    expect(await infoOf(memberToken)).toMatchObject({ goal: 'Build strength', level: 'advanced' })
    const rows = infoRowsOf(member.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ goal: 'Build strength', level: 'advanced', phone: '+442079460321', height_cm: 168 })
  })

  it('leaves the fields it was not sent as they were', async () => {
    await callMock('POST', USER_INFO, { token: memberToken, body: { level: 'intermediate' } })
    expect(await infoOf(memberToken)).toMatchObject({ goal: 'Build a daily habit', level: 'intermediate' })
    expect(await profileOf(memberToken)).toMatchObject({ first_name: 'Maya', phone: '+1 415 555 0101' })
  })

  it('creates the user_info row of a member who had none', async () => {
    const token = await signIn(DEMO_ACCOUNTS.priya)
    expect(infoRowsOf(DEMO_ACCOUNTS.priya.id)).toHaveLength(0)
    expect((await callMock('POST', USER_INFO, { token, body: { goal: 'Stay active', level: 'beginner' } })).status).toBe(200)
    expect(infoRowsOf(DEMO_ACCOUNTS.priya.id)).toEqual([expect.objectContaining({ user_id: DEMO_ACCOUNTS.priya.id, goal: 'Stay active', level: 'beginner' })])
    expect(await infoOf(token)).toMatchObject({ goal: 'Stay active', level: 'beginner' })
  })

  it('removes the phone when sent empty', async () => {
    await callMock('POST', USER_INFO, { token: memberToken, body: { phone: '' } })
    expect((await profileOf(memberToken)).phone).toBe('')
  })

  it('answers 400 with a message per field and writes nothing', async () => {
    const { status, body } = await callMock('POST', USER_INFO, {
      token: memberToken,
      body: { first_name: '  ', last_name: '', phone: '555-0101', goal: 'x'.repeat(81), level: 'expert' },
    })
    expect(status).toBe(400)
    expect(body).toEqual({
      error: true,
      message: 'Please check the highlighted fields.',
      validation: {
        first_name: ACCOUNT_MESSAGES.firstNameRequired,
        last_name: ACCOUNT_MESSAGES.lastNameRequired,
        phone: ACCOUNT_INFO_MESSAGES.phoneInvalid,
        goal: ACCOUNT_INFO_MESSAGES.goalTooLong,
        level: ACCOUNT_INFO_MESSAGES.levelInvalid,
      },
    })
    expect(await profileOf(memberToken)).toMatchObject({ first_name: 'Maya', last_name: 'Thompson', phone: '+1 415 555 0101' })
    expect(await infoOf(memberToken)).toMatchObject({ goal: 'Build a daily habit', level: 'beginner' })
  })

  it('does not save a valid field beside an invalid one', async () => {
    const { status, body } = await callMock<{ validation: Record<string, string> }>('POST', USER_INFO, {
      token: memberToken,
      body: { goal: 'Stay active', level: 7 },
    })
    expect(status).toBe(400)
    expect(body.validation).toEqual({ level: ACCOUNT_INFO_MESSAGES.levelInvalid })
    expect((await infoOf(memberToken)).goal).toBe('Build a daily habit')
  })

  it('asks for an empty goal to be chosen', async () => {
    const { body } = await callMock<{ validation: Record<string, string> }>('POST', USER_INFO, { token: memberToken, body: { goal: '' } })
    expect(body.validation).toEqual({ goal: ACCOUNT_INFO_MESSAGES.goalRequired })
  })

  it('refuses an empty request', async () => {
    const { status, body } = await callMock('POST', USER_INFO, { token: memberToken, body: {} })
    expect(status).toBe(400)
    expect(body.message).toBe(ACCOUNT_INFO_MESSAGES.nothingToSave)
  })

  it('needs a sign-in', async () => {
    expect((await callMock('POST', USER_INFO, { body: { goal: 'Stay active' } })).status).toBe(401)
  })

  it('lets a member save only their own info', async () => {
    const { status } = await callMock('POST', USER_INFO, { token: memberToken, body: { user_id: second.id, goal: 'Stay active' } })
    expect(status).toBe(403)
    expect(infoRowsOf(second.id)[0]).toMatchObject({ goal: 'Stronger core' })
    expect((await callMock('POST', USER_INFO, { token: memberToken, body: { user_id: member.id, goal: 'Stay active' } })).status).toBe(200)
  })

  it('lets an admin save another account’s info, and 404s an unknown one', async () => {
    expect((await callMock('POST', USER_INFO, { token: adminToken, body: { user_id: second.id, level: 'advanced' } })).status).toBe(200)
    expect(infoRowsOf(second.id)[0]).toMatchObject({ goal: 'Stronger core', level: 'advanced' })
    expect((await callMock('POST', USER_INFO, { token: adminToken, body: { user_id: 999, level: 'advanced' } })).status).toBe(404)
    expect((await callMock('POST', USER_INFO, { token: adminToken, body: { user_id: 'three', level: 'advanced' } })).status).toBe(400)
  })
})

describe('GET phone/{phone}/lookup', () => {
  const lookup = (phone: string, token: string | null = memberToken) =>
    callMock<{ error: false; valid: boolean; phone: string; country: string }>('GET', `/v3/api/movetime/phone/${encodeURIComponent(phone)}/lookup`, { token })

  it.each([
    ['+44 20 7946 0321', '+442079460321', 'GB'],
    ['+44 (0)20 7946-0321', '+442079460321', 'GB'],
    ['+1 (415) 555-0101', '+14155550101', 'US'],
    ['+1 416 555 0199', '+14165550199', 'CA'],
    ['0049 30 901820', '+4930901820', 'DE'],
    ['+33 1 23 45 67 89', '+33123456789', 'FR'],
    ['+61 2 9374 4000', '+61293744000', 'AU'],
    ['+91 98765 43210', '+919876543210', 'IN'],
  ])('reads %s as %s in %s', async (written, e164, country) => {
    const { status, body } = await lookup(written)
    expect(status).toBe(200)
    expect(body).toEqual({ error: false, valid: true, phone: e164, country })
  })

  it.each([
    ['no country code', '020 7946 0321'],
    ['letters', '+44 20 CALL NOW'],
    ['too few digits', '+44 123'],
    ['too many digits', '+44 1234 5678 9012 34'],
    ['an unknown calling code', '+999 1234 5678'],
    ['a North American number of the wrong length', '+1 415 555 010'],
    ['a plus in the middle', '44+20 7946 0321'],
  ])('answers valid: false for %s', async (_why, written) => {
    const { status, body } = await lookup(written)
    expect(status).toBe(200)
    expect(body).toEqual({ error: false, valid: false, phone: '', country: '' })
  })

  it('needs a sign-in', async () => {
    expect((await lookup('+44 20 7946 0321', null)).status).toBe(401)
  })
})

describe('parsePhone', () => {
  it('keeps E.164 limits of 8 to 15 digits', () => {
    expect(parsePhone('+49 301234')).toEqual({ e164: '+49301234', country: 'DE' })
    expect(parsePhone('+49 30123')).toBeNull()
    expect(parsePhone('+49 3012 3456 7890 1')).toEqual({ e164: '+493012345678901', country: 'DE' })
    expect(parsePhone('+49 3012 3456 7890 12')).toBeNull()
  })
})

describe('POST verify/user', () => {
  const verify = (body: unknown, token: string | null = adminToken) => callMock('POST', '/v2/api/lambda/verify/user', { token, body })

  it('lets an admin mark an account verified, which can then sign in', async () => {
    const login = () =>
      callMock('POST', '/v2/api/lambda/login', { body: { email: unverified.email, password: unverified.password, role: 'user' } })
    expect((await login()).status).toBe(403)

    const { status, body } = await verify({ user_id: unverified.id })
    expect(status).toBe(200)
    expect(body).toEqual({ error: false, message: ACCOUNT_INFO_MESSAGES.verified })
    expect((await login()).status).toBe(200)
  })

  it('refuses members with 403 and changes nothing', async () => {
    const { status, body } = await verify({ user_id: unverified.id }, memberToken)
    expect(status).toBe(403)
    expect(body.message).toBe('You do not have permission to do that.')
    const publicToken = await signIn(publicAccount)
    expect((await verify({ user_id: unverified.id }, publicToken)).status).toBe(403)
    const stillUnverified = await callMock('POST', '/v2/api/lambda/login', {
      body: { email: unverified.email, password: unverified.password, role: 'user' },
    })
    expect(stillUnverified.status).toBe(403)
  })

  it('answers 404 for an unknown account and 400 without a user_id', async () => {
    expect((await verify({ user_id: 999 })).status).toBe(404)
    const { status, body } = await verify({})
    expect(status).toBe(400)
    expect(body.validation).toEqual({ user_id: ACCOUNT_INFO_MESSAGES.userIdRequired })
  })

  it('needs a sign-in', async () => {
    expect((await verify({ user_id: unverified.id }, null)).status).toBe(401)
  })
})
