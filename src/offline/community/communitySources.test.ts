import { afterEach, describe, expect, it, vi } from 'vitest'
import { freshDbName, profile } from '../store/offlineFixtures.testing'
import { openOfflineDb } from '../store/offlineDb'
import type { OfflineDb } from '../store/offlineSchema'
import { readCommunityCopy, saveCommunityCopy } from '../store/communityStore'
import type { FriendRequestsCopy, GroupCopy } from '../store/communityRecords'
import { saveProfile } from '../store/profileStore'
import { queueChallengeTrack } from '../sync/kinds/challengeTrackWrite'
import { queueFriendAnswer } from '../sync/kinds/friendAnswerWrite'
import { newFriendRequestOp, queueFriendRequest } from '../sync/kinds/friendRequestWrite'
import { queueGroupAnswer } from '../sync/kinds/groupAnswerWrite'
import { challengeDetails, challengeSummary, friend, friendRequest, friendRequests, groupDetails, groups, memberCard } from './communityFixtures.testing'
import { challengeSource, challengesSource, friendRequestsSource, friendsSource, groupSource, groupsSource } from './communitySources'

const ME = profile.id
const SAVED_AT = 1_714_000_000_000

async function freshDb(): Promise<OfflineDb> {
  const db = await openOfflineDb(freshDbName())
  await saveProfile(db, profile)
  vi.spyOn(Date, 'now').mockReturnValue(SAVED_AT)
  return db
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('community sources on the device', () => {
  it('have nothing to show before a first save, then show the saved copy with when it was saved', async () => {
    const db = await freshDb()
    const source = friendsSource(ME)
    expect(await source.read(db)).toBeUndefined()

    const shown = await source.save(db, [friend(20), friend(21)])
    expect(shown).toEqual([friend(20), friend(21)])
    expect(source.savedAt?.(shown)).toBe(SAVED_AT)

    const read = await friendsSource(ME).read(db)
    expect(read).toEqual([friend(20), friend(21)])
    expect(read && source.savedAt?.(read)).toBe(SAVED_AT)
    db.close()
  })

  it('round-trip every page, each under its own key', async () => {
    const db = await freshDb()
    await friendRequestsSource.save(db, friendRequests(ME))
    await groupsSource.save(db, groups(ME))
    await groupSource(1).save(db, groupDetails(1))
    await challengesSource.save(db, [challengeSummary(900)])
    await challengeSource(900, 'Europe/London').save(db, challengeDetails(900))

    expect(await friendRequestsSource.read(db)).toEqual(friendRequests(ME))
    expect(await groupsSource.read(db)).toEqual(groups(ME))
    expect(await groupSource(1).read(db)).toEqual(groupDetails(1))
    expect(await groupSource(2).read(db)).toBeUndefined()
    expect(await challengesSource.read(db)).toEqual([challengeSummary(900)])
    expect(await challengeSource(900, 'Europe/London').read(db)).toEqual(challengeDetails(900))
    // The copy is the challenge's, whichever zone the page asks in.
    expect(await challengeSource(900, 'Pacific/Auckland').read(db)).toEqual(challengeDetails(900))
    db.close()
  })

  it('hand out one source per id, so a page asking again does not read again', () => {
    expect(groupSource(1)).toBe(groupSource(1))
    expect(groupSource(1)).not.toBe(groupSource(2))
    expect(challengeSource(1, 'UTC')).toBe(challengeSource(1, 'UTC'))
    expect(friendsSource(ME)).toBe(friendsSource(ME))
  })

  it('forget the pages of groups and challenges the member no longer sees', async () => {
    const db = await freshDb()
    await groupSource(1).save(db, groupDetails(1))
    await groupSource(9).save(db, groupDetails(9))
    await challengeSource(900, 'UTC').save(db, challengeDetails(900))
    await challengeSource(901, 'UTC').save(db, challengeDetails(901))

    await groupsSource.save(db, groups(ME)) // groups 1 and 2
    await challengesSource.save(db, [challengeSummary(901)])

    expect(await groupSource(1).read(db)).toEqual(groupDetails(1))
    expect(await groupSource(9).read(db)).toBeUndefined()
    expect(await challengeSource(900, 'UTC').read(db)).toBeUndefined()
    expect(await challengeSource(901, 'UTC').read(db)).toEqual(challengeDetails(901))
    db.close()
  })
})

describe('community sources with writes waiting in the outbox', () => {
  it('list a request sent offline as sent, and requests answered offline with their answer, all marked queued', async () => {
    const db = await freshDb()
    const toMember = await queueFriendRequest(db, newFriendRequestOp({ member: memberCard(22) }, Date.UTC(2024, 4, 5)))
    const toEmail = await queueFriendRequest(db, newFriendRequestOp({ email: 'dana@movetime.app' }, Date.UTC(2024, 4, 6)))
    await queueFriendAnswer(db, { type: 'friend-request-answer', requestId: 500, action: 'accept' })
    await queueFriendAnswer(db, { type: 'friend-request-answer', requestId: 501, action: 'cancel' })

    const shown = await friendRequestsSource.save(db, friendRequests(ME))
    const me = { id: ME, first_name: profile.first_name, last_name: profile.last_name, photo: profile.photo }
    const expected = {
      error: false,
      incoming: [{ ...friendRequest(500, 20, ME), status: 'accepted', queued: true }],
      outgoing: [
        { id: -toMember.seq, from: me, to: memberCard(22), status: 'pending', created_at: '2024-05-05T00:00:00.000Z', queued: true },
        { id: -toEmail.seq, from: me, to: { id: 0, first_name: 'dana@movetime.app', last_name: '', photo: '' }, status: 'pending', created_at: '2024-05-06T00:00:00.000Z', queued: true },
        { ...friendRequest(501, ME, 21), status: 'cancelled', queued: true },
      ],
      blocked: [],
    }
    expect(shown).toEqual(expected)
    expect(await friendRequestsSource.read(db)).toEqual(expected)
    // Only the server's answer is kept: once the writes are sent, the next save shows it as it is.
    expect((await readCommunityCopy<FriendRequestsCopy>(db, 'friend-requests'))?.data).toEqual(friendRequests(ME))
    db.close()
  })

  it('shows the server’s request, not a second one, once a request whose answer was lost is on the server', async () => {
    const db = await freshDb()
    await queueFriendRequest(db, newFriendRequestOp({ member: memberCard(21) }))
    const shown = await friendRequestsSource.save(db, friendRequests(ME))
    expect(shown.outgoing).toEqual([friendRequest(501, ME, 21)])
    db.close()
  })

  it('show an invitation answered offline with its answer, and challenges joined or declined offline', async () => {
    const db = await freshDb()
    await queueGroupAnswer(db, { type: 'group-invitation-answer', invitationId: 600, action: 'accept' })
    await queueChallengeTrack(db, { type: 'challenge-track', challengeId: 900, userId: ME, event: 'join' })
    await queueChallengeTrack(db, { type: 'challenge-track', challengeId: 901, userId: ME, event: 'decline' })
    await saveCommunityCopy(db, { key: 'group:1', data: groupDetails(1), savedAt: 1_000 } satisfies GroupCopy)

    const shownGroups = await groupsSource.save(db, groups(ME))
    expect(shownGroups.invitations).toEqual([{ ...groups(ME).invitations[0], status: 'accepted', queued: true }])
    expect(shownGroups.groups).toEqual(groups(ME).groups)

    const list = await challengesSource.save(db, [challengeSummary(900), challengeSummary(901), challengeSummary(902)])
    expect(list.map((challenge) => [challenge.id, challenge.my_status, challenge.queued])).toEqual([
      [900, 'joined', true],
      [901, 'declined', true],
      [902, 'invited', undefined],
    ])
    const details = await challengeSource(900, 'UTC').save(db, challengeDetails(900))
    expect(details.challenge).toMatchObject({ my_status: 'joined', queued: true })
    expect(details.leaderboard).toEqual(challengeDetails(900).leaderboard)
    const group = await groupSource(1).read(db)
    expect(group?.challenges[0]).toMatchObject({ id: 900, my_status: 'joined', queued: true })
    expect(group && groupSource(1).savedAt?.(group)).toBe(1_000)
    db.close()
  })
})
