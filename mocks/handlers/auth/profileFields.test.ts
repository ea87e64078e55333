import { describe, expect, it } from 'vitest'
import { db } from '@mocks/db/db'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { callMock, signIn } from '@mocks/testing/callMock'
import { PROFILE_MESSAGES } from './profileFields'

/** Issue 11 item 10: names, phones and photos are checked the same way by every call that takes them. */

const MEGABYTE_NAME = 'A'.repeat(1024 * 1024 - 200)

/** The three calls that change a member's own profile fields. */
async function saveEach(token: string, fields: Record<string, unknown>) {
  return Promise.all([
    callMock('POST', '/v2/api/lambda/profile', { token, body: fields }),
    callMock('POST', '/v1/api/rest/user/PUT', { token, body: { id: DEMO_ACCOUNTS.member.id, ...fields } }),
    callMock('POST', '/v3/api/custom/movetime/userinfo', { token, body: fields }),
  ])
}

const stored = () => db.user.findFirst((q) => q.where({ id: DEMO_ACCOUNTS.member.id }))

describe('profile fields', () => {
  it('refuses a 1 MB name on every call, and a 101-character one, but keeps 100', async () => {
    const token = await signIn()
    for (const name of [MEGABYTE_NAME, 'B'.repeat(101)]) {
      for (const answer of await saveEach(token, { first_name: name, last_name: name })) {
        expect(answer.status).toBe(400)
        expect(answer.body.validation).toEqual({ first_name: PROFILE_MESSAGES.firstNameTooLong, last_name: PROFILE_MESSAGES.lastNameTooLong })
      }
    }
    expect(stored()?.first_name).toBe(DEMO_ACCOUNTS.member.first_name)
    for (const answer of await saveEach(token, { first_name: 'C'.repeat(100) })) expect(answer.status).toBe(200)
  })

  it('refuses a phone that is not one on every call', async () => {
    const token = await signIn()
    for (const answer of await saveEach(token, { phone: 'not a phone' })) {
      expect(answer.status).toBe(400)
      expect(answer.body.validation).toEqual({ phone: PROFILE_MESSAGES.phoneInvalid })
    }
    const saved = await callMock('POST', '/v2/api/lambda/profile', { token, body: { phone: '+44 20 7946 0321' } })
    expect(saved.status).toBe(200)
    expect(stored()?.phone).toBe('+44 20 7946 0321')
  })

  it('refuses script and off-site http photo links, keeps https and our own uploads', async () => {
    const token = await signIn()
    for (const photo of ['javascript:alert(1)', 'data:image/svg+xml,<svg/>', 'http://evil.example/me.jpg', '//evil.example/me.jpg', '/\\evil.example/me.jpg']) {
      const [profile, rest] = await Promise.all([
        callMock('POST', '/v2/api/lambda/profile', { token, body: { photo } }),
        callMock('POST', '/v1/api/rest/user/PUT', { token, body: { id: DEMO_ACCOUNTS.member.id, photo } }),
      ])
      expect(profile.body.validation, photo).toEqual({ photo: PROFILE_MESSAGES.photoInvalid })
      expect(rest.body.validation, photo).toEqual({ photo: PROFILE_MESSAGES.photoInvalid })
    }
    expect((await callMock('POST', '/v2/api/lambda/profile', { token, body: { photo: 'https://cdn.example.com/me.jpg' } })).status).toBe(200)
    expect((await callMock('POST', '/v2/api/lambda/profile', { token, body: { photo: 'http://localhost/mock-files/4/me.jpg' } })).status).toBe(200)
  })

  it('holds admins and the records family to the same limits', async () => {
    const admin = await signIn(DEMO_ACCOUNTS.admin)
    const rest = await callMock('POST', '/v1/api/rest/user/PUT', { token: admin, body: { id: DEMO_ACCOUNTS.member.id, first_name: MEGABYTE_NAME } })
    expect(rest.status).toBe(400)
    const records = await callMock('PUT', `/v4/api/records/user/${DEMO_ACCOUNTS.member.id}`, { token: admin, body: { first_name: 'D'.repeat(101) } })
    expect(records.status).toBe(400)
    expect(records.body.validation).toHaveProperty('first_name')
    const note = await callMock('POST', '/v4/api/records/schedule', {
      token: admin,
      body: { user_id: DEMO_ACCOUNTS.member.id, coach_id: 1, meeting_start: '2025-03-01T09:00:00.000Z', meeting_end: '2025-03-01T10:00:00.000Z', meeting_details: 'x'.repeat(501) },
    })
    expect(note.status).toBe(400)
    expect(note.body.validation).toEqual({ meeting_details: 'Keep the note to 500 characters or fewer.' })
  })
})
