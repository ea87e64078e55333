// @vitest-environment node
import { readFileSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { join } from 'node:path'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { REPO_ROOT, serverForThisFile } from './mockServer'
import { ACCOUNTS, PROJECT_HEADER, call, signIn } from './securityClient'

/**
 * Issue 19: a body over the limit gets its 413 and message whatever its size, with Node's own
 * fetch (what a browser does: send it all, then read the answer), never a reset connection.
 */

const mock = serverForThisFile()
const server = () => mock.current()
const MB = 1024 * 1024
const fixture = (name: string) => readFileSync(join(REPO_ROOT, 'tests/fixtures/media', name))

let member = ''
beforeAll(async () => {
  member = await signIn(server(), ACCOUNTS.member)
})

const open: Socket[] = []
afterEach(() => {
  for (const socket of open.splice(0)) socket.destroy()
})

async function post(path: string, body: string | FormData, contentType?: string): Promise<{ status: number; body: { error?: boolean; message?: string } }> {
  const headers: Record<string, string> = { 'x-project': PROJECT_HEADER, authorization: `Bearer ${member}` }
  if (contentType) headers['content-type'] = contentType
  const answer = await fetch(`${server().baseUrl}${path}`, { method: 'POST', headers, body })
  return { status: answer.status, body: (await answer.json()) as { error?: boolean; message?: string } }
}

describe('a body over the limit', () => {
  for (const size of [2, 5, 20, 50]) {
    it(`answers a ${size} MB record with 413 and its message`, async () => {
      const answer = await post('/v4/api/records/user_info', JSON.stringify({ goal: 'x'.repeat(size * MB) }), 'application/json')
      expect(answer.status).toBe(413)
      expect(answer.body).toEqual({ error: true, message: 'That request is too large: the limit is 1 MB.' })
    })
  }

  it('answers a 30 MB video upload with 413 and the upload limit', async () => {
    const form = new FormData()
    // File, not Blob: the setup file makes File Node's own, which Node's fetch sends as a file.
    form.append('file', new File([new Uint8Array(30 * MB)], 'long.mp4', { type: 'video/mp4' }))
    const answer = await post('/v2/api/lambda/upload', form)
    expect(answer.status).toBe(413)
    expect(answer.body).toEqual({ error: true, message: 'That request is too large: the limit is 25 MB.' })
  })

  // Each kind's cap is checked once the file is in (its kind comes from its bytes): the same answer.
  const perKind = [
    { kind: 'image', name: 'big.jpg', type: 'image/jpeg', head: fixture('plank.jpg'), size: 6 * MB, message: 'That file is too large: the limit for an image is 5 MB.' },
    { kind: 'captions', name: 'big.vtt', type: 'text/vtt', head: fixture('plank.vtt'), size: 600 * 1024, message: 'That file is too large: the limit for captions is 512 KB.' },
  ]
  for (const file of perKind) {
    it(`answers an ${file.kind} over its own cap with 413 and that cap`, async () => {
      const bytes = Buffer.concat([file.head, Buffer.alloc(file.size - file.head.length, file.kind === 'captions' ? '\n' : 0)])
      const form = new FormData()
      form.append('file', new File([bytes], file.name, { type: file.type }))
      const answer = await post('/v2/api/lambda/upload', form)
      expect(answer.status).toBe(413)
      expect(answer.body).toMatchObject({ error: true, message: file.message })
    })
  }

  it('keeps answering others while a client drips an endless body', async () => {
    // Half-open allowed: the server's FIN after its answer must not stop this client sending.
    const dripper = connect({ port: server().port, host: server().host, allowHalfOpen: true })
    open.push(dripper)
    let failure: Error | null = null
    dripper.on('error', (error) => (failure = error))
    let heard = ''
    dripper.on('data', (chunk: Buffer) => (heard += chunk.toString('latin1')))
    await new Promise<void>((resolve) => dripper.once('connect', () => resolve()))
    dripper.write(
      'POST /v4/api/records/user_info HTTP/1.1\r\n' +
        `Host: ${server().host}:${server().port}\r\n` +
        `x-project: ${PROJECT_HEADER}\r\nauthorization: Bearer ${member}\r\n` +
        'content-type: application/json\r\ncontent-length: 1073741824\r\n\r\n',
    )
    const drip = setInterval(() => dripper.write(Buffer.alloc(16 * 1024, 'x')), 100)
    try {
      await new Promise((resolve) => setTimeout(resolve, 500))
      const started = Date.now()
      const other = await call(server(), 'GET', '/v2/api/lambda/profile', { token: member })
      expect(other.status, other.text).toBe(200)
      expect(Date.now() - started).toBeLessThan(1_000)
      // The dripping client has had its answer all along.
      expect(heard).toMatch(/^HTTP\/1\.1 413 /)
      expect(heard).toContain('That request is too large')
      // And it is still being read: a closed socket would have failed its writes by now.
      expect(failure).toBeNull()
      expect(dripper.destroyed).toBe(false)
    } finally {
      clearInterval(drip)
    }
  })
})
