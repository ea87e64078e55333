import { describe, expect, it } from 'vitest'
import { db } from '@mocks/db/db'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { SEED_COACH_IDS } from '@mocks/db/seedBookings'
import { SEED_SPACE_IDS } from '@mocks/db/seedSpaces'
import { callMock, signIn } from '@mocks/testing/callMock'
import { catchUp, history, leave, mute, mySpaces, ok, openSpace, remove, report, say, send } from './realtimeCalls.testing'

/** Opening spaces, who belongs, the list and its catch-up, mute, leave, report and remove. */

const { morningMovers: MOVERS, coreCrew: CORE, lunchBreak: LUNCH, mayaSofia: MAYA_SOFIA, mayaJordan: MAYA_JORDAN, elenaGrace: ELENA_GRACE } = SEED_SPACE_IDS
const NOT_MEMBER = "You're not a member of this space."

const blockMember = (token: string, userId: number) => callMock('POST', '/v3/api/movetime/blocks', { token, body: { user_id: userId } })
const leaveGroup = (token: string, groupId: number, userId: number) => callMock('DELETE', `/v3/api/movetime/group/${groupId}/member/${userId}`, { token })

describe('the demo spaces', () => {
  it('lists Maya’s spaces newest activity first, with the unread message from Sofia and the move card', async () => {
    const maya = await signIn()
    const { spaces, version } = ok(await mySpaces(maya))
    expect(spaces.map((space) => space.id)).toEqual([MAYA_SOFIA, MOVERS, CORE, MAYA_JORDAN])
    expect(spaces.map((space) => space.title)).toEqual(['Sofia Marquez', 'Morning Movers', 'Core Crew', 'Jordan Lee'])
    expect(spaces[0]).toMatchObject({ kind: 'direct', unread: 1, can_send: true, can_leave: true, other_user_id: 8, send_blocked_reason: '' })
    expect(spaces[1]).toMatchObject({ kind: 'group', unread: 0, member_count: 4, can_leave: false })
    expect(version).toBeGreaterThan(0)
    const card = ok(await history(maya, `room_id=${MOVERS}`)).messages.find((message) => message.move !== null)
    expect(card?.move).toEqual({ id: 9, title: 'Goblet Squat', photo: '/media/thumbs/goblet-squat.webp' })
  })

  it('gives Elena her coach space with Grace; Grace’s member account sees it from her side', async () => {
    const elena = await signIn(DEMO_ACCOUNTS.coached)
    const [space] = ok(await mySpaces(elena)).spaces
    expect(space).toMatchObject({ id: ELENA_GRACE, kind: 'coach', title: 'Coach Grace Bennett', other_user_id: DEMO_ACCOUNTS.graceCoach.id, can_send: true, can_leave: false })
    const grace = await signIn(DEMO_ACCOUNTS.graceCoach)
    const graceSide = ok(await mySpaces(grace)).spaces
    expect(graceSide).toHaveLength(1)
    expect(graceSide[0]).toMatchObject({ id: ELENA_GRACE, title: 'Elena Ruiz', unread: 1, other_user_id: DEMO_ACCOUNTS.coached.id })
    const { members } = ok(await openSpace(grace, { room_id: ELENA_GRACE }))
    expect(members.map((member) => [member.user_id, member.role])).toEqual([
      [DEMO_ACCOUNTS.coached.id, 'member'],
      [DEMO_ACCOUNTS.graceCoach.id, 'coach'],
    ])
    expect(db.coach.findFirst((q) => q.where({ id: SEED_COACH_IDS.grace }))?.user_id).toBe(DEMO_ACCOUNTS.graceCoach.id)
  })

  it('gives Amir and Claire no spaces', async () => {
    for (const account of [DEMO_ACCOUNTS.amir, DEMO_ACCOUNTS.claire]) expect(ok(await mySpaces(await signIn(account))).spaces).toEqual([])
  })
})

describe('who belongs', () => {
  it('a group space follows the group: a member who leaves the group loses it at once, with 403 on every call', async () => {
    const tom = await signIn(DEMO_ACCOUNTS.tom)
    expect(ok(await mySpaces(tom)).spaces.map((space) => space.id)).toContain(CORE)
    const since = ok(await mySpaces(tom)).version
    expect((await leaveGroup(tom, 2, DEMO_ACCOUNTS.tom.id)).status).toBe(200)
    expect(ok(await mySpaces(tom)).spaces.map((space) => space.id)).not.toContain(CORE)
    for (const answer of [await history(tom, `room_id=${CORE}`), await send(tom, { room_id: CORE, client_id: 'gone', text: 'hi' }), await openSpace(tom, { room_id: CORE })]) {
      expect(answer.status).toBe(403)
      expect(answer.body.message).toBe(NOT_MEMBER)
    }
    expect(ok(await catchUp(tom, DEMO_ACCOUNTS.tom.id, since)).gone).toEqual([CORE])
  })

  it('a new group gets its space, and its members see it', async () => {
    const maya = await signIn()
    const created = await callMock<{ group?: { id: number } }>('POST', '/v3/api/movetime/group', { token: maya, body: { name: 'Evening Stretch', description: '', client_ref: 'evening' } })
    expect(created.status).toBeLessThan(300)
    const spaces = ok(await mySpaces(maya)).spaces
    const fresh = spaces.find((space) => space.title === 'Evening Stretch')
    expect(fresh).toMatchObject({ kind: 'group', member_count: 1, last_message: null, latest_chat_id: 0 })
  })

  it('someone outside a space cannot open, read or send to it, nor learn whether it exists', async () => {
    const amir = await signIn(DEMO_ACCOUNTS.amir)
    for (const roomId of [LUNCH, MAYA_SOFIA, 999]) {
      expect((await openSpace(amir, { room_id: roomId })).status).toBe(403)
      expect((await history(amir, `room_id=${roomId}`)).status).toBe(403)
    }
  })
})

