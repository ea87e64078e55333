import { afterEach, describe, expect, it } from 'vitest'
import { POLL_GAP_MAX, PRESENCE_TIMEOUT_SECONDS, SUBSCRIPTION_GONE, SUBSCRIPTION_IDLE_SECONDS } from '@/api/spaces/spaceTypes'
import { db, nextId } from '@mocks/db/db'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { SEED_SPACE_IDS } from '@mocks/db/seedSpaces'
import { moveClock } from '@mocks/handlers/bookings/schedulingCalls.testing'
import { heldPollCount } from '@mocks/realtime/subscriptions'
import { signIn } from '@mocks/testing/callMock'
import { heartbeat, markRead, mySpaces, ok, poll, say, subscribe, unsubscribe } from './realtimeCalls.testing'

/** The channel: cursor delivery, held polls and what wakes or closes them, resync, idle subscriptions, presence, read pointers. */

const MOVERS = SEED_SPACE_IDS.morningMovers
const SOFIA_ROOM = SEED_SPACE_IDS.mayaSofia
/** The seed's last chat_id in Morning Movers and in Maya's space with Sofia. */
const MOVERS_LATEST = 17
const SOFIA_LATEST = 5

const hours = (seconds: number) => seconds / 3600

afterEach(async () => {
  await moveClock({ reset: true })
})

async function subscribed(token: string, roomIds: number[] = [MOVERS, SOFIA_ROOM]): Promise<string> {
  return ok(await subscribe(token, { room_ids: roomIds })).subscription_id
}

