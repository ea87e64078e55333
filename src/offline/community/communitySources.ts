import { getChallengeDetails, getChallenges } from '@/api/challenges/challengesApi'
import type { ChallengeDetails, ChallengeSummary } from '@/api/challenges/challengeTypes'
import { getFriendRequests, getFriends } from '@/api/friends/friendsApi'
import type { Friend, FriendRequestsResponse, MemberCard } from '@/api/friends/friendTypes'
import { getGroupDetails, getGroups } from '@/api/groups/groupsApi'
import type { GroupDetails, GroupsResponse } from '@/api/groups/groupTypes'
import type { ChallengeCopy, ChallengesCopy, CommunityRecord, FriendRequestsCopy, FriendsCopy, GroupCopy, GroupsCopy } from '../store/communityRecords'
import { forgetCommunityPagesExcept, readCommunityCopy, saveCommunityCopy } from '../store/communityStore'
import type { OfflineDb } from '../store/offlineSchema'
import { readProfile } from '../store/profileStore'
import type { OfflineFirstSource } from '../sources/offlineFirstSource'
import { readQueuedCommunityWrites } from './queuedCommunityWrites'
import { overlayChallenges, overlayFriendRequests, overlayGroups } from './queuedOverlay'

/**
 * The community pages' offline-first sources: each page's last server answer is kept on the
 * device (one record per page, with when it was saved), so friends, groups and challenges open
 * offline, marked as a saved copy with its age. Requests, invitations and challenges also show
 * this device's writes still in the outbox (see queuedOverlay.ts).
 */

/**
 * When each shown copy was saved. The data types are the server's, with no room for a date, so
 * the date is kept beside the object the source handed out.
 */
const savedTimes = new WeakMap<object, number>()

function stamped<T extends object>(data: T, at: number): T {
  savedTimes.set(data, at)
  return data
}

const savedAt = (data: object) => savedTimes.get(data) ?? null

interface CopyRules<R extends CommunityRecord> {
  key: R['key']
  fetch(signal: AbortSignal): Promise<R['data']>
  /** What to show from a copy: the copy with the waiting writes laid over it. */
  shown?(db: OfflineDb, data: R['data']): Promise<R['data']>
  /** Runs after a save, e.g. to forget pages the member no longer sees. */
  afterSave?(db: OfflineDb, data: R['data']): Promise<void>
}

function deviceCopy<R extends CommunityRecord>(rules: CopyRules<R>): OfflineFirstSource<R['data']> {
  const show = (db: OfflineDb, data: R['data']) => rules.shown?.(db, data) ?? Promise.resolve(data)
  return {
    async read(db) {
      const copy = await readCommunityCopy<R>(db, rules.key)
      return copy && stamped(await show(db, copy.data), copy.savedAt)
    },
    fetch: (signal) => rules.fetch(signal),
    async save(db, data) {
      const at = Date.now()
      // Only what the server sent is kept; the waiting writes are laid over it each time it shows.
      const record = { key: rules.key, data, savedAt: at } as R
      await saveCommunityCopy(db, record)
      await rules.afterSave?.(db, data)
      return stamped(await show(db, data), at)
    },
    savedAt,
  }
}

/** A source per id, so a page that asks again gets the same one (useRemoteData reads again on a new source). */
function perKey<A extends unknown[], T>(make: (...args: A) => OfflineFirstSource<T>): (...args: A) => OfflineFirstSource<T> {
  const made = new Map<string, OfflineFirstSource<T>>()
  return (...args) => {
    const key = args.join('|')
    let source = made.get(key)
    if (!source) {
      source = make(...args)
      made.set(key, source)
    }
    return source
  }
}

/** The member as the sender of a request made on this device. */
async function me(db: OfflineDb): Promise<MemberCard> {
  const profile = await readProfile(db)
  return { id: profile?.id ?? 0, first_name: profile?.first_name ?? '', last_name: profile?.last_name ?? '', photo: profile?.photo ?? '' }
}

/** The member's friends (`userId` is the member's own id: the server refuses anyone else's). */
export const friendsSource: (userId: number) => OfflineFirstSource<Friend[]> = perKey((userId: number) =>
  deviceCopy<FriendsCopy>({ key: 'friends', fetch: async (signal) => (await getFriends(userId, signal)).list }),
)

/**
 * The waiting requests, with this device's queued sends and answers already applied: a request
 * sent offline is in `outgoing` (pending, `queued`, a negative id that cancels it), and a request
 * answered offline stays where it was with the answer as its `status` and `queued` set, until the
 * server has it.
 */
export const friendRequestsSource: OfflineFirstSource<FriendRequestsResponse> = deviceCopy<FriendRequestsCopy>({
  key: 'friend-requests',
  fetch: getFriendRequests,
  shown: async (db, data) => overlayFriendRequests(data, await readQueuedCommunityWrites(db), await me(db)),
})

/** My groups and invitations; an invitation answered offline shows the answer as its `status`, `queued`. */
export const groupsSource: OfflineFirstSource<GroupsResponse> = deviceCopy<GroupsCopy>({
  key: 'groups',
  fetch: getGroups,
  shown: async (db, data) => overlayGroups(data, await readQueuedCommunityWrites(db)),
  afterSave: (db, data) => forgetCommunityPagesExcept(db, 'group', data.groups.map((group) => group.id)),
})

/** One group's page; its challenges show a join or decline made offline. */
export const groupSource: (groupId: number) => OfflineFirstSource<GroupDetails> = perKey((groupId: number) =>
  deviceCopy<GroupCopy>({
    key: `group:${groupId}`,
    fetch: async (signal) => (await getGroupDetails(groupId, signal)).model,
    shown: async (db, data) => ({ ...data, challenges: overlayChallenges(data.challenges, await readQueuedCommunityWrites(db)) }),
  }),
)

/** My challenges; one joined or declined offline shows it in `my_status`, `queued`. */
export const challengesSource: OfflineFirstSource<ChallengeSummary[]> = deviceCopy<ChallengesCopy>({
  key: 'challenges',
  fetch: async () => (await getChallenges()).list,
  shown: async (db, data) => overlayChallenges(data, await readQueuedCommunityWrites(db)),
  afterSave: (db, data) => forgetCommunityPagesExcept(db, 'challenge', data.map((challenge) => challenge.id)),
})

/**
 * One challenge's page with the last known leaderboard. `timeZone` is the viewer's, for the days
 * left; a saved copy keeps the count of the day it was saved.
 */
export const challengeSource: (challengeId: number, timeZone: string) => OfflineFirstSource<ChallengeDetails> = perKey(
  (challengeId: number, timeZone: string) =>
    deviceCopy<ChallengeCopy>({
      key: `challenge:${challengeId}`,
      fetch: async (signal) => (await getChallengeDetails(challengeId, timeZone, signal)).model,
      shown: async (db, data) => {
        const [challenge = data.challenge] = overlayChallenges([data.challenge], await readQueuedCommunityWrites(db))
        return { ...data, challenge }
      },
    }),
)
