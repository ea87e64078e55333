// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { ChatMessage, HistoryResponse } from '@/api/spaces/spaceTypes'
import { mulberry32 } from '@/lib/random/mulberry32'
import { pick } from '@/offline/sync/seededRandom.testing'
import { applyMessage, applyNewestPage, applyOlderPage, applyPollMessages, EMPTY_TIMELINE, oldestChatId, resyncTimeline, stillPending, type Timeline } from './timelineMerge'
import { chatMessage } from './spacesFixtures.testing'

/**
 * Random interleavings of one room's traffic: other members writing, this member writing (shown
 * pending at once), polls whose answers arrive late, twice, out of order or never, send answers
 * lost or late, and resyncs when the server finds the cursor too far behind. Whatever happened,
 * after one clean catch-up the timeline must equal the server's messages in chat_id order, hold
 * no duplicate, and have lost none of this member's messages, and at no step may a message be
 * shown twice (pending and sent at once).
 */
const SEQUENCES = 500
const FIRST_SEED = 1
const ME = 7
const OTHER = 8
/** Small, so that gaps and paged history happen often. */
const GAP_MAX = 12
const PAGE = 8
const BATCH = 5

/** The room as the server keeps it, with the protocol's rules. */
class RoomServer {
  readonly messages: ChatMessage[] = []
  private readonly byClient = new Map<string, ChatMessage>()

  store(authorId: number, clientId: string): ChatMessage {
    const key = `${authorId}:${clientId}`
    const stored = this.byClient.get(key)
    if (stored) return stored
    const message = chatMessage(this.messages.length + 1, { client_id: clientId, authorId })
    this.messages.push(message)
    this.byClient.set(key, message)
    return message
  }

  latest(): number {
    return this.messages.length
  }

  /** What a poll asking from `cursor` gets: the oldest BATCH after it, or resync. */
  poll(cursor: number): { messages: ChatMessage[]; resync: boolean } {
    if (this.latest() - cursor > GAP_MAX || cursor > this.latest()) return { messages: [], resync: true }
    return { messages: this.messages.filter((message) => message.chat_id > cursor).slice(0, BATCH), resync: false }
  }

  newest(): HistoryResponse {
    const messages = this.messages.slice(-PAGE)
    return { room_id: 1, messages, latest_chat_id: this.latest(), has_older: this.messages.length > PAGE }
  }

  before(chatId: number): HistoryResponse {
    const older = this.messages.filter((message) => message.chat_id < chatId)
    const messages = older.slice(-PAGE)
    return { room_id: 1, messages, latest_chat_id: this.latest(), has_older: older.length > PAGE }
  }
}

interface Pending {
  clientId: string
  authorId: number
}

type Answer = { kind: 'poll'; askedFrom: number; messages: ChatMessage[]; resync: boolean } | { kind: 'send'; message: ChatMessage } | { kind: 'page'; before: number; page: HistoryResponse }

type Action = 'other-writes' | 'i-write' | 'poll' | 'deliver' | 'repeat' | 'drop' | 'resend' | 'load-older'
const ACTIONS: readonly Action[] = ['other-writes', 'other-writes', 'i-write', 'i-write', 'poll', 'poll', 'deliver', 'deliver', 'deliver', 'repeat', 'drop', 'resend', 'load-older']

interface Client {
  timeline: Timeline
  pending: Pending[]
}

function receive(client: Client, answer: Answer, server: RoomServer, log: string[]): void {
  if (answer.kind === 'send') {
    client.timeline = applyMessage(client.timeline, answer.message)
    // As the engine does: a send answer confirms its pending message, wherever the copy sits.
    client.pending = client.pending.filter((item) => item.clientId !== answer.message.client_id)
  } else if (answer.kind === 'page') {
    client.timeline = applyOlderPage(client.timeline, answer.before, answer.page)
  } else if (answer.resync) {
    // As the engine does: read the newest page afresh, at the time the resync is heard.
    log.push(`resync (cursor ${client.timeline.cursor}, latest ${server.latest()})`)
    client.timeline = resyncTimeline(server.newest())
  } else {
    client.timeline = applyPollMessages(client.timeline, answer.askedFrom, answer.messages)
  }
  client.pending = stillPending(client.timeline, client.pending)
}

function assertNeverShownTwice(client: Client): void {
  const chatIds = client.timeline.messages.map((message) => message.chat_id)
  expect(new Set(chatIds).size).toBe(chatIds.length)
  expect(chatIds).toEqual([...chatIds].sort((a, b) => a - b))
  const shownKeys = [...client.timeline.messages.map((message) => `${message.author.id}:${message.client_id}`), ...client.pending.map((item) => `${item.authorId}:${item.clientId}`)]
  expect(new Set(shownKeys).size).toBe(shownKeys.length)
}

