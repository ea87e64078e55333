import { beforeEach, describe, expect, it } from 'vitest'
import { CONTENT_CALL_MESSAGES } from '@/api/content/contentCallTypes'
import { db } from '@mocks/db/db'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { callMock, signIn } from '@mocks/testing/callMock'
import { htmlToPlainText } from './mailHandlers'

type Entry = { id: number; page: string; key: string; type: string; value: string }

let adminToken = ''
let memberToken = ''

beforeEach(async () => {
  adminToken = await signIn(DEMO_ACCOUNTS.admin)
  memberToken = await signIn(DEMO_ACCOUNTS.member)
  // Rows of our own, so nothing here leans on the demo seed.
  for (const [id, key] of [[900, 'headline'], [901, 'subhead'], [902, 'footer'], [903, 'cta']] as const) {
    await db.cms.create({ id, page: 'faq', key, type: 'text', value: `The ${key}.` })
  }
})

const newEntry = { page: 'faq', key: 'intro', type: 'text', value: 'Questions members ask.' }

describe('cms POST and PUT (admins only)', () => {
  it('answers 401 without a token and 403 to a member, and changes nothing', async () => {
    const before = db.cms.all().length
    const answers = await Promise.all([
      callMock('POST', '/v2/api/lambda/cms', { body: newEntry }),
      callMock('PUT', '/v2/api/lambda/cms/900', { body: { value: 'Hacked' } }),
      callMock('POST', '/v2/api/lambda/cms', { token: memberToken, body: newEntry }),
      callMock('PUT', '/v2/api/lambda/cms/900', { token: memberToken, body: { value: 'Hacked' } }),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 403, 403])
    for (const answer of answers) expect(answer.body.message).toEqual(expect.any(String))
    expect(db.cms.all().length).toBe(before)
    expect(db.cms.findFirst((q) => q.where({ id: 900 }))?.value).toBe('The headline.')
  })

  it('adds an entry, which the records call then reads back', async () => {
    const created = await callMock<{ model: Entry }>('POST', '/v2/api/lambda/cms', { token: adminToken, body: { ...newEntry, id: 999, created_at: 'x' } })
    expect(created.status).toBe(200)
    expect(created.body.model).toMatchObject(newEntry)
    expect(created.body.model.id).not.toBe(999)
    const read = await callMock<{ model: Entry }>('GET', `/v4/api/records/cms/${created.body.model.id}`, { token: adminToken })
    expect(read.body.model).toMatchObject(newEntry)
  })

  it('puts each bad field’s message under it (400)', async () => {
    const bad = await callMock<{ validation: Record<string, string> }>('POST', '/v2/api/lambda/cms', {
      token: adminToken,
      body: { page: 'Home Page', key: '', type: 'video', value: 'x' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.validation).toMatchObject({ page: expect.any(String), key: expect.any(String), type: expect.any(String) })

    const features = await callMock<{ model: Entry }>('POST', '/v2/api/lambda/cms', { token: adminToken, body: { page: 'faq', key: 'topics', type: 'json', value: '["Offline"]' } })
    const json = await callMock<{ validation: Record<string, string> }>('PUT', `/v2/api/lambda/cms/${features.body.model.id}`, { token: adminToken, body: { value: '{"broken": ' } })
    expect(json.status).toBe(400)
    expect(json.body.validation.value).toBe('Enter valid JSON.')

    const hero = await callMock<{ model: Entry }>('POST', '/v2/api/lambda/cms', { token: adminToken, body: { page: 'faq', key: 'banner', type: 'image', value: '/media/hero.webp' } })
    expect(hero.status).toBe(200)
    const image = await callMock<{ validation: Record<string, string> }>('PUT', `/v2/api/lambda/cms/${hero.body.model.id}`, { token: adminToken, body: { value: 'javascript:alert(1)' } })
    expect(image.status).toBe(400)
    expect(image.body.validation.value).toMatch(/image link/)

    expect((await callMock('POST', '/v2/api/lambda/cms', { token: adminToken, body: '[1,2]' })).status).toBe(400)
    expect((await callMock('PUT', '/v2/api/lambda/cms/abc', { token: adminToken, body: { value: 'x' } })).status).toBe(400)
    expect((await callMock('PUT', '/v2/api/lambda/cms', { token: adminToken, body: { value: 'x' } })).body.message).toBe('table and id is required.')
    expect((await callMock('PUT', '/v2/api/lambda/cms/99999', { token: adminToken, body: { value: 'x' } })).status).toBe(404)
  })

  it('changes only the fields sent, and stamps the change', async () => {
    const answer = await callMock<{ model: Entry & { updated_at: string } }>('PUT', '/v2/api/lambda/cms/900', { token: adminToken, body: { value: 'Move more, sit less.' } })
    expect(answer.status).toBe(200)
    expect(answer.body.model).toMatchObject({ id: 900, page: 'faq', key: 'headline', type: 'text', value: 'Move more, sit less.' })
    expect(answer.body.model.updated_at).toEqual(expect.any(String))
  })

  it('refuses a (page, key) pair already taken, by create or by renaming (409, message under key)', async () => {
    const taken = await callMock<{ validation: Record<string, string> }>('POST', '/v2/api/lambda/cms', { token: adminToken, body: { ...newEntry, page: 'faq', key: 'headline' } })
    expect(taken.status).toBe(409)
    expect(taken.body.validation.key).toBe(CONTENT_CALL_MESSAGES.cmsTaken)
    const renamed = await callMock('PUT', '/v2/api/lambda/cms/901', { token: adminToken, body: { key: 'headline' } })
    expect(renamed.status).toBe(409)
    // Saving an entry under its own pair is no conflict.
    expect((await callMock('PUT', '/v2/api/lambda/cms/900', { token: adminToken, body: { page: 'faq', key: 'headline', value: 'Same pair' } })).status).toBe(200)
  })

  it('stores a new pair once when many admins add it at the same moment', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => callMock('POST', '/v2/api/lambda/cms', { token: adminToken, body: { ...newEntry, value: `Attempt ${index}` } })),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(7)
    expect(db.cms.findMany((q) => q.where({ page: 'faq', key: 'intro' }))).toHaveLength(1)
  })

  it('lets only one of many parallel renames take a free pair', async () => {
    const answers = await Promise.all(
      [900, 901, 902, 903].map((id) => callMock('PUT', `/v2/api/lambda/cms/${id}`, { token: adminToken, body: { key: 'contested' } })),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    expect(db.cms.findMany((q) => q.where({ page: 'faq', key: 'contested' }))).toHaveLength(1)
  })
})

describe('the generic records calls on cms keep (page, key) unique too', () => {
  it('refuses a taken pair by records POST and PUT, and stores a new pair once from parallel records creates', async () => {
    const taken = await callMock('POST', '/v4/api/records/cms', { token: adminToken, body: { ...newEntry, key: 'headline' } })
    expect(taken.status).toBe(409)
    const renamed = await callMock('PUT', '/v4/api/records/cms/901', { token: adminToken, body: { key: 'headline' } })
    expect(renamed.status).toBe(409)
    expect((await callMock('PUT', '/v4/api/records/cms/900', { token: adminToken, body: { value: 'Same pair' } })).status).toBe(200)

    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => callMock('POST', '/v4/api/records/cms', { token: adminToken, body: { ...newEntry, value: `Attempt ${index}` } })),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    expect(db.cms.findMany((q) => q.where({ page: 'faq', key: 'intro' }))).toHaveLength(1)
  })
})

