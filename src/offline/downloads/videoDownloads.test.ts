import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DownloadableMove } from './chooseVideoUrl'
import { chooseVideoUrl } from './chooseVideoUrl'
import { DOWNLOAD_MESSAGES, VideoDownloadError } from './downloadErrors'
import { fakeStorageManager, installBrowserFakes, removeCacheStorage, restoreBrowserFakes, setOnline } from './browserFakes.testing'
import { absolute } from './videoFetchFake.testing'
import { VIDEO_CACHE_NAME } from './videoCacheName'
import { downloadMany, downloadMoveVideo, isDownloaded, listDownloads, removeAllDownloads, removeDownload } from './videoDownloads'
import { requestPersistentStorage, storageEstimate } from './storageInfo'

const squat: DownloadableMove = {
  id: 1,
  title: 'Bodyweight Squat',
  video_url: '/media/videos/squat.mp4',
  video_webm_url: '/media/videos/squat.webm',
  captions_url: '/media/captions/squat.vtt',
  poster_url: '/media/posters/squat.jpg',
}
const plank: DownloadableMove = { ...squat, id: 2, title: 'Plank', video_url: '/media/videos/plank.mp4', video_webm_url: '', captions_url: '' }

const files = {
  '/media/videos/squat.mp4': { size: 10_000 },
  '/media/videos/squat.webm': { size: 8_000, type: 'video/webm' },
  '/media/captions/squat.vtt': { size: 100, type: 'text/vtt' },
  '/media/posters/squat.jpg': { size: 500, type: 'image/jpeg' },
  '/media/videos/plank.mp4': { size: 4_000 },
}

const noWebm = () => ''

afterEach(restoreBrowserFakes)

describe('chooseVideoUrl', () => {
  it('picks WebM when the browser would play it, as the player’s source order does', () => {
    expect(chooseVideoUrl(squat, () => 'maybe')).toBe(squat.video_webm_url)
    expect(chooseVideoUrl(squat, () => '')).toBe(squat.video_url)
    expect(chooseVideoUrl(plank, () => 'probably')).toBe(plank.video_url)
  })
})