function runSequence(seed: number, log: string[]): void {
  const random = mulberry32(seed)
  const server = new RoomServer()
  for (let index = 0; index < Math.floor(random() * 20); index++) server.store(OTHER, `start-${index}`)
  const client: Client = { timeline: applyNewestPage(EMPTY_TIMELINE, server.newest()), pending: [] }
  /** Answers on their way, in no particular order. */
  const inFlight: Answer[] = []
  const written: string[] = []
  /** Written and not on the server yet: the outbox sends them in order, so later ones wait. */
  const unsent: string[] = []
  let mine = 0

  const steps = 20 + Math.floor(random() * 60)
  for (let step = 0; step < steps; step++) {
    const action = pick(random, ACTIONS)
    log.push(action)
    switch (action) {
      case 'other-writes':
        server.store(OTHER, `other-${step}`)
        break
      case 'i-write': {
        const clientId = `mine-${mine++}`
        written.push(clientId)
        client.pending.push({ clientId, authorId: ME })
        // The server may or may not get it now (never before an earlier one); its answer is on its way or lost.
        if (unsent.length === 0 && random() < 0.8) {
          const message = server.store(ME, clientId)
          if (random() < 0.7) inFlight.push({ kind: 'send', message })
        } else {
          unsent.push(clientId)
        }
        break
      }
      case 'poll': {
        const askedFrom = client.timeline.cursor
        inFlight.push({ kind: 'poll', askedFrom, ...server.poll(askedFrom) })
        break
      }
      case 'deliver':
      case 'repeat': {
        if (inFlight.length === 0) break
        const at = Math.floor(random() * inFlight.length)
        const answer = inFlight[at]
        if (!answer) break
        // A repeated answer stays on its way and may arrive again.
        if (action === 'deliver') inFlight.splice(at, 1)
        receive(client, answer, server, log)
        break
      }
      case 'drop':
        if (inFlight.length > 0) inFlight.splice(Math.floor(random() * inFlight.length), 1)
        break
      case 'resend': {
        // The outbox sends its oldest write, or a pending message again with the same client_id.
        const clientId = unsent.shift() ?? client.pending[0]?.clientId
        if (clientId !== undefined) inFlight.push({ kind: 'send', message: server.store(ME, clientId) })
        break
      }
      case 'load-older': {
        const oldest = oldestChatId(client.timeline)
        if (oldest !== null && client.timeline.hasOlder) inFlight.push({ kind: 'page', before: oldest, page: server.before(oldest) })
        break
      }
    }
    assertNeverShownTwice(client)
  }

  // Late answers still arrive, in a random order, after everything else.
  while (inFlight.length > 0) {
    const [answer] = inFlight.splice(Math.floor(random() * inFlight.length), 1)
    if (answer) receive(client, answer, server, log)
    assertNeverShownTwice(client)
  }
  // The clean catch-up: every pending message sent again (idempotent), then polls until nothing new.
  for (const clientId of unsent.splice(0)) server.store(ME, clientId)
  for (const item of [...client.pending]) receive(client, { kind: 'send', message: server.store(ME, item.clientId) }, server, log)
  for (let guard = 0; guard < 100; guard++) {
    const answer = server.poll(client.timeline.cursor)
    if (!answer.resync && answer.messages.length === 0) break
    receive(client, { kind: 'poll', askedFrom: client.timeline.cursor, ...answer }, server, log)
  }
  while (client.timeline.hasOlder) {
    const oldest = oldestChatId(client.timeline)
    if (oldest === null) break
    receive(client, { kind: 'page', before: oldest, page: server.before(oldest) }, server, log)
  }
  assertNeverShownTwice(client)

  expect(client.pending).toEqual([])
  expect(client.timeline.cursor).toBe(server.latest())
  expect(client.timeline.messages).toEqual(server.messages)
  const mineOnServer = server.messages.filter((message) => message.author.id === ME).map((message) => message.client_id)
  expect(mineOnServer).toEqual(written)
}

describe('timeline merge under random interleavings', () => {
  it(`converges on the server's messages in ${SEQUENCES} seeded sequences`, () => {
    let resyncs = 0
    for (let seed = FIRST_SEED; seed < FIRST_SEED + SEQUENCES; seed++) {
      const log: string[] = []
      try {
        runSequence(seed, log)
      } catch (error) {
        throw new Error(`Seed ${seed} failed after: ${log.join(', ')}\n${String(error)}`)
      }
      resyncs += log.filter((entry) => entry.startsWith('resync')).length
    }
    // The sequences must really have exercised the gap path.
    expect(resyncs).toBeGreaterThan(50)
  })
})