describe('delivery by cursor', () => {
  it('answers at once with everything after each cursor, oldest first', async () => {
    const maya = await signIn()
    const subscription = await subscribed(maya)
    const answer = ok(await poll(maya, { subscription, cursors: { [MOVERS]: MOVERS_LATEST - 2, [SOFIA_ROOM]: SOFIA_LATEST }, wait: 25 }))
    expect(answer.events.map((event) => event.type === 'message' && event.message.chat_id)).toEqual([MOVERS_LATEST - 1, MOVERS_LATEST])
    expect(answer.closed).toBe(false)
    expect(answer.resync).toEqual([])
  })

  it('a poll aborted while held delivers nothing the next poll with the same cursor misses', async () => {
    const maya = await signIn()
    const jordan = await signIn(DEMO_ACCOUNTS.second)
    const subscription = await subscribed(maya)
    const cursors = { [MOVERS]: MOVERS_LATEST, [SOFIA_ROOM]: SOFIA_LATEST }
    const abandoned = new AbortController()
    const first = poll(maya, { subscription, cursors, wait: 25, signal: abandoned.signal })
    await expect.poll(() => heldPollCount()).toBe(1)
    abandoned.abort()
    await expect(first).rejects.toThrow()
    // The waiter was released with the request.
    await expect.poll(() => heldPollCount()).toBe(0)
    const sent = await say(jordan, MOVERS, 'Did anyone see my message?')
    const next = ok(await poll(maya, { subscription, cursors, wait: 25 }))
    expect(next.events).toEqual([{ type: 'message', message: expect.objectContaining({ chat_id: sent.chat_id, text: 'Did anyone see my message?' }) }])
    // And an answer that was received but ignored is simply asked for again.
    const again = ok(await poll(maya, { subscription, cursors, wait: 0 }))
    expect(again.events).toEqual(next.events)
  })

  it('a held poll returns as soon as a message arrives, and at once when unsubscribed', async () => {
    const maya = await signIn()
    const jordan = await signIn(DEMO_ACCOUNTS.second)
    const subscription = await subscribed(maya)
    const cursors = { [MOVERS]: MOVERS_LATEST, [SOFIA_ROOM]: SOFIA_LATEST }
    const started = Date.now()
    const held = poll(maya, { subscription, cursors, wait: 25 })
    await expect.poll(() => heldPollCount()).toBe(1)
    await say(jordan, MOVERS, 'Now')
    const answer = ok(await held)
    expect(Date.now() - started).toBeLessThan(2000)
    expect(answer.events).toHaveLength(1)

    const second = poll(maya, { subscription, cursors: { ...cursors, [MOVERS]: MOVERS_LATEST + 1 }, wait: 25 })
    await expect.poll(() => heldPollCount()).toBe(1)
    ok(await unsubscribe(maya, subscription))
    expect(ok(await second)).toMatchObject({ events: [], closed: true })
    // The subscription is gone now.
    const after = await poll(maya, { subscription, cursors, wait: 0 })
    expect(after.status).toBe(410)
  })

  it('a second poll on the subscription answers the first at once, empty and closed', async () => {
    const maya = await signIn()
    const subscription = await subscribed(maya)
    const cursors = { [MOVERS]: MOVERS_LATEST, [SOFIA_ROOM]: SOFIA_LATEST }
    const first = poll(maya, { subscription, cursors, wait: 25 })
    await expect.poll(() => heldPollCount()).toBe(1)
    const second = poll(maya, { subscription, cursors, wait: 1 })
    expect(ok(await first)).toMatchObject({ events: [], resync: [], closed: true })
    expect(ok(await second)).toMatchObject({ events: [], closed: false })
  })

  it('puts a room in resync when its cursor is ahead of the room (unknown), missing, or too far behind', async () => {
    const maya = await signIn()
    const subscription = await subscribed(maya)
    const ahead = ok(await poll(maya, { subscription, cursors: { [MOVERS]: MOVERS_LATEST + 50, [SOFIA_ROOM]: SOFIA_LATEST } }))
    expect(ahead.resync).toEqual([MOVERS])
    expect(ok(await poll(maya, { subscription, cursors: { [SOFIA_ROOM]: SOFIA_LATEST } })).resync).toEqual([MOVERS])

    const stamp = new Date().toISOString()
    for (let index = 1; index <= POLL_GAP_MAX + 1; index += 1) {
      await db.chat_message.create({ id: nextId('chat_message'), room_id: SOFIA_ROOM, chat_id: SOFIA_LATEST + index, client_id: `gap-${index}`, author_id: 8, text: 'x', reply_to: null, move_id: null, removed: false, date: stamp })
    }
    const gap = ok(await poll(maya, { subscription, cursors: { [MOVERS]: MOVERS_LATEST, [SOFIA_ROOM]: SOFIA_LATEST } }))
    expect(gap.resync).toEqual([SOFIA_ROOM])
    expect(gap.events).toEqual([])
    // Within the gap, everything comes at once.
    const within = ok(await poll(maya, { subscription, cursors: { [MOVERS]: MOVERS_LATEST, [SOFIA_ROOM]: SOFIA_LATEST + 1 } }))
    expect(within.events).toHaveLength(POLL_GAP_MAX)
  })

  it('410 SUBSCRIPTION_GONE for an unknown subscription, someone else’s, and one idle too long', async () => {
    const maya = await signIn()
    const unknown = await poll(maya, { subscription: 'no-such-subscription' })
    expect(unknown.status).toBe(410)
    expect(unknown.body).toMatchObject({ code: SUBSCRIPTION_GONE, message: 'This subscription has ended. Subscribe again.' })
    const subscription = await subscribed(maya)
    expect((await poll(await signIn(DEMO_ACCOUNTS.second), { subscription })).status).toBe(410)
    ok(await poll(maya, { subscription, cursors: { [MOVERS]: MOVERS_LATEST, [SOFIA_ROOM]: SOFIA_LATEST } }))
    await moveClock({ advanceHours: hours(SUBSCRIPTION_IDLE_SECONDS + 5) })
    const idle = await poll(maya, { subscription, cursors: { [MOVERS]: MOVERS_LATEST, [SOFIA_ROOM]: SOFIA_LATEST } })
    expect(idle.status).toBe(410)
    expect(idle.body.code).toBe(SUBSCRIPTION_GONE)
  })

  it('refuses to subscribe to a space that is not the member’s', async () => {
    const amir = await signIn(DEMO_ACCOUNTS.amir)
    const answer = await subscribe(amir, { room_ids: [MOVERS] })
    expect(answer.status).toBe(403)
    expect(answer.body.message).toBe("You're not a member of this space.")
    expect((await subscribe(amir, { room_ids: [] })).body.validation).toHaveProperty('room_ids')
  })
})

