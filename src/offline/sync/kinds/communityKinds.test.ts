import { describe, expect, it } from 'vitest'
import type { MemberCard } from '@/api/friends/friendTypes'
import { mulberry32 } from '@/lib/random/mulberry32'
import { freshDbName } from '@/offline/store/offlineFixtures.testing'
import { openOfflineDb } from '@/offline/store/offlineDb'
import { FakeSyncServer, type CallKind, type Fault } from '../fakeSyncServer.testing'
import { readOutbox } from '../outbox'
import { pick } from '../seededRandom.testing'
import { createSyncEngine } from '../syncEngine'
import type { SyncOptions } from '../syncTypes'
import type { OutboxWrite, Queued } from '../writeKind'
import type { QueuedOp } from '../writeKinds'
import { queueChallengeTrack, type ChallengeAnswer } from './challengeTrackWrite'
import { queueFriendAnswer } from './friendAnswerWrite'
import { newFriendRequestOp, queueFriendRequest, type FriendRequestTarget } from './friendRequestWrite'
import { queueGroupAnswer, type GroupAnswer } from './groupAnswerWrite'

const ME = 7
const card = (id: number): MemberCard => ({ id, first_name: `Member ${id}`, last_name: 'Test', photo: '' })
const plain = (writes: readonly Queued<OutboxWrite>[]) => writes.map(({ seq: _seq, ...write }) => write)

function scriptFaults(server: FakeSyncServer, script: Partial<Record<CallKind, Fault[]>>): void {
  server.faultFor = (kind) => script[kind]?.shift() ?? 'none'
}

async function setUp(options: Partial<SyncOptions> = {}) {
  const server = new FakeSyncServer([1, 2, 3])
  server.memberId = ME
  server.members.set(20, 'ben@movetime.app')
  server.members.set(21, 'cleo@movetime.app')
  for (const id of [500, 501]) server.friendAnswers.set(id, null)
  for (const id of [600, 601]) server.invitationAnswers.set(id, null)
  for (const id of [900, 901]) server.challengeEvents.set(id, null)
  const db = await openOfflineDb(freshDbName())
  const dropped: QueuedOp[] = []
  const engine = createSyncEngine(server.transport, db, {
    sleep: () => Promise.resolve(),
    random: () => 0.5,
    onDropped: (op) => dropped.push(op),
    ...options,
  })
  const request = (target: FriendRequestTarget) => queueFriendRequest(db, newFriendRequestOp(target, 1_000))
  const answer = (requestId: number, action: 'accept' | 'decline' | 'cancel') => queueFriendAnswer(db, { type: 'friend-request-answer', requestId, action })
  const answerInvitation = (invitationId: number, action: GroupAnswer) => queueGroupAnswer(db, { type: 'group-invitation-answer', invitationId, action })
  const track = (challengeId: number, event: ChallengeAnswer, userId = ME) => queueChallengeTrack(db, { type: 'challenge-track', challengeId, userId, event })
  return { db, server, engine, dropped, request, answer, answerInvitation, track }
}

describe('friend request write', () => {
  it('keeps one request per member, the first with its client_ref, however often it is sent offline', async () => {
    const { db, request } = await setUp()
    const first = await request({ member: card(20) })
    await request({ member: card(20) })
    const byEmail = await request({ email: 'Cleo@MoveTime.app' })
    await request({ email: ' cleo@movetime.app ' })

    const queued = plain(await readOutbox(db))
    expect(queued).toHaveLength(2)
    expect(queued).toContainEqual({ type: 'friend-request', clientRef: first.clientRef, target: { member: card(20) }, madeAt: 1_000 })
    expect(queued).toContainEqual({ type: 'friend-request', clientRef: byEmail.clientRef, target: { email: 'Cleo@MoveTime.app' }, madeAt: 1_000 })
    db.close()
  })

  it.each<Fault>(['lost', 'duplicate'])('stores one request when the network %s it', async (fault) => {
    const { db, server, engine, dropped, request } = await setUp()
    const sent = await request({ member: card(20) })
    scriptFaults(server, { 'friend-request': [fault] })
    // A lost reply reads as no connection: the run stops, and the next one sends it again.
    if (fault === 'lost') expect((await engine.sync()).state).toBe('offline')

    expect(await engine.sync()).toMatchObject({ state: 'idle', pending: 0 })

    expect(server.communityDeliveries).toEqual([`request ${sent.clientRef}`, `request ${sent.clientRef}`])
    expect([...server.friendRequests.values()]).toEqual([{ id: 100, target: 'member:20', clientRef: sent.clientRef }])
    // The replay was answered as a success, not refused as a second request to the same member.
    expect(dropped).toEqual([])
    expect(await readOutbox(db)).toEqual([])
    db.close()
  })

  it('leaves the outbox when the server refuses it (no such member) and sends the others', async () => {
    const { db, server, engine, dropped, request } = await setUp()
    await request({ email: 'nobody@movetime.app' })
    const kept = await request({ email: 'ben@movetime.app' })

    expect((await engine.sync()).state).toBe('idle')

    expect(dropped.map((op) => op.type === 'friend-request' && 'email' in op.target && op.target.email)).toEqual(['nobody@movetime.app'])
    expect([...server.friendRequests.keys()]).toEqual([kept.clientRef])
    expect(await readOutbox(db)).toEqual([])
    db.close()
  })

  it('keeps every community write while the session must be renewed, and sends them after', async () => {
    const { db, server, engine, request, answer, answerInvitation, track } = await setUp()
    await request({ member: card(21) })
    await answer(500, 'accept')
    await answerInvitation(600, 'accept')
    await track(900, 'join')
    scriptFaults(server, { 'friend-request': ['token-expired'] })

    expect((await engine.sync()).state).toBe('auth-required')
    expect(await readOutbox(db)).toHaveLength(4)

    expect((await engine.sync()).state).toBe('idle')
    expect(server.friendRequests.size).toBe(1)
    expect(server.friendAnswers.get(500)).toBe('accept')
    expect(server.invitationAnswers.get(600)).toBe('accept')
    expect(server.challengeEvents.get(900)).toBe('join')
    db.close()
  })
})