describe('direct spaces', () => {
  it('open between friends only: the same space every time, never with a stranger or across a block', async () => {
    const maya = await signIn()
    const opened = ok(await openSpace(maya, { kind: 'direct', user_id: 8 }))
    expect(opened.space.id).toBe(MAYA_SOFIA)
    expect(opened.members.map((member) => member.user_id)).toEqual([1, 8])
    const stranger = await openSpace(maya, { kind: 'direct', user_id: DEMO_ACCOUNTS.amir.id })
    expect(stranger.status).toBe(403)
    expect(stranger.body.message).toBe('You can message friends only. Send a friend request first.')

    const sofia = await signIn(DEMO_ACCOUNTS.sofia)
    expect((await blockMember(sofia, 1)).status).toBe(200)
    const blocked = await openSpace(maya, { kind: 'direct', user_id: 8 })
    expect(blocked.status).toBe(403)
    expect(blocked.body.message).toBe("You can't message this member.")
    expect((await openSpace(sofia, { kind: 'direct', user_id: 1 })).body.message).toBe('You blocked this member. Unblock them first if you want to talk.')
    // The old conversation stays readable, but nobody can write in it.
    const mine = ok(await openSpace(maya, { room_id: MAYA_SOFIA })).space
    expect(mine).toMatchObject({ can_send: false, send_blocked_reason: "You can't send messages to this member anymore." })
    const refused = await send(maya, { room_id: MAYA_SOFIA, client_id: 'after-block', text: 'Hello?' })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe("You can't send messages to this member anymore.")
  })

  it('leaving one takes it off my list and stops the other writing; opening it again brings it back', async () => {
    const maya = await signIn()
    const jordan = await signIn(DEMO_ACCOUNTS.second)
    ok(await leave(maya, MAYA_JORDAN))
    expect(ok(await mySpaces(maya)).spaces.map((space) => space.id)).not.toContain(MAYA_JORDAN)
    expect((await history(maya, `room_id=${MAYA_JORDAN}`)).status).toBe(403)
    const theirs = ok(await openSpace(jordan, { room_id: MAYA_JORDAN })).space
    expect(theirs).toMatchObject({ can_send: false, send_blocked_reason: "Maya left this conversation, so you can't send messages here.", member_count: 1 })
    expect((await send(jordan, { room_id: MAYA_JORDAN, client_id: 'left', text: 'Hi?' })).status).toBe(403)
    expect(ok(await openSpace(jordan, { kind: 'direct', user_id: 1 })).space).toMatchObject({ id: MAYA_JORDAN, can_send: true })
    expect(ok(await mySpaces(maya)).spaces.map((space) => space.id)).toContain(MAYA_JORDAN)
  })

  it('a group or coach space cannot be left here, with the reason', async () => {
    const maya = await signIn()
    const group = await leave(maya, MOVERS)
    expect(group.status).toBe(400)
    expect(group.body.message).toBe("A group's space is left by leaving the group.")
    expect((await leave(await signIn(DEMO_ACCOUNTS.coached), ELENA_GRACE)).body.message).toBe('A coach space stays while you have the Coach plan.')
  })
})

describe('coach spaces', () => {
  it('need the Coach plan and a booking with that coach', async () => {
    const elena = await signIn(DEMO_ACCOUNTS.coached)
    expect(ok(await openSpace(elena, { kind: 'coach', coach_id: SEED_COACH_IDS.grace })).space.id).toBe(ELENA_GRACE)
    const marcus = await openSpace(elena, { kind: 'coach', coach_id: SEED_COACH_IDS.marcus })
    expect(marcus.status).toBe(403)
    expect(marcus.body.message).toBe('Book a session with this coach first; then you can message them here.')
    const tom = await openSpace(await signIn(DEMO_ACCOUNTS.tom), { kind: 'coach', coach_id: SEED_COACH_IDS.grace })
    expect(tom.status).toBe(403)
    expect(tom.body.message).toBe('Messaging a coach comes with the Coach plan.')
  })
})

