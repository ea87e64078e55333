import { waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getChallenges } from '@/api/challenges/challengesApi'
import { getFriendRequests, getFriends } from '@/api/friends/friendsApi'
import { getGroups } from '@/api/groups/groupsApi'
import { appStore } from '@/lib/auth/authState'
import { snackbarAtom } from '@/lib/snackbar/snackbarState'
import { setMockOffline } from '@tests/support/mockBackend'
import { signInAsMember } from '@tests/support/memberSession'
import { offlineSession, requestSync } from '../session/offlineSession'
import type { OfflineDb } from '../store/offlineSchema'
import { readOutbox } from '../sync/outbox'
import { challengesSource, friendRequestsSource, groupsSource } from './communitySources'
import { answerFriendRequestOrQueue, answerGroupInvitationOrQueue, sendFriendRequestOrQueue, trackChallengeOrQueue } from './communityWrites'
import { memberCard } from './communityFixtures.testing'

/**
 * The writes against the mock backend (msw/node, reseeded per test), through the member's real
 * offline session and sync engine. Seed: Maya (1) has Priya's (4) request waiting (request 2);
 * Amir (11) knows nobody; Daniel's group (3) invites her (invitation 1); Jordan's "Plank every day"
 * (challenge 2) waits for her answer.
 */
const MAYA = 1
const PRIYAS_REQUEST = 2
const AMIR = 11
const LUNCH_GROUP = 3
const LUNCH_INVITATION = 1
const PLANK_CHALLENGE = 2

let online = true

async function memberDb(): Promise<OfflineDb> {
  const session = offlineSession()
  if (!session) throw new Error('not signed in')
  return (await session).db
}

/** Cuts the network the way a phone in a gym loses it: the browser knows, and no call gets through. */
async function goOffline(): Promise<void> {
  online = false
  await setMockOffline(true)
}

async function goOnline(): Promise<void> {
  online = true
  await setMockOffline(false)
}

async function loseNextAnswer(pathEndsWith: string): Promise<void> {
  const response = await fetch(new URL('/__mock/faults', window.location.href), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pathEndsWith, mode: 'lose-response', count: 1 }),
  })
  if (!response.ok) throw new Error(`The mock answered ${response.status} to the fault.`)
}

beforeEach(async () => {
  online = true
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
  await signInAsMember()
})

afterEach(async () => {
  await setMockOffline(false)
  vi.restoreAllMocks()
})

describe('community writes against the mock backend', () => {
  it('accepts a request at once online', async () => {
    expect(await answerFriendRequestOrQueue(PRIYAS_REQUEST, 'accept')).toBe('sent')
    expect((await getFriends(MAYA)).list.map((friend) => friend.member.id)).toContain(4)
    expect((await getFriendRequests()).incoming).toEqual([])
  })

  it('rejects with the server’s message when it refuses', async () => {
    await expect(sendFriendRequestOrQueue({ email: 'nobody@example.com' })).rejects.toMatchObject({ status: 404 })
    await expect(answerFriendRequestOrQueue(9999, 'accept')).rejects.toMatchObject({ status: 404 })
    expect(await readOutbox(await memberDb())).toEqual([])
  })

  it('queues an answer made offline, shows it as given, and sends it when the network returns', async () => {
    const db = await memberDb()
    await friendRequestsSource.save(db, await getFriendRequests())
    await goOffline()

    expect(await answerFriendRequestOrQueue(PRIYAS_REQUEST, 'accept')).toBe('queued')
    const shown = await friendRequestsSource.read(db)
    expect(shown?.incoming).toMatchObject([{ id: PRIYAS_REQUEST, status: 'accepted', queued: true }])

    await goOnline()
    await requestSync()
    await waitFor(async () => expect(await readOutbox(db)).toEqual([]))
    expect((await getFriends(MAYA)).list.map((friend) => friend.member.id)).toContain(4)
  })

  it('tells the member when a request made offline is refused once the network returns', async () => {
    const db = await memberDb()
    await goOffline()
    expect(await sendFriendRequestOrQueue({ email: 'nobody@example.com' })).toBe('queued')

    await goOnline()
    await requestSync()
    // The engine may still be backing off from the failure it met offline: give its retry time.
    await waitFor(() => expect(appStore.get(snackbarAtom)).toMatchObject({ toastStatus: 'warning', globalMessage: expect.stringMatching(/^Your friend request was not sent: .+/) }), {
      timeout: 10_000,
    })
    expect(await readOutbox(db)).toEqual([])
  })

  it('stores one request when its answer is lost and the outbox sends it again', async () => {
    const db = await memberDb()
    await loseNextAnswer('/v3/api/movetime/friend-req')

    expect(await sendFriendRequestOrQueue({ member: memberCard(AMIR, 'Amir') })).toBe('queued')
    await requestSync()
    await waitFor(async () => expect(await readOutbox(db)).toEqual([]))

    const toAmir = (await getFriendRequests()).outgoing.filter((request) => request.to.id === AMIR)
    expect(toAmir).toHaveLength(1)
  })

  it('joins a challenge and accepts a group invitation made offline once the network returns', async () => {
    const db = await memberDb()
    await groupsSource.save(db, await getGroups())
    await challengesSource.save(db, (await getChallenges()).list)
    await goOffline()

    expect(await answerGroupInvitationOrQueue(LUNCH_INVITATION, 'accept')).toBe('queued')
    expect(await trackChallengeOrQueue(PLANK_CHALLENGE, MAYA, 'join')).toBe('queued')
    expect((await groupsSource.read(db))?.invitations).toContainEqual(expect.objectContaining({ id: LUNCH_INVITATION, status: 'accepted', queued: true }))
    expect((await challengesSource.read(db))?.find((challenge) => challenge.id === PLANK_CHALLENGE)).toMatchObject({ my_status: 'joined', queued: true })

    await goOnline()
    await requestSync()
    await waitFor(async () => expect(await readOutbox(db)).toEqual([]))
    expect((await getGroups()).groups.map((group) => group.id)).toContain(LUNCH_GROUP)
    expect((await getChallenges()).list.find((challenge) => challenge.id === PLANK_CHALLENGE)?.my_status).toBe('joined')
  })

  it('refuses to track a challenge for another member, keeping nothing', async () => {
    await expect(trackChallengeOrQueue(PLANK_CHALLENGE, 3, 'join')).rejects.toMatchObject({ status: 403 })
    expect(await readOutbox(await memberDb())).toEqual([])
  })
})
