import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api/apiError'
import type * as OfflineSession from '../session/offlineSession'
import { freshDbName } from '../store/offlineFixtures.testing'
import { openOfflineDb } from '../store/offlineDb'
import type { OfflineDb } from '../store/offlineSchema'
import { FakeSyncServer, type CallKind, type Fault } from '../sync/fakeSyncServer.testing'
import { queuedFriendRequests } from '../sync/kinds/friendRequestWrite'
import { readOutbox } from '../sync/outbox'
import { answerFriendRequestOrQueue, answerGroupInvitationOrQueue, sendFriendRequestOrQueue, trackChallengeOrQueue } from './communityWrites'
import { memberCard } from './communityFixtures.testing'

/**
 * The writes against a server that loses answers and refuses what it must; the member's session
 * and its engine are stood in, so what is queued and when a sync is asked for can be seen.
 */
const held = vi.hoisted(() => ({
  db: null as OfflineDb | null,
  server: null as FakeSyncServer | null,
  syncs: 0,
}))

function fakeServer(): FakeSyncServer {
  if (!held.server) throw new Error('no fake server')
  return held.server
}

vi.mock('../sync/communityTransport', () => ({
  communityApiTransport: {
    sendFriendRequest: (body: Parameters<FakeSyncServer['transport']['sendFriendRequest']>[0]) => fakeServer().transport.sendFriendRequest(body),
    respondToFriendRequest: (id: number, action: 'accept' | 'decline' | 'cancel') => fakeServer().transport.respondToFriendRequest(id, action),
    respondToGroupInvitation: (id: number, action: 'accept' | 'decline') => fakeServer().transport.respondToGroupInvitation(id, action),
    trackChallenge: (body: Parameters<FakeSyncServer['transport']['trackChallenge']>[0]) => fakeServer().transport.trackChallenge(body),
  },
}))

vi.mock('../session/offlineSession', async (importOriginal) => {
  const actual = await importOriginal<typeof OfflineSession>()
  const engine = {
    refresh: () => Promise.resolve({ state: 'idle', pending: 0, lastSyncedAt: null }),
    sync: () => {
      held.syncs++
      return Promise.resolve({ state: 'idle', pending: 0, lastSyncedAt: null })
    },
  }
  return {
    ...actual,
    offlineDatabase: () => (held.db ? Promise.resolve(held.db) : null),
    offlineSession: () => (held.db ? Promise.resolve({ userId: 7, db: held.db, engine }) : null),
  }
})

let online = true

beforeEach(async () => {
  online = true
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
  held.db = await openOfflineDb(freshDbName())
  held.server = new FakeSyncServer([])
  held.server.members.set(20, 'ben@movetime.app')
  held.server.friendAnswers.set(500, null)
  held.server.invitationAnswers.set(600, null)
  held.server.challengeEvents.set(900, null)
  held.syncs = 0
})

afterEach(() => {
  held.db?.close()
  held.db = null
  vi.restoreAllMocks()
})

function db(): OfflineDb {
  if (!held.db) throw new Error('no database')
  return held.db
}