describe('the list’s catch-up', () => {
  it('answers only for the caller, with what changed since a version and the unread total', async () => {
    const maya = await signIn()
    expect((await catchUp(maya, 3, 0)).status).toBe(403)
    expect((await catchUp(maya, 'me', 0)).status).toBe(400)
    const everything = ok(await catchUp(maya, 1, 0))
    expect(everything.changed).toHaveLength(4)
    expect(everything.unread_total).toBe(1)
    const sofia = await signIn(DEMO_ACCOUNTS.sofia)
    const quiet = ok(await catchUp(maya, 1, everything.version))
    await say(sofia, MAYA_SOFIA, 'Still on for Monday?')
    const after = ok(await catchUp(maya, 1, quiet.version))
    expect(after.changed.map((space) => space.id)).toContain(MAYA_SOFIA)
    expect(after.unread_total).toBe(2)
    // Asked from a minute on, nothing has changed since.
    expect(ok(await catchUp(maya, 1, after.version + 60_000)).changed).toEqual([])
    // A muted space leaves the badge.
    expect(ok(await mute(maya, MAYA_SOFIA, true)).space.muted).toBe(true)
    expect(ok(await catchUp(maya, 1, 0)).unread_total).toBe(0)
    expect((await mute(maya, MAYA_SOFIA, 'yes')).body.validation).toEqual({ muted: 'Send muted as true or false.' })
  })
})

describe('reports and removal', () => {
  it('one report per member per message (201, then 200 with the same id); never one’s own message', async () => {
    const maya = await signIn()
    const first = await report(maya, { room_id: MOVERS, chat_id: 2, reason: 'spam', note: 'Advert' })
    expect(first.status).toBe(201)
    const again = await report(maya, { room_id: MOVERS, chat_id: 2, reason: 'abuse' })
    expect(again.status).toBe(200)
    expect(again.body.report_id).toBe(first.body.report_id)
    expect(db.chat_report.findFirst((q) => q.where({ id: first.body.report_id! }))).toMatchObject({ reporter_id: 1, author_id: 3, message_text: "I'm in. Starting at 7:15.", reason: 'spam', status: 'open' })
    const own = await report(maya, { room_id: MOVERS, chat_id: 1, reason: 'spam' })
    expect(own.status).toBe(400)
    expect(own.body.message).toBe("You can't report your own message.")
    const bad = await report(maya, { room_id: MOVERS, chat_id: 2, reason: 'boring', note: 'x'.repeat(501) })
    expect(bad.body.validation).toEqual({ reason: 'Choose spam, abuse or other.', note: 'Keep the note to 500 characters or fewer.' })
    expect((await report(await signIn(DEMO_ACCOUNTS.amir), { room_id: MOVERS, chat_id: 2, reason: 'spam' })).status).toBe(403)
  })

  it('only an admin removes a message: its text goes, quotes of it empty, and its open reports settle', async () => {
    const maya = await signIn()
    const reply = await say(maya, MOVERS, 'Quoting', { reply_to: 2 })
    const { report_id: reportId } = ok(await report(maya, { room_id: MOVERS, chat_id: 2, reason: 'abuse' }), 201)
    const refused = await remove(maya, { room_id: MOVERS, chat_id: 2, reason: 'Abuse' })
    expect(refused.status).toBe(403)
    const admin = await signIn(DEMO_ACCOUNTS.admin)
    expect((await remove(admin, { room_id: MOVERS, chat_id: 2 })).body.validation).toEqual({ reason: 'Say why the message is removed.' })
    const { message } = ok(await remove(admin, { room_id: MOVERS, chat_id: 2, reason: 'Abusive language' }))
    expect(message).toMatchObject({ chat_id: 2, text: '', removed: true })
    expect(db.chat_report.findFirst((q) => q.where({ id: reportId }))).toMatchObject({ status: 'removed', resolved_reason: 'Abusive language', message_text: "I'm in. Starting at 7:15." })
    const seen = ok(await history(maya, `room_id=${MOVERS}&after=${reply.chat_id - 1}`)).messages[0]!
    expect(seen.reply_to).toMatchObject({ chat_id: 2, text: '', removed: true })
    expect((await remove(admin, { room_id: MOVERS, chat_id: 999, reason: 'x' })).status).toBe(404)
  })
})

describe('history', () => {
  it('pages oldest first with before, after and limit', async () => {
    const maya = await signIn()
    const newest = ok(await history(maya, `room_id=${MOVERS}&limit=5`))
    expect(newest.messages.map((message) => message.chat_id)).toEqual([13, 14, 15, 16, 17])
    expect(newest).toMatchObject({ latest_chat_id: 17, has_older: true })
    const older = ok(await history(maya, `room_id=${MOVERS}&before=13&limit=20`))
    expect(older.messages.map((message) => message.chat_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect(older.has_older).toBe(false)
    expect(ok(await history(maya, `room_id=${MOVERS}&after=15`)).messages.map((message) => message.chat_id)).toEqual([16, 17])
    expect((await history(maya, `room_id=${MOVERS}&after=1&before=5`)).status).toBe(400)
  })
})
