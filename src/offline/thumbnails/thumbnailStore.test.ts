import { describe, expect, it } from 'vitest'
import type { MoveSummary } from '@/api/moves/moveTypes'
import { saveLibrary } from '../store/libraryStore'
import { openForUser, openOfflineDb, wipeOfflineData } from '../store/offlineDb'
import { freshDbName, makeMove } from '../store/offlineFixtures.testing'
import { OFFLINE_DB_VERSION } from '../store/offlineSchema'
import { readThumbnail } from './storedThumbnail'
import { MAX_THUMBNAIL_BYTES, syncThumbnails, syncThumbnailsInBackground } from './thumbnailStore'

const withThumb = (id: number, url = `/media/thumbs/${id}.webp`): MoveSummary => ({ ...makeMove(id), thumbnail_url: url })

/** A fake network: the bytes of each URL, what was asked, and how many downloads ran at once. */
function fakeFetch(files: Record<string, { bytes?: number; type?: string; status?: number }>) {
  const asked: string[] = []
  let inFlight = 0
  let mostAtOnce = 0
  const fetcher = (async (input: RequestInfo | URL) => {
    const url = String(input)
    asked.push(url)
    inFlight += 1
    mostAtOnce = Math.max(mostAtOnce, inFlight)
    await new Promise((resolve) => setTimeout(resolve, 5))
    inFlight -= 1
    const file = files[url]
    if (!file) return new Response('Not found', { status: 404 })
    const body = new Uint8Array(file.bytes ?? 2_000).fill(url.length % 256)
    return new Response(body, { status: file.status ?? 200, headers: { 'content-type': file.type ?? 'image/webp' } })
  }) as typeof fetch
  return { fetcher, asked, mostAtOnce: () => mostAtOnce }
}

const online = () => true

