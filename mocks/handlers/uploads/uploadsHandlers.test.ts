import { describe, expect, it } from 'vitest'
import { MOCK_ORIGIN, signIn } from '@mocks/testing/callMock'
import { MP4, ascii, upload } from './uploadCalls.testing'
import { MAX_UPLOAD_BYTES } from '@/api/uploads/uploadTypes'
import { parseRange } from './uploadsHandlers'

describe('uploads', () => {
  it('stores the file and serves it back, whole and by range', async () => {
    const token = await signIn()
    const { status, body } = await upload('/v2/api/lambda/upload', token)
    expect(status).toBe(200)
    expect(body).toMatchObject({ error: false, name: 'clip one.mp4', size: 16, type: 'video/mp4' })
    expect(body.url).toBe(`${MOCK_ORIGIN}/mock-files/${body.id}/clip%20one.mp4`)

    const whole = await fetch(String(body.url))
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-type')).toBe('video/mp4')
    expect(whole.headers.get('accept-ranges')).toBe('bytes')
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(MP4)

    const part = await fetch(String(body.url), { headers: { range: 'bytes=4-7' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe('bytes 4-7/16')
    expect(await part.text()).toBe('ftyp')

    const open = await fetch(String(body.url), { headers: { range: 'bytes=10-' } })
    expect(await open.text()).toBe('omabcd')

    const beyond = await fetch(String(body.url), { headers: { range: 'bytes=99-' } })
    expect(beyond.status).toBe(416)
    expect(beyond.headers.get('content-range')).toBe('bytes */16')
  })

  it('takes the s3 route the same way', async () => {
    const token = await signIn()
    const { status, body } = await upload('/v2/api/lambda/s3/upload', token)
    expect(status).toBe(200)
    expect(body.url).toMatch(/^http:\/\/localhost\/mock-files\/\d+\//)
  })

  it('requires sign-in', async () => {
    const { status, body } = await upload('/v2/api/lambda/upload', null)
    expect(status).toBe(401)
    expect(body.message).toBe('Please sign in to continue.')
  })

  it('answers 400 when the field "file" is missing', async () => {
    const token = await signIn()
    const { status, body } = await upload('/v2/api/lambda/upload', token, 'document')
    expect(status).toBe(400)
    expect(body.validation).toHaveProperty('file')
  })

  it('answers 413 above 25 MB', async () => {
    const token = await signIn()
    const { status, body } = await upload('/v2/api/lambda/upload', token, 'file', new Uint8Array(MAX_UPLOAD_BYTES + 1))
    expect(status).toBe(413)
    expect(body.message).toMatch(/25 MB/)
  })

  it('answers 404 for a file that does not exist', async () => {
    expect((await fetch(`${MOCK_ORIGIN}/mock-files/999/nothing.mp4`)).status).toBe(404)
    expect((await fetch(`${MOCK_ORIGIN}/mock-files/0x1/nothing.mp4`)).status).toBe(404)
  })
})

/** First bytes of each accepted kind, padded: what sniffType reads. */
const SAMPLES = {
  'video/webm': new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, ...ascii('webm'), 0x42, 0x87]),
  'image/jpeg': new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, ...ascii('JFIF')]),
  'image/png': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, ...ascii('IHDR')]),
  'image/webp': new Uint8Array([...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WEBPVP8 ')]),
  'text/vtt': new TextEncoder().encode('WEBVTT\n\n00:00.000 --> 00:02.000\nFeet apart.\n'),
} as const

describe('uploads are typed by their bytes', () => {
  it('refuses text sent as video/mp4, with a message that says so', async () => {
    const token = await signIn()
    const { status, body } = await upload('/v2/api/lambda/upload', token, 'file', new TextEncoder().encode('0123456789abcdef'))
    expect(status).toBe(400)
    expect(body.message).toBe('That file was sent as video/mp4, but its contents are not MP4 or WebM video, a JPEG, PNG or WebP image, or WebVTT captions.')
    expect(body.validation).toHaveProperty('file')
  })

  it('refuses HTML, SVG and anything else not on the list, whatever it is called', async () => {
    const token = await signIn()
    const html = new TextEncoder().encode('<!doctype html><script>alert(document.domain)</script>')
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')
    const gif = new TextEncoder().encode('GIF89a\u0001\u0000')
    for (const [content, type, name] of [
      [html, 'text/html', 'page.html'],
      [svg, 'image/svg+xml', 'poster.svg'],
      [svg, 'image/png', 'poster.png'],
      [gif, 'image/gif', 'poster.gif'],
      [new TextEncoder().encode('WEBVTTX'), 'text/vtt', 'captions.vtt'],
    ] as const) {
      const { status } = await upload('/v2/api/lambda/upload', token, 'file', content, type, name)
      expect(status, name).toBe(400)
    }
  })

  it('refuses a real file sent as another kind', async () => {
    const token = await signIn()
    const { status, body } = await upload('/v2/api/lambda/upload', token, 'file', SAMPLES['image/png'], 'video/mp4')
    expect(status).toBe(400)
    expect(body.message).toMatch(/sent as video\/mp4, but its contents are image\/png/)
  })

  it('stores each accepted kind under the type its bytes show, and serves it so it cannot run as a page', async () => {
    const token = await signIn()
    for (const [type, content] of Object.entries(SAMPLES)) {
      // Declared as nothing useful: the bytes decide.
      const { status, body } = await upload('/v2/api/lambda/upload', token, 'file', content, 'application/octet-stream', 'file.bin')
      expect(status, type).toBe(200)
      expect(body.type).toBe(type)
      const served = await fetch(String(body.url))
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe(type)
      expect(served.headers.get('x-content-type-options')).toBe('nosniff')
      expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    }
  })

  it('caps images at 5 MB and captions at 512 KB', async () => {
    const token = await signIn()
    const bigImage = new Uint8Array(5 * 1024 * 1024 + 1)
    bigImage.set(SAMPLES['image/png'])
    const image = await upload('/v2/api/lambda/upload', token, 'file', bigImage, 'image/png', 'poster.png')
    expect(image.status).toBe(413)
    expect(image.body.message).toBe('That file is too large: the limit for an image is 5 MB.')

    const bigCaptions = new Uint8Array(512 * 1024 + 1).fill(0x20)
    bigCaptions.set(SAMPLES['text/vtt'])
    const captions = await upload('/v2/api/lambda/upload', token, 'file', bigCaptions, 'text/vtt', 'captions.vtt')
    expect(captions.status).toBe(413)
    expect(captions.body.message).toBe('That file is too large: the limit for captions is 512 KB.')

    const justUnder = new Uint8Array(5 * 1024 * 1024)
    justUnder.set(SAMPLES['image/png'])
    expect((await upload('/v2/api/lambda/upload', token, 'file', justUnder, 'image/png', 'poster.png')).status).toBe(200)
  })
})

describe('parseRange', () => {
  it('reads the three forms of a byte range', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 })
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 })
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 })
    expect(parseRange('bytes=0-5000', 1000)).toEqual({ start: 0, end: 999 })
    expect(parseRange(null, 1000)).toBeNull()
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable')
  })
})