describe('answer writes', () => {
  it('keep the latest answer per request, invitation and challenge', async () => {
    const { db, answer, answerInvitation, track } = await setUp()
    await answer(500, 'accept')
    await answer(501, 'decline')
    await answer(500, 'decline')
    await answerInvitation(600, 'decline')
    await answerInvitation(600, 'accept')
    await track(900, 'join')
    await track(900, 'decline')

    expect(plain(await readOutbox(db))).toEqual([
      { type: 'friend-request-answer', requestId: 501, action: 'decline' },
      { type: 'friend-request-answer', requestId: 500, action: 'decline' },
      { type: 'group-invitation-answer', invitationId: 600, action: 'accept' },
      { type: 'challenge-track', challengeId: 900, userId: ME, event: 'decline' },
    ])
    db.close()
  })

  it('converge when replies are lost or requests repeated, sending each answer again harmlessly', async () => {
    const { db, server, engine, answer, answerInvitation, track } = await setUp()
    await answer(500, 'accept')
    await answerInvitation(600, 'decline')
    await track(900, 'join')
    scriptFaults(server, { 'friend-answer': ['lost'], 'group-answer': ['duplicate'], 'challenge-track': ['lost', 'server-error'] })
    // Lost to a gateway timeout: retried within the run, with backoff.
    server.pickSecondReply = () => true

    expect(await engine.sync()).toMatchObject({ state: 'idle', pending: 0 })

    expect(server.friendAnswers.get(500)).toBe('accept')
    expect(server.invitationAnswers.get(600)).toBe('decline')
    expect(server.challengeEvents.get(900)).toBe('join')
    expect(server.communityDeliveries.filter((call) => call === 'challenge 900 join')).toHaveLength(2)
    expect(await readOutbox(db)).toEqual([])
    db.close()
  })

  it('leave the outbox when refused for good: a request gone, a challenge of someone else’s', async () => {
    const { db, server, engine, dropped, answer, answerInvitation, track } = await setUp()
    await answer(404, 'accept')
    await answerInvitation(601, 'accept')
    await track(901, 'join', 8)
    await track(900, 'join')

    expect(await engine.sync()).toMatchObject({ state: 'idle', pending: 0 })

    expect(dropped.map((op) => op.type)).toEqual(['friend-request-answer', 'challenge-track'])
    expect(server.invitationAnswers.get(601)).toBe('accept')
    expect(server.challengeEvents.get(901)).toBeNull()
    expect(server.challengeEvents.get(900)).toBe('join')
    db.close()
  })
})

describe('community writes under random faults', () => {
  const FAULTS: readonly Fault[] = ['lost', 'duplicate', 'server-error', 'offline']

  it('always end with one request per member and the latest answer of each, after one healthy sync', async () => {
    for (let seed = 1; seed <= 60; seed++) {
      const random = mulberry32(seed)
      const { db, server, engine, request, answer, answerInvitation, track } = await setUp({ random, maxAttempts: 3 })
      const faultRate = random() * 0.6
      server.faultFor = () => (random() < faultRate ? pick(random, FAULTS) : 'none')
      server.pickSecondReply = () => random() < 0.5
      const intent = { answers: new Map<number, string>(), invitations: new Map<number, string>(), challenges: new Map<number, string>(), asked: new Set<number>() }

      for (let step = 0; step < 12; step++) {
        switch (pick(random, ['request', 'answer', 'invitation', 'track', 'sync'] as const)) {
          case 'request': {
            const id = pick(random, [20, 21])
            await request({ member: card(id) })
            intent.asked.add(id)
            break
          }
          case 'answer': {
            const [id, action] = [pick(random, [500, 501]), pick(random, ['accept', 'decline'] as const)]
            await answer(id, action)
            intent.answers.set(id, action)
            break
          }
          case 'invitation': {
            const [id, action] = [pick(random, [600, 601]), pick(random, ['accept', 'decline'] as const)]
            await answerInvitation(id, action)
            intent.invitations.set(id, action)
            break
          }
          case 'track': {
            const [id, event] = [pick(random, [900, 901]), pick(random, ['join', 'decline'] as const)]
            await track(id, event)
            intent.challenges.set(id, event)
            break
          }
          case 'sync':
            await engine.sync()
        }
      }
      server.faultFor = () => 'none'
      expect(await engine.sync(), `seed ${seed}`).toMatchObject({ state: 'idle', pending: 0 })

      const targets = [...server.friendRequests.values()].map((stored) => stored.target).sort()
      expect(targets, `seed ${seed}`).toEqual([...intent.asked].sort().map((id) => `member:${id}`))
      for (const [id, action] of intent.answers) expect(server.friendAnswers.get(id), `seed ${seed}`).toBe(action)
      for (const [id, action] of intent.invitations) expect(server.invitationAnswers.get(id), `seed ${seed}`).toBe(action)
      for (const [id, event] of intent.challenges) expect(server.challengeEvents.get(id), `seed ${seed}`).toBe(event)
      db.close()
    }
  })
})