describe('thumbnails saved with the library', () => {
  it('saves each move’s thumbnail once, a few downloads at a time, and reads it back as an image', async () => {
    const db = await openOfflineDb(freshDbName())
    const moves = [withThumb(1), withThumb(2), withThumb(3), withThumb(4), withThumb(5), withThumb(6), withThumb(7, '/media/thumbs/1.webp'), makeMove(8)]
    const files = Object.fromEntries([1, 2, 3, 4, 5, 6].map((id) => [`/media/thumbs/${id}.webp`, { bytes: 1_000 + id }]))
    const network = fakeFetch(files)

    const result = await syncThumbnails(db, moves, { fetch: network.fetcher, concurrency: 2, isOnline: online })

    expect(result).toEqual({ skipped: false, saved: 6, removed: 0, failed: 0 })
    // Moves 1 and 7 share a photo: fetched once. Move 8 has none.
    expect(network.asked.sort()).toEqual(Object.keys(files).sort())
    expect(network.mostAtOnce()).toBe(2)
    const blob = await readThumbnail(db, '/media/thumbs/3.webp')
    expect(blob?.type).toBe('image/webp')
    expect(blob?.size).toBe(1_003)
    expect(await readThumbnail(db, '/media/thumbs/99.webp')).toBeUndefined()

    // Saved again: nothing new to fetch.
    const again = fakeFetch(files)
    expect(await syncThumbnails(db, moves, { fetch: again.fetcher, isOnline: online })).toEqual({ skipped: false, saved: 0, removed: 0, failed: 0 })
    expect(again.asked).toEqual([])
    db.close()
  })

  it('replaces a thumbnail whose URL changed and drops those of moves that left the library', async () => {
    const db = await openOfflineDb(freshDbName())
    const files = { '/media/thumbs/1.webp': {}, '/media/thumbs/2.webp': {}, '/media/thumbs/1-v2.webp': { bytes: 3_000 } }
    await syncThumbnails(db, [withThumb(1), withThumb(2)], { fetch: fakeFetch(files).fetcher, isOnline: online })

    const network = fakeFetch(files)
    const result = await syncThumbnails(db, [withThumb(1, '/media/thumbs/1-v2.webp')], { fetch: network.fetcher, isOnline: online })

    expect(result).toEqual({ skipped: false, saved: 1, removed: 2, failed: 0 })
    expect(network.asked).toEqual(['/media/thumbs/1-v2.webp'])
    expect((await readThumbnail(db, '/media/thumbs/1-v2.webp'))?.size).toBe(3_000)
    expect(await readThumbnail(db, '/media/thumbs/1.webp')).toBeUndefined()
    expect(await readThumbnail(db, '/media/thumbs/2.webp')).toBeUndefined()
    db.close()
  })

  it('fetches nothing and keeps what it has while offline', async () => {
    const db = await openOfflineDb(freshDbName())
    await syncThumbnails(db, [withThumb(1)], { fetch: fakeFetch({ '/media/thumbs/1.webp': {} }).fetcher, isOnline: online })

    const network = fakeFetch({ '/media/thumbs/2.webp': {} })
    const result = await syncThumbnails(db, [withThumb(2)], { fetch: network.fetcher, isOnline: () => false })

    expect(result).toEqual({ skipped: true, saved: 0, removed: 0, failed: 0 })
    expect(network.asked).toEqual([])
    expect(await readThumbnail(db, '/media/thumbs/1.webp')).toBeDefined()
    db.close()
  })

  it('skips what is missing, not an image or too big, and counts it as failed for the next save', async () => {
    const db = await openOfflineDb(freshDbName())
    const files = {
      '/media/thumbs/1.webp': {},
      '/media/thumbs/html.webp': { type: 'text/html' },
      '/media/thumbs/huge.webp': { bytes: MAX_THUMBNAIL_BYTES + 1 },
      '/media/thumbs/error.webp': { status: 500 },
    }
    const moves = [withThumb(1), withThumb(2, '/media/thumbs/html.webp'), withThumb(3, '/media/thumbs/huge.webp'), withThumb(4, '/media/thumbs/error.webp'), withThumb(5, '/media/thumbs/gone.webp')]
    const result = await syncThumbnails(db, moves, { fetch: fakeFetch(files).fetcher, isOnline: online })
    expect(result).toEqual({ skipped: false, saved: 1, removed: 0, failed: 4 })
    expect(await db.getAllKeys('thumbnails')).toEqual(['/media/thumbs/1.webp'])
    db.close()
  })

  it('runs one background sync at a time per database, never failing the caller', async () => {
    const db = await openOfflineDb(freshDbName())
    const network = fakeFetch({ '/media/thumbs/1.webp': {}, '/media/thumbs/2.webp': {} })
    const first = syncThumbnailsInBackground(db, [withThumb(1), withThumb(2)], { fetch: network.fetcher, isOnline: online })
    const second = syncThumbnailsInBackground(db, [withThumb(1), withThumb(2)], { fetch: network.fetcher, isOnline: online })
    expect(await first).toMatchObject({ saved: 2 })
    // The second waited for the first, so it found both stored: no photo fetched twice.
    expect(await second).toMatchObject({ saved: 0 })
    expect(network.asked).toHaveLength(2)

    db.close()
    const failing = await syncThumbnailsInBackground(db, [withThumb(3)], { fetch: network.fetcher, isOnline: online })
    expect(failing).toBeNull()
  })

  it('goes with everything else on sign-out', async () => {
    const name = freshDbName()
    const db = await openForUser(7, name)
    await saveLibrary(db, [withThumb(1)], [])
    await syncThumbnails(db, [withThumb(1)], { fetch: fakeFetch({ '/media/thumbs/1.webp': {} }).fetcher, isOnline: online })
    expect(await db.count('thumbnails')).toBe(1)

    await wipeOfflineData(name)
    expect(await db.count('thumbnails')).toBe(0)
    db.close()

    // And a different member on the same device starts without them.
    const other = await openForUser(7, name)
    await syncThumbnails(other, [withThumb(1)], { fetch: fakeFetch({ '/media/thumbs/1.webp': {} }).fetcher, isOnline: online })
    other.close()
    const next = await openForUser(8, name)
    expect(await next.count('thumbnails')).toBe(0)
    next.close()
  })
})

describe('offline database version 4 (thumbnails)', () => {
  it('upgrades a version 3 database, keeping its library, with an empty thumbnails store', async () => {
    const name = freshDbName()
    const v3 = await openOfflineDb(name, 3)
    expect(v3.objectStoreNames.contains('thumbnails')).toBe(false)
    await saveLibrary(v3, [withThumb(1), withThumb(2)], [2])
    v3.close()

    const v4 = await openOfflineDb(name)
    // Upgraded through every later step too, to the current version.
    expect(v4.version).toBe(OFFLINE_DB_VERSION)
    expect(v4.objectStoreNames.contains('thumbnails')).toBe(true)
    expect(await v4.count('thumbnails')).toBe(0)
    expect(await v4.count('moves')).toBe(2)
    // The first save after the upgrade fills it.
    const result = await syncThumbnails(v4, [withThumb(1), withThumb(2)], { fetch: fakeFetch({ '/media/thumbs/1.webp': {}, '/media/thumbs/2.webp': {} }).fetcher, isOnline: online })
    expect(result.saved).toBe(2)
    v4.close()
  })
})