describe('presence', () => {
  it('a heartbeat makes a member online in every answer; after the timeout they show offline with the last beat', async () => {
    const maya = await signIn()
    const sofia = await signIn(DEMO_ACCOUNTS.sofia)
    const subscription = await subscribed(maya)
    const cursors = { [MOVERS]: MOVERS_LATEST, [SOFIA_ROOM]: SOFIA_LATEST }
    expect(ok(await heartbeat(sofia)).online_for_seconds).toBe(0)
    const online = ok(await poll(maya, { subscription, cursors })).presence.find((entry) => entry.user_id === 8)
    expect(online).toMatchObject({ online: true, last_seen: expect.stringMatching(/Z$/) })
    expect(ok(await mySpaces(maya)).spaces.find((space) => space.id === SOFIA_ROOM)?.online_count).toBe(1)

    await moveClock({ advanceHours: hours(PRESENCE_TIMEOUT_SECONDS - 10) })
    expect(ok(await heartbeat(sofia)).online_for_seconds).toBeGreaterThanOrEqual(PRESENCE_TIMEOUT_SECONDS - 10)
    await moveClock({ advanceHours: hours(PRESENCE_TIMEOUT_SECONDS + 1) })
    // (Nobody polled for over two minutes: the old subscription is gone, a new one answers.)
    const again = await subscribed(maya)
    const offline = ok(await poll(maya, { subscription: again, cursors })).presence.find((entry) => entry.user_id === 8)
    expect(offline?.online).toBe(false)
    expect(Date.parse(offline!.last_seen!)).toBeGreaterThan(Date.parse(online!.last_seen!))
    // A beat after the gap starts a new stretch.
    expect(ok(await heartbeat(sofia)).online_for_seconds).toBe(0)
  })
})

describe('read pointers and unread counts', () => {
  it('moves forward only, counts messages from others after it, and tells the member’s other subscriptions', async () => {
    const maya = await signIn()
    const sofia = await signIn(DEMO_ACCOUNTS.sofia)
    expect(ok(await mySpaces(maya)).spaces.find((space) => space.id === SOFIA_ROOM)).toMatchObject({ unread: 1, read_chat_id: SOFIA_LATEST - 1 })
    await say(sofia, SOFIA_ROOM, 'Also, bring a mat!')
    await say(maya, SOFIA_ROOM, 'Sure')
    expect(ok(await mySpaces(maya)).spaces.find((space) => space.id === SOFIA_ROOM)?.unread).toBe(2)

    const phone = await subscribed(maya)
    const laptop = await subscribed(maya)
    const cursors = { [MOVERS]: MOVERS_LATEST, [SOFIA_ROOM]: SOFIA_LATEST + 2 }
    const held = poll(maya, { subscription: phone, cursors, wait: 25 })
    await expect.poll(() => heldPollCount()).toBe(1)
    expect(ok(await markRead(maya, { room_id: SOFIA_ROOM, chat_id: SOFIA_LATEST + 1 }))).toEqual({ room_id: SOFIA_ROOM, read_chat_id: SOFIA_LATEST + 1, unread: 0 })
    expect(ok(await held).events).toEqual([{ type: 'read', room_id: SOFIA_ROOM, read_chat_id: SOFIA_LATEST + 1 }])
    expect(ok(await poll(maya, { subscription: laptop, cursors })).events).toEqual([{ type: 'read', room_id: SOFIA_ROOM, read_chat_id: SOFIA_LATEST + 1 }])
    // Told once.
    expect(ok(await poll(maya, { subscription: laptop, cursors })).events).toEqual([])

    // Never back, never past the newest message.
    expect(ok(await markRead(maya, { room_id: SOFIA_ROOM, chat_id: 1 })).read_chat_id).toBe(SOFIA_LATEST + 1)
    expect(ok(await markRead(maya, { room_id: SOFIA_ROOM, chat_id: 9999 })).read_chat_id).toBe(SOFIA_LATEST + 2)
    expect((await markRead(maya, { room_id: SOFIA_ROOM, chat_id: -1 })).status).toBe(400)
  })
})
