// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { MESSAGES_PER_MINUTE, type HistoryResponse, type OpenSpaceResponse, type PollResponse, type SendMessageResponse, type SubscribeResponse } from '@/api/spaces/spaceTypes'
import { serverForThisFile } from './mockServer'
import { ACCOUNTS, burst, call, countStatus, resetData, signIn, type Account } from './securityClient'

/**
 * Issue 22's attacks on spaces over real HTTP, against the seed (mocks/db/seedSpaces.ts): Maya
 * (member@movetime.app) is in Morning Movers (space 1) and Core Crew (2) and has direct spaces
 * with Sofia (4) and Jordan (5); Lunch Break Lifters (3) is Daniel's and Hannah's; Elena's coach
 * space with Grace is 6. Amir belongs to none. Whoever is outside a space hears 403 "You're not a
 * member of this space." on every call, whether the space exists or not.
 */

const mock = serverForThisFile()
const server = () => mock.current()

const AMIR: Account = { email: 'amir.haddad@example.com', password: 'Member123!', role: 'user' }
const SOFIA: Account = { email: 'sofia.marquez@example.com', password: 'Member123!', role: 'user' }
const REALTIME = '/v3/api/lambda/realtime'
const CHANNEL = '/v2/api/lambda/subscription/channel'
const NOT_MEMBER = "You're not a member of this space."
const LUNCH_BREAK = 3
const MAYA_SOFIA = 4
const MORNING_MOVERS = 1

interface ErrorBody {
  message?: string
  code?: string
}

beforeEach(async () => {
  await resetData(server())
})

describe('a space one does not belong to', () => {
  it('cannot be read, opened (members and presence), subscribed to, polled, sent to, marked read or reported in', async () => {
    const amir = await signIn(server(), AMIR)
    for (const roomId of [LUNCH_BREAK, MAYA_SOFIA, 999_999]) {
      const answers = [
        await call<ErrorBody>(server(), 'GET', `${REALTIME}/chat?room_id=${roomId}`, { token: amir }),
        await call<ErrorBody>(server(), 'POST', `${REALTIME}/room`, { token: amir, body: { room_id: roomId } }),
        await call<ErrorBody>(server(), 'POST', `${CHANNEL}/room`, { token: amir, body: { room_ids: [roomId] } }),
        await call<ErrorBody>(server(), 'POST', `${REALTIME}/send`, { token: amir, body: { room_id: roomId, client_id: `probe-${roomId}`, text: 'hi' } }),
        await call<ErrorBody>(server(), 'POST', `${CHANNEL}/send`, { token: amir, body: { room_id: roomId, chat_id: 1 } }),
        await call<ErrorBody>(server(), 'POST', `${REALTIME}/report`, { token: amir, body: { room_id: roomId, chat_id: 1, reason: 'spam' } }),
        await call<ErrorBody>(server(), 'PUT', `${REALTIME}/room/${roomId}`, { token: amir, body: { muted: true } }),
      ]
      for (const answer of answers) {
        expect(answer.status, answer.text).toBe(403)
        expect(answer.body.message).toBe(NOT_MEMBER)
        expect(answer.text).not.toContain('Kettlebell swings')
      }
    }
  })

  it('cannot be polled through someone else’s subscription, nor added to one’s own poll by cursor', async () => {
    const maya = await signIn(server(), ACCOUNTS.member)
    const amir = await signIn(server(), AMIR)
    const subscribed = await call<SubscribeResponse>(server(), 'POST', `${CHANNEL}/room`, { token: maya, body: { room_ids: [MORNING_MOVERS] } })
    expect(subscribed.status).toBe(200)
    const stolen = await call<ErrorBody>(server(), 'GET', `${CHANNEL}/poll?subscription_id=${subscribed.body.subscription_id}&cursor=${MORNING_MOVERS}:0&wait=0`, { token: amir })
    expect(stolen.status).toBe(410)
    expect(stolen.body.code).toBe('SUBSCRIPTION_GONE')
    // Maya's own poll naming Lunch Break Lifters delivers nothing of it.
    const sideways = await call<PollResponse>(server(), 'GET', `${CHANNEL}/poll?subscription_id=${subscribed.body.subscription_id}&cursor=${MORNING_MOVERS}:17,${LUNCH_BREAK}:0&wait=0`, { token: maya })
    expect(sideways.status).toBe(200)
    expect(sideways.body.events).toEqual([])
    expect(sideways.body.presence.map((entry) => entry.user_id)).toEqual([1, 3, 8, 9])
  })

  it('the list’s catch-up answers only for the caller', async () => {
    const maya = await signIn(server(), ACCOUNTS.member)
    const other = await call<ErrorBody>(server(), 'GET', `${REALTIME}/room/poll?user_id=3&since=0`, { token: maya })
    expect(other.status).toBe(403)
    expect(other.body.message).toBe('You can only catch up your own list of spaces.')
    expect((await call(server(), 'GET', `${REALTIME}/room/poll?user_id=1&since=0`)).status).toBe(401)
  })
})

