import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { SIGNED_URL_WINDOW_SECONDS } from '@mocks/files/signedFileUrls'
import { callMock, signIn } from '@mocks/testing/callMock'
import { moveInput } from '@mocks/testing/moveInput'
import { upload } from './uploadCalls.testing'

/** Issue 11 item 8: a private move's uploaded files are its owner's (and admins'), not everyone's. */

afterEach(() => {
  vi.useRealTimers()
})

async function fileStatus(url: string, token?: string): Promise<number> {
  const response = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {})
  return response.status
}

/** A member's move using a freshly uploaded video; returns the stored (unsigned) link too. */
async function moveWithUpload(token: string, status: 'private' | 'published') {
  const uploaded = await upload('/v2/api/lambda/upload', token)
  expect(uploaded.status).toBe(200)
  const fileUrl = String(uploaded.body.url)
  const created = await callMock<{ model: { id: number } }>('POST', '/v4/api/records/move', { token, body: moveInput({ video_url: fileUrl, status }) })
  expect(created.status).toBe(200)
  return { fileUrl, moveId: created.body.model.id }
}

async function detailVideoUrl(token: string, moveId: number): Promise<string> {
  const detail = await callMock<{ model: { video_url: string } }>('GET', `/v3/api/custom/movetime/move-detail?id=${moveId}`, { token })
  expect(detail.status).toBe(200)
  return detail.body.model.video_url
}

describe('files of a private move', () => {
  it('are refused to visitors and other members, as if absent', async () => {
    const owner = await signIn()
    const other = await signIn(DEMO_ACCOUNTS.second)
    const { fileUrl } = await moveWithUpload(owner, 'private')
    expect(await fileStatus(fileUrl)).toBe(404)
    expect(await fileStatus(fileUrl, other)).toBe(404)
    expect(await fileStatus(`${fileUrl}?exp=9999999999&sig=${'0'.repeat(64)}`)).toBe(404)
  })

  it('are served to the owner and admins by token', async () => {
    const owner = await signIn()
    const { fileUrl } = await moveWithUpload(owner, 'private')
    expect(await fileStatus(fileUrl, owner)).toBe(200)
    expect(await fileStatus(fileUrl, await signIn(DEMO_ACCOUNTS.admin))).toBe(200)
  })

  it('reach the owner as signed links a <video> can play without a token', async () => {
    const owner = await signIn()
    const { fileUrl, moveId } = await moveWithUpload(owner, 'private')
    const signed = await detailVideoUrl(owner, moveId)
    expect(signed).toMatch(new RegExp(`^${fileUrl.replace(/[.?]/g, '\\$&')}\\?exp=\\d+&sig=[0-9a-f]{64}$`))
    const served = await fetch(signed, { headers: { range: 'bytes=0-3' } })
    expect(served.status).toBe(206)
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    // Another upload's id with this signature is refused.
    expect(await fileStatus(signed.replace(/\/mock-files\/(\d+)\//, (_, id: string) => `/mock-files/${Number(id) + 1}/`))).toBe(404)

    // The records family signs them too (the owner's own rows, and an admin's screens).
    const record = await callMock<{ model: { video_url: string } }>('GET', `/v4/api/records/move/${moveId}`, { token: owner })
    expect(record.body.model.video_url).toBe(signed)
  })

  it('keeps a signed link the same for a while, then lets it expire', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    // Windows start at midnight UTC: an hour in, the next hour is the same window.
    vi.setSystemTime(new Date('2030-03-01T01:00:00.000Z'))
    const owner = await signIn()
    const { moveId } = await moveWithUpload(owner, 'private')
    const signed = await detailVideoUrl(owner, moveId)
    vi.advanceTimersByTime(60 * 60 * 1000)
    // Reloading the page gives the same link: an offline download keyed by it still matches.
    expect(await detailVideoUrl(await signIn(), moveId)).toBe(signed)

    vi.advanceTimersByTime(2 * SIGNED_URL_WINDOW_SECONDS * 1000)
    const expired = await fetch(signed)
    expect(expired.status).toBe(403)
    expect(((await expired.json()) as { message: string }).message).toBe('This link to the file has expired. Open the move again for a fresh one.')
    const fresh = await detailVideoUrl(await signIn(), moveId)
    expect(fresh).not.toBe(signed)
    expect(await fileStatus(fresh)).toBe(200)
  })

  it('stores the link without its signature when the owner saves the move back', async () => {
    const owner = await signIn()
    const { fileUrl, moveId } = await moveWithUpload(owner, 'private')
    const signed = await detailVideoUrl(owner, moveId)
    const saved = await callMock('PUT', `/v4/api/records/move/${moveId}`, { token: owner, body: { video_url: signed, title: 'Renamed' } })
    expect(saved.status).toBe(200)
    const published = await callMock<{ model: { video_url: string } }>('PUT', `/v4/api/records/move/${moveId}`, { token: owner, body: { status: 'published' } })
    expect(published.body.model.video_url).toBe(fileUrl)
  })

  it('cannot be made public by linking them into someone else’s published move', async () => {
    const owner = await signIn()
    const { fileUrl } = await moveWithUpload(owner, 'private')
    const thief = await signIn(DEMO_ACCOUNTS.second)
    const stolen = await callMock('POST', '/v4/api/records/move', { token: thief, body: moveInput({ video_url: fileUrl, status: 'published' }) })
    expect(stolen.status).toBe(400)
    expect(stolen.body.validation).toEqual({ video_url: 'Use a link to an uploaded file.' })
    expect(await fileStatus(fileUrl)).toBe(404)
  })
})

describe('files of a published move', () => {
  it('stay public, with unsigned links', async () => {
    const owner = await signIn()
    const { fileUrl, moveId } = await moveWithUpload(owner, 'published')
    expect(await fileStatus(fileUrl)).toBe(200)
    expect(await detailVideoUrl(await signIn(DEMO_ACCOUNTS.second), moveId)).toBe(fileUrl)
  })
})
