import { describe, expect, it } from 'vitest'
import { MESSAGE_TEXT_MAX, MESSAGES_PER_MINUTE } from '@/api/spaces/spaceTypes'
import { db } from '@mocks/db/db'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { SEED_MOVE_IDS } from '@mocks/db/seedMoves'
import { SEED_SPACE_IDS } from '@mocks/db/seedSpaces'
import { moveClock } from '@mocks/handlers/bookings/schedulingCalls.testing'
import { signIn } from '@mocks/testing/callMock'
import { history, ok, say, send } from './realtimeCalls.testing'

/** realtime/send: idempotent by client_id, ids increasing per room, text rules, move cards, quotes, the rate limit. */

const ROOM = SEED_SPACE_IDS.morningMovers

describe('sending is idempotent by client_id', () => {
  it('a retry returns the stored message (200, duplicate) and stores nothing new', async () => {
    const maya = await signIn()
    const first = await send(maya, { room_id: ROOM, client_id: 'retry-1', text: 'Hello' })
    expect(first.status).toBe(201)
    expect(first.body.duplicate).toBe(false)
    const again = await send(maya, { room_id: ROOM, client_id: 'retry-1', text: 'Hello' })
    expect(again.status).toBe(200)
    expect(again.body).toEqual({ message: first.body.message, duplicate: true })
    expect(db.chat_message.findMany((q) => q.where((row) => row.client_id === 'retry-1'))).toHaveLength(1)
  })

  it('eight parallel sends of one client_id store one message; different client_ids get distinct increasing ids', async () => {
    const maya = await signIn()
    const twins = await Promise.all(Array.from({ length: 8 }, () => send(maya, { room_id: ROOM, client_id: 'twin', text: 'Once' })))
    expect(twins.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201])
    expect(new Set(twins.map((answer) => answer.body.message?.chat_id)).size).toBe(1)
    expect(db.chat_message.findMany((q) => q.where((row) => row.client_id === 'twin'))).toHaveLength(1)

    const before = twins[0]!.body.message!.chat_id
    const many = await Promise.all(Array.from({ length: 10 }, (_, index) => send(maya, { room_id: ROOM, client_id: `many-${index}`, text: `Message ${index}` })))
    const ids = many.map((answer) => ok(answer, 201).message.chat_id).sort((a, b) => a - b)
    expect(ids).toEqual(Array.from({ length: 10 }, (_, index) => before + 1 + index))
  })

  it('a client_id already used in another space is a conflict, not a duplicate', async () => {
    const maya = await signIn()
    ok(await send(maya, { room_id: ROOM, client_id: 'elsewhere', text: 'Here' }), 201)
    const other = await send(maya, { room_id: SEED_SPACE_IDS.coreCrew, client_id: 'elsewhere', text: 'There' })
    expect(other.status).toBe(409)
  })
})

describe('what a message holds', () => {
  it('trims the text and keeps it verbatim (never HTML)', async () => {
    const maya = await signIn()
    const message = await say(maya, ROOM, '  <img src=x onerror=alert(1)>  ')
    expect(message.text).toBe('<img src=x onerror=alert(1)>')
    expect(ok(await history(maya, `room_id=${ROOM}&after=${message.chat_id - 1}`)).messages[0]!.text).toBe('<img src=x onerror=alert(1)>')
  })

  it('refuses an empty or overlong text and a missing client_id, by field', async () => {
    const maya = await signIn()
    const empty = await send(maya, { room_id: ROOM, client_id: '', text: '   ' })
    expect(empty.status).toBe(400)
    expect(empty.body.validation).toEqual({ text: 'Write a message first.', client_id: expect.stringContaining('client_id') })
    const long = await send(maya, { room_id: ROOM, client_id: 'long', text: 'x'.repeat(MESSAGE_TEXT_MAX + 1) })
    expect(long.body.validation).toEqual({ text: `Keep the message to ${MESSAGE_TEXT_MAX} characters or fewer.` })
    ok(await send(maya, { room_id: ROOM, client_id: 'just-fits', text: 'x'.repeat(MESSAGE_TEXT_MAX) }), 201)
  })

  it('makes a move card of the first linked move the author may see, relative or on another origin', async () => {
    const maya = await signIn()
    const relative = await say(maya, ROOM, `Try /move?id=${SEED_MOVE_IDS.plank} today`)
    expect(relative.move).toEqual({ id: SEED_MOVE_IDS.plank, title: 'Plank', photo: '/media/thumbs/plank.webp' })
    const absolute = await say(maya, ROOM, `Look: https://movetime.example/move?id=999999 and http://localhost:5173/move?id=${SEED_MOVE_IDS.gobletSquat}`)
    expect(absolute.move?.id).toBe(SEED_MOVE_IDS.gobletSquat)
    expect((await say(maya, ROOM, 'No link, just /moves?id=4 and amove?id=4')).move).toBeNull()
    // Maya's own private move: a card for her, none for Jordan reading the same message.
    const own = await say(maya, ROOM, `My finisher /move?id=${SEED_MOVE_IDS.wallSitHold}`)
    expect(own.move?.id).toBe(SEED_MOVE_IDS.wallSitHold)
    const jordan = await signIn(DEMO_ACCOUNTS.second)
    const seen = ok(await history(jordan, `room_id=${ROOM}&after=${own.chat_id - 1}`)).messages[0]!
    expect(seen.move).toBeNull()
    // Jordan's link to her private move gives no card: it is not in his library.
    expect((await say(jordan, ROOM, `/move?id=${SEED_MOVE_IDS.wallSitHold}`)).move).toBeNull()
  })

  it('quotes a replied message of the same room, and refuses one of another room', async () => {
    const maya = await signIn()
    const quoted = await say(maya, ROOM, 'q'.repeat(200))
    const reply = await say(maya, ROOM, 'Reply', { reply_to: quoted.chat_id })
    expect(reply.reply_to).toMatchObject({ chat_id: quoted.chat_id, text: 'q'.repeat(140), removed: false, author: { id: 1 } })
    const wrong = await send(maya, { room_id: ROOM, client_id: 'bad-reply', text: 'x', reply_to: 9999 })
    expect(wrong.status).toBe(400)
    expect(wrong.body.validation).toEqual({ reply_to: 'Reply to a message of this space.' })
  })
})

describe('the rate limit', () => {
  it(`refuses message ${MESSAGES_PER_MINUTE + 1} of a minute with 429; retries are not counted; the next minute is free`, async () => {
    const maya = await signIn()
    const answers = await Promise.all(
      Array.from({ length: MESSAGES_PER_MINUTE + 1 }, (_, index) => send(maya, { room_id: index % 2 ? ROOM : SEED_SPACE_IDS.coreCrew, client_id: `burst-${index}`, text: `n${index}` })),
    )
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(MESSAGES_PER_MINUTE)
    const refused = answers.filter((answer) => answer.status === 429)
    expect(refused).toHaveLength(1)
    expect(refused[0]!.body.message).toBe("You're sending messages too fast. Wait a minute and try again.")
    // A retry of a stored message still answers with it.
    const stored = answers.find((answer) => answer.status === 201)!.body.message!
    const retry = await send(maya, { room_id: stored.room_id, client_id: stored.client_id, text: stored.text })
    expect(retry.status).toBe(200)
    expect((await send(maya, { room_id: ROOM, client_id: 'one-more', text: 'x' })).status).toBe(429)
    await moveClock({ advanceHours: 61 / 3600 })
    expect((await send(maya, { room_id: ROOM, client_id: 'one-more', text: 'x' })).status).toBe(201)
  })
})