describe('direct spaces and blocks', () => {
  it('a blocked member cannot open a direct space, either way', async () => {
    const maya = await signIn(server(), ACCOUNTS.member)
    const sofia = await signIn(server(), SOFIA)
    expect((await call(server(), 'POST', '/v3/api/movetime/blocks', { token: sofia, body: { user_id: 1 } })).status).toBe(200)
    const blocked = await call<ErrorBody>(server(), 'POST', `${REALTIME}/room`, { token: maya, body: { kind: 'direct', user_id: 8 } })
    expect(blocked.status).toBe(403)
    expect(blocked.body.message).toBe("You can't message this member.")
    const blocker = await call<ErrorBody>(server(), 'POST', `${REALTIME}/room`, { token: sofia, body: { kind: 'direct', user_id: 1 } })
    expect(blocker.status).toBe(403)
    const send = await call<ErrorBody>(server(), 'POST', `${REALTIME}/send`, { token: maya, body: { room_id: MAYA_SOFIA, client_id: 'after-block', text: 'hi' } })
    expect(send.status).toBe(403)
  })
})

describe('text', () => {
  it('is stored and returned verbatim as text, markup and all', async () => {
    const maya = await signIn(server(), ACCOUNTS.member)
    const payload = '<img src=x onerror=alert(1)>'
    const sent = await call<SendMessageResponse>(server(), 'POST', `${REALTIME}/send`, { token: maya, body: { room_id: MORNING_MOVERS, client_id: 'xss', text: payload } })
    expect(sent.status).toBe(201)
    expect(sent.headers['content-type']).toContain('application/json')
    expect(sent.body.message.text).toBe(payload)
    const read = await call<HistoryResponse>(server(), 'GET', `${REALTIME}/chat?room_id=${MORNING_MOVERS}&limit=1`, { token: maya })
    expect(read.body.messages[0]?.text).toBe(payload)
  })
})

describe('the rate limit', () => {
  it(`refuses message ${MESSAGES_PER_MINUTE + 1} of a minute with 429 and a message`, async () => {
    const maya = await signIn(server(), ACCOUNTS.member)
    const answers = await burst(MESSAGES_PER_MINUTE + 1, (index, sync) =>
      call<ErrorBody>(server(), 'POST', `${REALTIME}/send`, { token: maya, body: { room_id: MORNING_MOVERS, client_id: `burst-${index}`, text: `Message ${index}` }, sync }),
    )
    expect(countStatus(answers, 201)).toBe(MESSAGES_PER_MINUTE)
    expect(countStatus(answers, 429)).toBe(1)
    expect(answers.find((answer) => answer.status === 429)?.body.message).toBe("You're sending messages too fast. Wait a minute and try again.")
  })
})

describe('moderation', () => {
  it('only admins remove a message', async () => {
    const maya = await signIn(server(), ACCOUNTS.member)
    const refused = await call<ErrorBody>(server(), 'POST', `${REALTIME}/chat/remove`, { token: maya, body: { room_id: MORNING_MOVERS, chat_id: 2, reason: 'Because' } })
    expect(refused.status).toBe(403)
    const admin = await signIn(server(), ACCOUNTS.admin)
    const removed = await call<{ message: { removed: boolean; text: string } }>(server(), 'POST', `${REALTIME}/chat/remove`, { token: admin, body: { room_id: MORNING_MOVERS, chat_id: 2, reason: 'Spam' } })
    expect(removed.status).toBe(200)
    expect(removed.body.message).toMatchObject({ removed: true, text: '' })
  })

  it('members read neither reports nor conversations through the records calls; admins read reports only', async () => {
    const maya = await signIn(server(), ACCOUNTS.member)
    const reported = await call(server(), 'POST', `${REALTIME}/report`, { token: maya, body: { room_id: MORNING_MOVERS, chat_id: 2, reason: 'spam' } })
    expect(reported.status).toBe(201)
    expect((await call(server(), 'GET', '/v4/api/records/chat_report?page=1,10', { token: maya })).status).toBe(403)
    for (const table of ['chat_message', 'chat_room', 'chat_member']) {
      const answer = await call(server(), 'GET', `/v4/api/records/${table}?page=1,10`, { token: maya })
      expect(answer.status, table).toBe(404)
      expect(answer.text).not.toContain('Morning all')
    }
    expect((await call(server(), 'POST', '/v4/api/records/chat_report', { token: maya, body: { room_id: 1, chat_id: 2, reason: 'spam' } })).status).toBe(403)
    const admin = await signIn(server(), ACCOUNTS.admin)
    const reports = await call<{ list: Array<{ id: number; status: string; message_text: string }> }>(server(), 'GET', '/v4/api/records/chat_report?page=1,10', { token: admin })
    expect(reports.status).toBe(200)
    const mine = reports.body.list.find((row) => row.message_text === "I'm in. Starting at 7:15.")
    expect(mine).toMatchObject({ status: 'open' })
    const settled = await call(server(), 'PUT', `/v4/api/records/chat_report/${mine!.id}`, { token: admin, body: { status: 'dismissed', resolved_reason: 'Not spam' } })
    expect(settled.status, settled.text).toBe(200)
    expect((await call(server(), 'GET', '/v4/api/records/chat_message?page=1,10', { token: admin })).status).toBe(404)
  })
})

describe('coach spaces', () => {
  it('are opened by their two sides only', async () => {
    const grace = await signIn(server(), { email: 'grace.bennett@movetime.app', password: 'Coach123!', role: 'user' })
    const opened = await call<OpenSpaceResponse>(server(), 'POST', `${REALTIME}/room`, { token: grace, body: { room_id: 6 } })
    expect(opened.status).toBe(200)
    const maya = await signIn(server(), ACCOUNTS.member)
    expect((await call(server(), 'POST', `${REALTIME}/room`, { token: maya, body: { room_id: 6 } })).status).toBe(403)
  })
})