describe('mail/send (admins only)', () => {
  const test = { to: 'admin@movetime.app', subject: 'Welcome to MoveTime, Alex', html: '<h1>Welcome aboard, Alex!</h1><p>Your <a href="https://movetime.app/user/library">library</a> is waiting.</p><script>alert(1)</script>' }

  it('keeps the message in the Mailbox as plain text', async () => {
    const answer = await callMock<{ id: number; message: string }>('POST', '/v2/api/lambda/mail/send', { token: adminToken, body: test })
    expect(answer.status).toBe(200)
    expect(answer.body.message).toBe(CONTENT_CALL_MESSAGES.mailSent)
    const mailbox = await callMock<{ list: Array<{ id: number; to: string; subject: string; text: string }> }>('GET', '/__mock/mailbox')
    const mail = mailbox.body.list.find((row) => row.id === answer.body.id)
    expect(mail).toMatchObject({ to: test.to, subject: test.subject })
    expect(mail?.text).toBe('Welcome aboard, Alex!\nYour library (https://movetime.app/user/library) is waiting.')
  })

  it('answers 401 without a token and 403 to a member, and sends nothing', async () => {
    const before = db.mail.all().length
    expect((await callMock('POST', '/v2/api/lambda/mail/send', { body: test })).status).toBe(401)
    expect((await callMock('POST', '/v2/api/lambda/mail/send', { token: memberToken, body: test })).status).toBe(403)
    expect(db.mail.all().length).toBe(before)
  })

  it('names each missing or bad field (400)', async () => {
    const answer = await callMock<{ validation: Record<string, string> }>('POST', '/v2/api/lambda/mail/send', { token: adminToken, body: { to: 'not-an-address', subject: ' ', html: '' } })
    expect(answer.status).toBe(400)
    expect(answer.body.validation).toEqual({ to: CONTENT_CALL_MESSAGES.mailTo, subject: CONTENT_CALL_MESSAGES.mailSubject, body: CONTENT_CALL_MESSAGES.mailBody })
  })
})

describe('htmlToPlainText', () => {
  it('keeps the words and links, drops tags, scripts and styles', () => {
    expect(htmlToPlainText('<style>p{}</style><p>A &amp; B</p><br><a href="/x">go</a><script>bad()</script>')).toBe('A & B\n\ngo (/x)')
  })
})