function failNext(kind: CallKind, fault: Fault): void {
  fakeServer().faultFor = (call) => (call === kind ? fault : 'none')
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('community writes online', () => {
  it('are sent at once, leaving nothing queued and asking for no sync', async () => {
    expect(await sendFriendRequestOrQueue({ member: memberCard(20) })).toBe('sent')
    expect(await answerFriendRequestOrQueue(500, 'accept')).toBe('sent')
    expect(await answerGroupInvitationOrQueue(600, 'decline')).toBe('sent')
    expect(await trackChallengeOrQueue(900, 7, 'join')).toBe('sent')

    const server = fakeServer()
    expect([...server.friendRequests.values()].map((request) => request.target)).toEqual(['member:20'])
    expect(server.friendAnswers.get(500)).toBe('accept')
    expect(server.invitationAnswers.get(600)).toBe('decline')
    expect(server.challengeEvents.get(900)).toBe('join')
    expect(await readOutbox(db())).toEqual([])
    await settle()
    expect(held.syncs).toBe(0)
  })

  it('reject with the server’s refusal, and keep nothing', async () => {
    await expect(sendFriendRequestOrQueue({ email: 'nobody@movetime.app' })).rejects.toMatchObject({ status: 404, message: 'No member with that email.' })
    await expect(trackChallengeOrQueue(900, 8, 'join')).rejects.toBeInstanceOf(ApiError)
    failNext('friend-answer', 'token-expired')
    await expect(answerFriendRequestOrQueue(500, 'accept')).rejects.toMatchObject({ status: 401 })
    expect(await readOutbox(db())).toEqual([])
  })

  it.each<Fault>(['offline', 'lost', 'server-error'])('queue the write when the call gets no answer (%s), and ask for a sync', async (fault) => {
    failNext('friend-request', fault)
    expect(await sendFriendRequestOrQueue({ member: memberCard(20) })).toBe('queued')

    const queued = await queuedFriendRequests(db())
    expect(queued).toMatchObject([{ type: 'friend-request', target: { member: memberCard(20) } }])
    await settle()
    expect(held.syncs).toBe(1)
    // A lost answer means the server may have it: the queued one carries the same client_ref.
    if (fault === 'lost') expect([...fakeServer().friendRequests.keys()]).toEqual(queued.map((request) => request.clientRef))
  })
})

describe('community writes offline', () => {
  it('are queued without trying the network, and a sync is asked for', async () => {
    online = false
    expect(await sendFriendRequestOrQueue({ email: 'ben@movetime.app' })).toBe('queued')
    expect(await answerFriendRequestOrQueue(500, 'decline')).toBe('queued')
    expect(await answerGroupInvitationOrQueue(600, 'accept')).toBe('queued')
    expect(await trackChallengeOrQueue(900, 7, 'join')).toBe('queued')

    expect(fakeServer().calls).toEqual([])
    expect((await readOutbox(db())).map((write) => write.type)).toEqual(['friend-request', 'friend-request-answer', 'group-invitation-answer', 'challenge-track'])
    await settle()
    expect(held.syncs).toBe(4)
  })

  it('cancel a request that never left the device without the server', async () => {
    online = false
    await sendFriendRequestOrQueue({ member: memberCard(20) })
    const [queued] = await readOutbox(db())
    if (!queued) throw new Error('nothing queued')

    online = true
    expect(await answerFriendRequestOrQueue(-queued.seq, 'cancel')).toBe('sent')
    expect(await readOutbox(db())).toEqual([])
    expect(fakeServer().calls).toEqual([])
    // Sent meanwhile: the page's copy is out of date, and says so rather than cancelling nothing.
    await expect(answerFriendRequestOrQueue(-queued.seq, 'cancel')).rejects.toMatchObject({ status: 409 })
  })

  it('leave the latest choice to send once back online, even when it is sent at once', async () => {
    online = false
    await answerFriendRequestOrQueue(500, 'accept')
    await trackChallengeOrQueue(900, 7, 'join')
    await trackChallengeOrQueue(900, 7, 'decline')
    expect(await readOutbox(db())).toMatchObject([
      { type: 'friend-request-answer', requestId: 500, action: 'accept' },
      { type: 'challenge-track', challengeId: 900, event: 'decline' },
    ])

    online = true
    // Sent now, the older queued answer must not follow it and overturn it.
    expect(await answerFriendRequestOrQueue(500, 'decline')).toBe('sent')
    expect(fakeServer().friendAnswers.get(500)).toBe('decline')
    expect(await readOutbox(db())).toMatchObject([{ type: 'challenge-track', challengeId: 900, event: 'decline' }])
  })

  it('send a request queued earlier with its own client_ref when the member asks again online', async () => {
    online = false
    await sendFriendRequestOrQueue({ member: memberCard(20) })
    const queued = await queuedFriendRequests(db())
    online = true
    expect(await sendFriendRequestOrQueue({ member: memberCard(20) })).toBe('sent')
    expect([...fakeServer().friendRequests.keys()]).toEqual(queued.map((request) => request.clientRef))
    expect(await readOutbox(db())).toEqual([])
  })
})