describe('downloadMoveVideo', () => {
  it('streams the chosen video into the video cache, reporting progress, with its captions and poster', async () => {
    const { cacheStorage } = installBrowserFakes(files)
    const progress: Array<[number, number | null]> = []
    const record = await downloadMoveVideo(squat, { canPlay: noWebm, onProgress: ({ loaded, total }) => progress.push([loaded, total]) })

    expect(progress[0]).toEqual([0, 10_000])
    expect(progress.at(-1)).toEqual([10_000, 10_000])
    expect(progress.length).toBeGreaterThan(5)
    expect(record).toMatchObject({ id: 1, title: 'Bodyweight Squat', videoUrl: absolute(squat.video_url), bytes: 10_600 })
    expect(cacheStorage.urls(VIDEO_CACHE_NAME)).toEqual(
      expect.arrayContaining([absolute(squat.video_url), absolute(squat.captions_url), absolute(squat.poster_url)]),
    )
    expect(cacheStorage.urls(VIDEO_CACHE_NAME)).not.toContain(absolute(squat.video_webm_url))

    const stored = await (await caches.open(VIDEO_CACHE_NAME)).match(squat.video_url)
    expect(stored?.headers.get('Content-Type')).toBe('video/mp4')
    expect(stored?.headers.get('Content-Length')).toBe('10000')
    expect((await stored?.arrayBuffer())?.byteLength).toBe(10_000)
    expect(await isDownloaded(squat)).toBe(true)
    expect(await isDownloaded({ id: 1 })).toBe(true)
  })

  it('keeps only the WebM file in a browser that plays WebM', async () => {
    const { cacheStorage } = installBrowserFakes(files)
    await downloadMoveVideo(squat, { canPlay: () => 'maybe' })
    expect(cacheStorage.urls(VIDEO_CACHE_NAME)).toContain(absolute(squat.video_webm_url))
    expect(cacheStorage.urls(VIDEO_CACHE_NAME)).not.toContain(absolute(squat.video_url))
  })

  it('stores nothing when cancelled part-way', async () => {
    const { cacheStorage, network } = installBrowserFakes(files)
    network.hold()
    const controller = new AbortController()
    const download = downloadMoveVideo(squat, { canPlay: noWebm, signal: controller.signal, onProgress: ({ loaded }) => loaded > 0 && controller.abort() })
    await expect(download).rejects.toMatchObject({ reason: 'cancelled' })
    network.release()
    expect(cacheStorage.urls(VIDEO_CACHE_NAME)).toEqual([])
    expect(await isDownloaded(squat)).toBe(false)
  })

  it('says a connection is needed when offline, without fetching', async () => {
    const { network } = installBrowserFakes(files)
    setOnline(false)
    await expect(downloadMoveVideo(squat)).rejects.toThrow(DOWNLOAD_MESSAGES.offline)
    expect(network.requested).toEqual([])
    expect(DOWNLOAD_MESSAGES.offline).toBe('Downloading needs a connection.')
  })

  it('reports a full device when the cache refuses the file, and keeps nothing', async () => {
    const { cacheStorage } = installBrowserFakes(files, { quotaBytes: 5_000 })
    await expect(downloadMoveVideo(squat, { canPlay: noWebm })).rejects.toThrow('Not enough storage on this device.')
    expect(cacheStorage.urls(VIDEO_CACHE_NAME)).toEqual([])
  })

  it('reports a full device before downloading when the estimate shows it cannot fit', async () => {
    const { network } = installBrowserFakes(files)
    fakeStorageManager({ usage: 995_000, quota: 1_000_000 })
    await expect(downloadMoveVideo(squat, { canPlay: noWebm })).rejects.toMatchObject({ reason: 'quota' })
    expect(network.requested).toHaveLength(1)
  })

  it('refuses a file that ends short of its Content-Length', async () => {
    const { cacheStorage } = installBrowserFakes({ ...files, '/media/videos/plank.mp4': { size: 4_000, contentLength: 5_000 } })
    await expect(downloadMoveVideo(plank)).rejects.toBeInstanceOf(VideoDownloadError)
    expect(cacheStorage.urls(VIDEO_CACHE_NAME)).toEqual([])
  })

  it('fails on a missing video but not on a missing poster', async () => {
    installBrowserFakes({ '/media/videos/plank.mp4': { size: 4_000 } })
    const record = await downloadMoveVideo(plank)
    expect(record.files).toEqual([absolute(plank.video_url)])
    await expect(downloadMoveVideo({ ...plank, id: 3, video_url: '/media/videos/gone.mp4' })).rejects.toThrow('error 404')
  })

  it('says so where the browser has no Cache Storage', async () => {
    removeCacheStorage()
    await expect(downloadMoveVideo(squat)).rejects.toMatchObject({ reason: 'unsupported' })
  })
})

describe('removing downloads', () => {
  it('removes one move, keeping files another downloaded move shares', async () => {
    const { cacheStorage } = installBrowserFakes(files)
    await downloadMoveVideo(squat, { canPlay: noWebm })
    await downloadMoveVideo(plank)
    await removeDownload(squat)
    expect(await isDownloaded(squat)).toBe(false)
    expect(cacheStorage.urls(VIDEO_CACHE_NAME)).not.toContain(absolute(squat.video_url))
    // The plank uses the squat's poster.
    expect(cacheStorage.urls(VIDEO_CACHE_NAME)).toContain(absolute(squat.poster_url))
    expect((await listDownloads()).map((record) => record.id)).toEqual([2])
  })

  it('removes everything', async () => {
    const { cacheStorage } = installBrowserFakes(files)
    await downloadMoveVideo(plank)
    await removeAllDownloads()
    expect(await cacheStorage.has(VIDEO_CACHE_NAME)).toBe(false)
    expect(await listDownloads()).toEqual([])
  })
})

