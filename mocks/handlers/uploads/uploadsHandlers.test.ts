import { describe, expect, it } from 'vitest'
import { encodeProjectCredentials } from '@mocks/http/projectCredentials'
import { MOCK_ORIGIN, signIn } from '@mocks/testing/callMock'
import { MAX_UPLOAD_BYTES } from '@/api/uploads/uploadTypes'
import { parseRange } from './uploadsHandlers'

/**
 * Multipart bodies are built by hand: under jsdom, FormData and File are jsdom's, and Node's
 * fetch cannot read their bytes (they arrive as the text "undefined").
 */
function multipart(field: string, name: string, type: string, content: Uint8Array): { body: Uint8Array<ArrayBuffer>; contentType: string } {
  const boundary = '----movetime-test-boundary'
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
  )
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`)
  const body = new Uint8Array(head.length + content.length + tail.length)
  body.set(head, 0)
  body.set(content, head.length)
  body.set(tail, head.length + content.length)
  return { body, contentType: `multipart/form-data; boundary=${boundary}` }
}

async function upload(path: string, token: string | null, field = 'file', content = new TextEncoder().encode('0123456789abcdef')) {
  const { body, contentType } = multipart(field, 'clip one.mp4', 'video/mp4', content)
  const headers: Record<string, string> = { 'content-type': contentType, 'x-project': encodeProjectCredentials() }
  if (token) headers.authorization = `Bearer ${token}`
  const response = await fetch(`${MOCK_ORIGIN}${path}`, { method: 'POST', headers, body })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

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
    expect(await whole.text()).toBe('0123456789abcdef')

    const part = await fetch(String(body.url), { headers: { range: 'bytes=4-7' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe('bytes 4-7/16')
    expect(await part.text()).toBe('4567')

    const open = await fetch(String(body.url), { headers: { range: 'bytes=10-' } })
    expect(await open.text()).toBe('abcdef')

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
