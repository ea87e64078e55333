import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/apiError'
import type { ChatMessage, SendMessageBody } from '@/api/spaces/spaceTypes'
import { chatMessageTransport, onChatOutcome } from '@/offline/spaces/chatMessageDevice'
import { chatMessage } from '@/offline/spaces/spacesFixtures.testing'
import { readRoomCopy, readUnsent } from '@/offline/spaces/spacesStore'
import { openOfflineDb } from '@/offline/store/offlineDb'
import { freshDbName } from '@/offline/store/offlineFixtures.testing'
import { readOutbox } from '../outbox'
import { createSyncEngine } from '../syncEngine'
import { MEMBER_WRITE_KINDS } from '../writeKinds'
import { chatMessageWrite, newChatMessageOp, queueChatMessage, queuedChatMessages, type ChatMessageOp } from './chatMessageWrite'

/** A room's server: one message per client_id, and a failure to play on the next request. */
class ChatServer {
  readonly stored: ChatMessage[] = []
  readonly deliveries: string[] = []
  next: 'none' | 'lost' | 'rate-limited' | 'refused' | 'offline' = 'none'

  send = async (body: SendMessageBody): Promise<ChatMessage> => {
    await Promise.resolve()
    const fault = this.next
    this.next = 'none'
    if (fault === 'offline') throw new ApiError(0, 'Network Error')
    this.deliveries.push(body.client_id)
    if (fault === 'rate-limited') throw new ApiError(429, 'You are sending messages too fast. Wait a minute.')
    if (fault === 'refused') throw new ApiError(403, "You're not a member of this space.")
    const message = this.stored.find((stored) => stored.client_id === body.client_id) ?? chatMessage(this.stored.length + 1, { roomId: body.room_id, client_id: body.client_id, authorId: 7, text: body.text })
    if (!this.stored.includes(message)) this.stored.push(message)
    // Stored, but the answer is lost to a gateway timeout.
    if (fault === 'lost') throw new ApiError(504, 'Gateway Timeout')
    return message
  }
}

async function setup() {
  const db = await openOfflineDb(freshDbName())
  const server = new ChatServer()
  const engine = createSyncEngine(chatMessageTransport(db, server.send), db, { sleep: () => Promise.resolve(), maxAttempts: 3 }, [chatMessageWrite])
  return { db, server, engine }
}

const op = (text: string, clientId: string, madeAt = 1): ChatMessageOp => newChatMessageOp(5, text, null, clientId, madeAt)

describe('chatMessage write kind', () => {
  it('is registered with the member’s kinds', () => {
    expect(MEMBER_WRITE_KINDS).toContain(chatMessageWrite)
  })

  it('sends messages written offline once each, in the order written, and keeps them in the space’s copy', async () => {
    const { db, server, engine } = await setup()
    for (const [index, text] of ['one', 'two', 'three'].entries()) await queueChatMessage(db, op(text, `c${index}`))
    const heard: string[] = []
    const stop = onChatOutcome((write, outcome) => heard.push(`${write.clientId}:${'sent' in outcome ? 'sent' : 'refused'}`))
    expect(await queuedChatMessages(db)).toHaveLength(3)

    await engine.sync()
    stop()
    expect(server.deliveries).toEqual(['c0', 'c1', 'c2'])
    expect(server.stored.map((message) => message.text)).toEqual(['one', 'two', 'three'])
    expect(await readOutbox(db)).toEqual([])
    expect((await readRoomCopy(db, 5))?.messages.map((message) => message.client_id)).toEqual(['c0', 'c1', 'c2'])
    expect(heard).toEqual(['c0:sent', 'c1:sent', 'c2:sent'])
  })

  it('sends again after a lost answer with the same client_id: one message on the server', async () => {
    const { db, server, engine } = await setup()
    await queueChatMessage(db, op('hello', 'c1'))
    await queueChatMessage(db, op('after', 'c2'))
    server.next = 'lost'
    await engine.sync()
    expect(server.deliveries).toEqual(['c1', 'c1', 'c2'])
    expect(server.stored.map((message) => message.client_id)).toEqual(['c1', 'c2'])
    expect(await readOutbox(db)).toEqual([])
  })

  it('keeps a message through a 429 and sends it later', async () => {
    const { db, server, engine } = await setup()
    await queueChatMessage(db, op('hello', 'c1'))
    server.next = 'rate-limited'
    await engine.sync()
    expect(server.stored).toHaveLength(1)
    expect(await readUnsent(db)).toEqual([])
  })

  it('stops while offline and keeps every message queued', async () => {
    const { db, server, engine } = await setup()
    await queueChatMessage(db, op('hello', 'c1'))
    server.next = 'offline'
    expect((await engine.sync()).state).toBe('offline')
    expect(await queuedChatMessages(db)).toHaveLength(1)
    expect(server.stored).toEqual([])
  })

  it('turns a refusal into a failed message with the server’s words, not a silent drop, and goes on with the next', async () => {
    const { db, server, engine } = await setup()
    await queueChatMessage(db, op('refused one', 'c1', 10))
    await queueChatMessage(db, op('next', 'c2', 11))
    server.next = 'refused'
    await engine.sync()
    expect(await readOutbox(db)).toEqual([])
    expect(await readUnsent(db, 5)).toEqual([
      { key: 'unsent:c1', roomId: 5, clientId: 'c1', text: 'refused one', replyTo: null, madeAt: 10, state: 'failed', failure: "You're not a member of this space." },
    ])
    expect(server.stored.map((message) => message.client_id)).toEqual(['c2'])

    // Retry: queued again with the same client_id, sent once.
    await queueChatMessage(db, op('refused one', 'c1', 10))
    await engine.sync()
    expect(server.stored.map((message) => message.client_id)).toEqual(['c2', 'c1'])
  })
})