describe('downloadMany', () => {
  it('downloads in turn, skipping moves already downloaded, with progress over the whole batch', async () => {
    const { network } = installBrowserFakes(files)
    await downloadMoveVideo(plank)
    const loadDetail = vi.fn(async () => squat)
    const fractions: number[] = []
    const result = await downloadMany([{ id: 2, title: 'Plank' }, { id: 1, title: 'Bodyweight Squat' }], {
      canPlay: noWebm,
      loadDetail,
      onProgress: ({ fraction }) => fractions.push(fraction),
    })
    expect(result).toEqual({ downloaded: [1], skipped: [2], failed: [] })
    expect(loadDetail).toHaveBeenCalledOnce()
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b))
    expect(fractions.at(-1)).toBe(1)
    expect(fractions.some((fraction) => fraction > 0.5 && fraction < 1)).toBe(true)
    expect(network.requested.filter((url) => url.endsWith('plank.mp4'))).toHaveLength(1)
  })

  it('reports a move that fails and goes on with the rest', async () => {
    installBrowserFakes(files)
    const result = await downloadMany([{ ...plank, video_url: '/media/videos/gone.mp4' }, squat], { canPlay: noWebm })
    expect(result.downloaded).toEqual([1])
    expect(result.failed).toEqual([{ id: 2, title: 'Plank', message: expect.stringContaining('404') }])
  })

  it('stops when cancelled', async () => {
    const { network } = installBrowserFakes(files)
    network.hold()
    const controller = new AbortController()
    const batch = downloadMany([squat, plank], { canPlay: noWebm, signal: controller.signal })
    await vi.waitFor(() => expect(network.requested).toHaveLength(1))
    controller.abort()
    network.release()
    await expect(batch).rejects.toMatchObject({ reason: 'cancelled' })
    expect(await listDownloads()).toEqual([])
  })
})

describe('storage', () => {
  it('estimates usage, or null where the browser cannot', async () => {
    expect(await storageEstimate()).toBeNull()
    fakeStorageManager({ usage: 12_000_000, quota: 1_200_000_000 })
    expect(await storageEstimate()).toEqual({ usage: 12_000_000, quota: 1_200_000_000 })
  })

  it('asks for persistent storage once and remembers the answer', async () => {
    expect(await requestPersistentStorage()).toBeNull()
    const calls = fakeStorageManager({ persist: false })
    expect(await requestPersistentStorage()).toBe(false)
    expect(await requestPersistentStorage()).toBe(false)
    expect(calls.persist).toBe(1)
  })
})

describe('downloading again', () => {
  it('drops the old file when the move’s video has changed', async () => {
    const { cacheStorage } = installBrowserFakes({ ...files, '/media/videos/plank-v2.mp4': { size: 3_000 } })
    await downloadMoveVideo(plank)
    const changed = { ...plank, video_url: '/media/videos/plank-v2.mp4' }
    expect(await isDownloaded(changed)).toBe(false)
    await downloadMoveVideo(changed)
    expect(await isDownloaded(changed)).toBe(true)
    expect(cacheStorage.urls(VIDEO_CACHE_NAME)).not.toContain(absolute(plank.video_url))
  })

  it('keeps a private move downloaded when its signed link renews, fetching with the signature it was given', async () => {
    const signed = '/mock-files/7/clip.mp4?exp=1000&sig=first'
    const { network, cacheStorage } = installBrowserFakes({ [signed]: { size: 2_000 } })
    const mine: DownloadableMove = { ...plank, id: 7, video_url: signed, poster_url: '' }
    const record = await downloadMoveVideo(mine)
    expect(network.requested).toContain(absolute(signed))
    expect(record.videoUrl).toBe(absolute('/mock-files/7/clip.mp4'))
    expect(cacheStorage.urls(VIDEO_CACHE_NAME)).toContain(absolute('/mock-files/7/clip.mp4'))
    expect(cacheStorage.urls(VIDEO_CACHE_NAME)).not.toContain(absolute(signed))
    expect(await isDownloaded({ ...mine, video_url: '/mock-files/7/clip.mp4?exp=2000&sig=renewed' })).toBe(true)
    expect(await isDownloaded({ ...mine, video_url: '/mock-files/8/other.mp4?exp=2000&sig=renewed' })).toBe(false)
  })
})
