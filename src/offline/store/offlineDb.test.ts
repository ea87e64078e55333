import { openDB } from 'idb'
import { describe, expect, it } from 'vitest'
import { queueFavouriteIntent } from '@/offline/sync/kinds/favouriteWrite'
import { queueHistory } from '@/offline/sync/kinds/historyWrite'
import { newChatMessageOp, queueChatMessage } from '@/offline/sync/kinds/chatMessageWrite'
import { readRoomCopy, readSpaceList, readUnsent, saveRoomCopy, saveSpaceList, saveUnsent } from '@/offline/spaces/spacesStore'
import { chatMessage, spaceSummary } from '@/offline/spaces/spacesFixtures.testing'
import { readOutbox } from '@/offline/sync/outbox'
import { readBookingCopy, saveBookingCopy } from '@/offline/bookings/bookingCopies'
import { storedBooking } from '@/offline/bookings/bookingCopyFixtures.testing'
import { friend } from '@/offline/community/communityFixtures.testing'
import { readCommunityCopy, saveCommunityCopy } from './communityStore'
import type { FriendsCopy } from './communityRecords'
import { readFavourites } from './favouritesStore'
import { readLibrary, readNewestMoves, saveLibrary } from './libraryStore'
import { readMoveDetail, saveMoveDetail } from './moveDetailStore'
import { freshDbName, makeDetail, makeMoves, profile, stats } from './offlineFixtures.testing'
import { offlineOwner, openForUser, openOfflineDb, wipeOfflineData } from './offlineDb'
import { OFFLINE_DB_VERSION } from './offlineSchema'
import { readHistory, readProfile, readStats, saveHistory, saveProfile, saveStats } from './profileStore'
import { readSiteCopy, saveSiteCopy } from './siteStore'
import { lastSyncedAt } from './syncMeta'

const siteEntry = { id: 1, page: 'home', key: 'hero_title', type: 'text', value: 'Move better, every day.' } as const

describe('offline database', () => {
  it('round-trips every dataset and records when each was synced', async () => {
    const db = await openOfflineDb(freshDbName())
    expect(await lastSyncedAt(db, 'library')).toBeNull()

    await saveLibrary(db, makeMoves(3), [2], 1_000)
    await saveMoveDetail(db, makeDetail(2, true), 2_000)
    await saveProfile(db, profile, 3_000)
    await saveStats(db, stats, 4_000)

    expect(await readLibrary(db)).toEqual({ moves: makeMoves(3), favouriteIds: [2], syncedAt: 1_000 })
    expect(await readMoveDetail(db, 2)).toEqual(makeDetail(2, true))
    expect(await readMoveDetail(db, 99)).toBeUndefined()
    expect(await readProfile(db)).toEqual(profile)
    expect(await readStats(db)).toEqual(stats)
    expect(await lastSyncedAt(db, 'library')).toBe(1_000)
    expect(await lastSyncedAt(db, 'favourites')).toBe(1_000)
    expect(await lastSyncedAt(db, 'move:2')).toBe(2_000)
    expect(await lastSyncedAt(db, 'profile')).toBe(3_000)
    expect(await lastSyncedAt(db, 'stats')).toBe(4_000)
    db.close()
  })

  it('replaces the library: moves the server dropped go, with their cached details', async () => {
    const db = await openOfflineDb(freshDbName())
    await saveLibrary(db, makeMoves(3), [])
    await saveMoveDetail(db, makeDetail(3))
    await saveLibrary(db, makeMoves(2), [])
    expect((await readLibrary(db)).moves.map((move) => move.id)).toEqual([1, 2])
    expect(await readMoveDetail(db, 3)).toBeUndefined()
    db.close()
  })

  it('keeps offline favourite changes when a fresh library arrives from the server', async () => {
    const db = await openOfflineDb(freshDbName())
    await saveLibrary(db, makeMoves(3), [1])
    await queueFavouriteIntent(db, 2, true)
    await queueFavouriteIntent(db, 1, false)
    await saveLibrary(db, makeMoves(3), [1, 3])

    expect(await readFavourites(db)).toEqual({ confirmed: [1, 3], intended: [2, 3] })
    expect((await readLibrary(db)).favouriteIds).toEqual([2, 3])
    // The detail's own heart is stale; the member's intent wins.
    await saveMoveDetail(db, makeDetail(2, false))
    expect((await readMoveDetail(db, 2))?.is_favourite).toBe(true)
    db.close()
  })

  it('upgrades a version 1 database to the current version without losing data', async () => {
    expect(OFFLINE_DB_VERSION).toBe(8)
    const name = freshDbName()
    const v1 = await openOfflineDb(name, 1)
    expect(v1.transaction('moves').store.indexNames.contains('by-created')).toBe(false)
    await saveLibrary(v1, makeMoves(5), [4])
    await saveProfile(v1, profile)
    await queueFavouriteIntent(v1, 5, true)
    v1.close()

    const v2 = await openOfflineDb(name)
    expect(v2.version).toBe(8)
    expect(v2.transaction('moves').store.indexNames.contains('by-created')).toBe(true)
    // Version 3's store for the dashboard's history is there, empty, ready for the first sync.
    expect(await readHistory(v2)).toBeUndefined()
    await saveHistory(v2, [])
    expect(await readHistory(v2)).toEqual([])
    expect(await readLibrary(v2)).toMatchObject({ moves: makeMoves(5), favouriteIds: [4, 5] })
    expect(await readProfile(v2)).toEqual(profile)
    expect(await readOutbox(v2)).toHaveLength(1)
    // The new index covers rows written before it existed.
    expect((await readNewestMoves(v2, 2)).map((move) => move.id)).toEqual([5, 4])
    v2.close()
  })

  it('upgrades a version 4 database (the last release) with its data and outbox intact, adding the community copies', async () => {
    const name = freshDbName()
    const v4 = await openOfflineDb(name, 4)
    expect(v4.objectStoreNames.contains('community')).toBe(false)
    await saveLibrary(v4, makeMoves(3), [2])
    await saveProfile(v4, profile)
    await saveHistory(v4, [])
    await queueFavouriteIntent(v4, 3, true)
    const watchedOffline = await queueHistory(v4, { move_id: 1, seconds_watched: 30, completed: true, watched_at: '2024-05-01T10:00:00.000Z' })
    v4.close()

    const v5 = await openOfflineDb(name, 5)
    expect(v5.version).toBe(5)
    expect(await readLibrary(v5)).toMatchObject({ moves: makeMoves(3), favouriteIds: [2, 3] })
    expect(await readProfile(v5)).toEqual(profile)
    expect(await readHistory(v5)).toEqual([])
    expect((await readOutbox(v5)).map((write) => write.type)).toEqual(['favourite', 'history'])
    expect(await readOutbox(v5)).toContainEqual(watchedOffline)
    expect(await readCommunityCopy<FriendsCopy>(v5, 'friends')).toBeUndefined()
    await saveCommunityCopy(v5, { key: 'friends', data: [friend(20)], savedAt: 5_000 })
    expect(await readCommunityCopy<FriendsCopy>(v5, 'friends')).toEqual({ key: 'friends', data: [friend(20)], savedAt: 5_000 })
    v5.close()
  })

  it('upgrades a version 5 database (the last release) with its data, outbox and community copies intact, adding the bookings copies', async () => {
    const name = freshDbName()
    const v5 = await openOfflineDb(name, 5)
    expect(v5.objectStoreNames.contains('bookings')).toBe(false)
    await saveLibrary(v5, makeMoves(2), [1])
    await saveProfile(v5, profile)
    await queueFavouriteIntent(v5, 2, true)
    await saveCommunityCopy(v5, { key: 'friends', data: [friend(20)], savedAt: 5_000 })
    v5.close()

    const v6 = await openOfflineDb(name, 6)
    expect(v6.version).toBe(6)
    expect(await readLibrary(v6)).toMatchObject({ moves: makeMoves(2), favouriteIds: [1, 2] })
    expect(await readProfile(v6)).toEqual(profile)
    expect((await readOutbox(v6)).map((write) => write.type)).toEqual(['favourite'])
    expect(await readCommunityCopy<FriendsCopy>(v6, 'friends')).toEqual({ key: 'friends', data: [friend(20)], savedAt: 5_000 })
    expect(await readBookingCopy(v6, 'booking:1')).toBeUndefined()
    await saveBookingCopy(v6, { key: 'booking:1', data: storedBooking(1), savedAt: 6_000 })
    expect(await readBookingCopy(v6, 'booking:1')).toEqual({ key: 'booking:1', data: storedBooking(1), savedAt: 6_000 })
    v6.close()
  })

  it('upgrades a version 6 database (the last release) with its data, outbox and copies intact, adding the spaces store', async () => {
    const name = freshDbName()
    const v6 = await openOfflineDb(name, 6)
    expect(v6.objectStoreNames.contains('spaces')).toBe(false)
    await saveLibrary(v6, makeMoves(2), [1])
    await queueHistory(v6, { move_id: 1, seconds_watched: 30, completed: true, watched_at: '2024-05-01T10:00:00.000Z' })
    await saveCommunityCopy(v6, { key: 'friends', data: [friend(20)], savedAt: 5_000 })
    await saveBookingCopy(v6, { key: 'booking:1', data: storedBooking(1), savedAt: 6_000 })
    v6.close()

    const v7 = await openOfflineDb(name, 7)
    expect(v7.version).toBe(7)
    expect(await readLibrary(v7)).toMatchObject({ moves: makeMoves(2), favouriteIds: [1] })
    expect((await readOutbox(v7)).map((write) => write.type)).toEqual(['history'])
    expect(await readCommunityCopy<FriendsCopy>(v7, 'friends')).toEqual({ key: 'friends', data: [friend(20)], savedAt: 5_000 })
    expect(await readBookingCopy(v7, 'booking:1')).toEqual({ key: 'booking:1', data: storedBooking(1), savedAt: 6_000 })
    expect(await readSpaceList(v7)).toBeUndefined()
    await saveSpaceList(v7, [spaceSummary(3)], 4, 7_000)
    expect(await readSpaceList(v7)).toEqual({ key: 'list', spaces: [spaceSummary(3)], version: 4, savedAt: 7_000 })
    v7.close()
  })

  it('upgrades a version 7 database (the last release) with its data, outbox and copies intact, adding the public pages’ store', async () => {
    const name = freshDbName()
    const v7 = await openOfflineDb(name, 7)
    expect(v7.objectStoreNames.contains('site')).toBe(false)
    await v7.put('meta', { key: 'owner', userId: 7 })
    await saveLibrary(v7, makeMoves(2), [1])
    await queueFavouriteIntent(v7, 2, true)
    await saveCommunityCopy(v7, { key: 'friends', data: [friend(20)], savedAt: 5_000 })
    await saveSpaceList(v7, [spaceSummary(3)], 4, 7_000)
    v7.close()

    const v8 = await openOfflineDb(name)
    expect(v8.version).toBe(8)
    expect(await offlineOwner(v8)).toBe(7)
    expect(await readLibrary(v8)).toMatchObject({ moves: makeMoves(2), favouriteIds: [1, 2] })
    expect((await readOutbox(v8)).map((write) => write.type)).toEqual(['favourite'])
    expect(await readCommunityCopy<FriendsCopy>(v8, 'friends')).toEqual({ key: 'friends', data: [friend(20)], savedAt: 5_000 })
    expect(await readSpaceList(v8)).toEqual({ key: 'list', spaces: [spaceSummary(3)], version: 4, savedAt: 7_000 })
    expect(await readSiteCopy(v8, 'home')).toBeUndefined()
    await saveSiteCopy(v8, { key: 'home', entries: [siteEntry], savedAt: 8_000 })
    expect(await readSiteCopy(v8, 'home')).toEqual({ key: 'home', entries: [siteEntry], savedAt: 8_000 })
    v8.close()
  })

  it('keeps the public pages’ copy through a sign-out and another member signing in: it is nobody’s data', async () => {
    const name = freshDbName()
    const first = await openForUser(7, name)
    await saveSiteCopy(first, { key: 'faq', entries: [siteEntry], savedAt: 1_000 })
    first.close()
    await wipeOfflineData(name)
    const second = await openForUser(8, name)
    expect(await readSiteCopy(second, 'faq')).toEqual({ key: 'faq', entries: [siteEntry], savedAt: 1_000 })
    second.close()
  })

  it('keeps each space’s newest 200 messages with their cursor, and the member’s refused messages', async () => {
    const db = await openOfflineDb(freshDbName())
    const messages = Array.from({ length: 230 }, (_, index) => chatMessage(index + 1, { roomId: 3 }))
    await saveRoomCopy(db, 3, { space: spaceSummary(3), members: [], timeline: { messages, cursor: 230, hasOlder: false } }, 8_000)
    const copy = await readRoomCopy(db, 3)
    expect(copy?.messages).toHaveLength(200)
    expect(copy?.messages[0]?.chat_id).toBe(31)
    expect(copy).toMatchObject({ roomId: 3, cursor: 230, hasOlder: true, savedAt: 8_000 })
    await saveUnsent(db, { roomId: 3, clientId: 'b', text: 'second', replyTo: null, madeAt: 2, state: 'failed', failure: 'No.' })
    await saveUnsent(db, { roomId: 3, clientId: 'a', text: 'first', replyTo: 1, madeAt: 1, state: 'failed', failure: 'No.' })
    await saveUnsent(db, { roomId: 4, clientId: 'c', text: 'elsewhere', replyTo: null, madeAt: 3, state: 'failed', failure: 'No.' })
    expect((await readUnsent(db, 3)).map((record) => record.clientId)).toEqual(['a', 'b'])
    expect(await readRoomCopy(db, 4)).toBeUndefined()
    db.close()
  })

  it('gives way to another tab that upgrades the database', async () => {
    const name = freshDbName()
    const old = await openOfflineDb(name, 1)
    // Would hang on "blocked" if the open connection did not close itself.
    const upgraded = await openDB(name, 2, { upgrade: () => undefined })
    expect(upgraded.version).toBe(2)
    upgraded.close()
    old.close()
  })

  it('wipes everything on sign-out, the outbox included', async () => {
    const name = freshDbName()
    const db = await openForUser(7, name)
    await saveLibrary(db, makeMoves(3), [1])
    await saveMoveDetail(db, makeDetail(1))
    await saveProfile(db, profile)
    await saveStats(db, stats)
    await queueFavouriteIntent(db, 2, true)
    await queueHistory(db, { move_id: 1, seconds_watched: 30, completed: true, watched_at: '2024-05-01T10:00:00.000Z' })
    await saveCommunityCopy(db, { key: 'friends', data: [friend(20)], savedAt: 1_000 })
    await saveBookingCopy(db, { key: 'booking:1', data: storedBooking(1), savedAt: 1_000 })
    await saveSpaceList(db, [spaceSummary(3)], 1, 1_000)
    await saveRoomCopy(db, 3, { space: spaceSummary(3), members: [], timeline: { messages: [chatMessage(1, { roomId: 3 })], cursor: 1, hasOlder: false } })
    await saveUnsent(db, { roomId: 3, clientId: 'a', text: 'refused', replyTo: null, madeAt: 1, state: 'failed', failure: 'No.' })
    await queueChatMessage(db, newChatMessageOp(3, 'waiting', null))

    await wipeOfflineData(name)

    expect(await readLibrary(db)).toEqual({ moves: [], favouriteIds: [], syncedAt: null })
    expect(await readMoveDetail(db, 1)).toBeUndefined()
    expect(await readProfile(db)).toBeUndefined()
    expect(await readStats(db)).toBeUndefined()
    expect(await readOutbox(db)).toEqual([])
    expect(await readCommunityCopy<FriendsCopy>(db, 'friends')).toBeUndefined()
    expect(await readBookingCopy(db, 'booking:1')).toBeUndefined()
    expect(await readSpaceList(db)).toBeUndefined()
    expect(await readRoomCopy(db, 3)).toBeUndefined()
    expect(await readUnsent(db)).toEqual([])
    expect(await offlineOwner(db)).toBeNull()
    expect(await lastSyncedAt(db, 'library')).toBeNull()
    db.close()
  })

  it("wipes another member's data when a different member opens the database", async () => {
    const name = freshDbName()
    const first = await openForUser(7, name)
    await saveLibrary(first, makeMoves(2), [1])
    await saveProfile(first, profile)
    await queueFavouriteIntent(first, 2, true)
    first.close()

    const again = await openForUser(7, name)
    expect((await readLibrary(again)).moves).toHaveLength(2)
    expect(await readOutbox(again)).toHaveLength(1)
    again.close()

    const second = await openForUser(8, name)
    expect(await offlineOwner(second)).toBe(8)
    expect(await readLibrary(second)).toEqual({ moves: [], favouriteIds: [], syncedAt: null })
    expect(await readProfile(second)).toBeUndefined()
    expect(await readOutbox(second)).toEqual([])
    second.close()
  })
})
