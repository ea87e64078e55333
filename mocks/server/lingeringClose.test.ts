// @vitest-environment node
import type { Server } from 'node:http'
import { type AddressInfo, connect, type Socket } from 'node:net'
import express from 'express'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { withBodyLimit } from './bodyLimit'
import type { LingerBounds } from './lingeringClose'

/**
 * Issue 19: after a 413 the server reads on, but only within its bounds: a client that sends
 * forever, goes quiet, or sends too much is cut off. Short bounds keep this quick; the production
 * ones (LINGER_BOUNDS) differ only in size.
 */

const servers: Server[] = []
const sockets: Socket[] = []

async function serve(linger: LingerBounds): Promise<number> {
  const app = express()
  app.use(withBodyLimit((_request, response) => void response.json({ error: false }), linger))
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  servers.push(server)
  return (server.address() as AddressInfo).port
}

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy()
})
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
})

interface Client {
  socket: Socket
  /** Everything the server sent. */
  heard(): string
  /** When the server stopped reading: a write failed or the socket closed; ms since `sentAt`. */
  cutOff: Promise<number>
  sentAt: number
  failure(): Error | null
}

/** A raw client: the head of a POST, then whatever the test writes. */
async function client(port: number, head: string): Promise<Client> {
  // Half-open allowed: the server's FIN after its answer must not stop this client sending.
  const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true })
  sockets.push(socket)
  let heard = ''
  let failure: Error | null = null
  socket.on('data', (chunk: Buffer) => (heard += chunk.toString('latin1')))
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
  const sentAt = Date.now()
  const cutOff = new Promise<number>((resolve) => {
    socket.once('error', (error) => {
      failure = error
      resolve(Date.now() - sentAt)
    })
    socket.once('close', () => resolve(Date.now() - sentAt))
  })
  socket.write(`POST /records HTTP/1.1\r\nHost: 127.0.0.1\r\ncontent-type: application/json\r\n${head}\r\n`)
  return { socket, heard: () => heard, cutOff, sentAt, failure: () => failure }
}

const CHUNK = Buffer.alloc(16 * 1024, 'x')
/** A chunked-encoding frame of `CHUNK`. */
const FRAME = Buffer.concat([Buffer.from(`${CHUNK.length.toString(16)}\r\n`), CHUNK, Buffer.from('\r\n')])
const GIGABYTE = 1024 * 1024 * 1024

describe('reading on after a 413', () => {
  let steady = 0
  let quick = 0
  beforeAll(async () => {
    steady = await serve({ maxBytes: 64 * 1024 * 1024, maxMs: 1_500, idleMs: 1_000 })
    quick = await serve({ maxBytes: 2 * 1024 * 1024, maxMs: 5_000, idleMs: 400 })
  })

  it('cuts off a client that drips forever at the time bound, having answered it at once', async () => {
    const dripper = await client(steady, `content-length: ${GIGABYTE}\r\n`)
    const drip = setInterval(() => dripper.socket.write(CHUNK), 100)
    try {
      const after = await dripper.cutOff
      expect(after).toBeGreaterThanOrEqual(1_400)
      expect(after).toBeLessThan(1_500 + 1_000)
      expect(dripper.heard()).toMatch(/^HTTP\/1\.1 413 /)
      expect(dripper.heard()).toContain('That request is too large: the limit is 1 MB.')
    } finally {
      clearInterval(drip)
    }
  })

  it('cuts off a chunked body, which declares no length, the same way', async () => {
    const dripper = await client(steady, 'transfer-encoding: chunked\r\n')
    const drip = setInterval(() => dripper.socket.write(Buffer.concat(Array.from({ length: 8 }, () => FRAME))), 100)
    try {
      const after = await dripper.cutOff
      // The 413 only comes once 1 MB has arrived (about a second of this drip); the bound runs from then.
      expect(after).toBeGreaterThanOrEqual(1_400)
      expect(after).toBeLessThan(1_000 + 1_500 + 1_000)
      expect(dripper.heard()).toMatch(/^HTTP\/1\.1 413 /)
    } finally {
      clearInterval(drip)
    }
  })

  it('cuts off a client gone quiet after the idle bound', async () => {
    const quiet = await client(quick, `content-length: ${GIGABYTE}\r\n`)
    quiet.socket.write(CHUNK)
    // A quiet client only learns of the close when it sends again: it does, well before the 5 s bound.
    await new Promise((resolve) => setTimeout(resolve, 1_200))
    const probe = setInterval(() => quiet.socket.write(CHUNK), 100)
    try {
      const after = await quiet.cutOff
      expect(quiet.failure()).not.toBeNull()
      expect(after).toBeLessThan(2_500)
      expect(quiet.heard()).toMatch(/^HTTP\/1\.1 413 /)
    } finally {
      clearInterval(probe)
    }
  })

  it('cuts off a client past the byte bound before the time bound', async () => {
    const flood = await client(quick, `content-length: ${GIGABYTE}\r\n`)
    const big = Buffer.alloc(256 * 1024, 'x')
    const pour = setInterval(() => flood.socket.write(big), 5)
    try {
      const after = await flood.cutOff
      expect(after).toBeLessThan(3_000)
      expect(flood.heard()).toMatch(/^HTTP\/1\.1 413 /)
    } finally {
      clearInterval(pour)
    }
  })

  it('closes cleanly once a client within the bounds has sent it all', async () => {
    const size = 3 * 1024 * 1024
    const honest = await client(steady, `content-length: ${size}\r\n`)
    honest.socket.end(Buffer.alloc(size, 'x'))
    const after = await honest.cutOff
    expect(honest.failure()).toBeNull()
    expect(after).toBeLessThan(1_000)
    expect(honest.heard()).toMatch(/^HTTP\/1\.1 413 /)
    expect(honest.heard()).toMatch(/connection: close/i)
  })

  it('still answers a body within the limit', async () => {
    const fine = await client(steady, 'content-length: 2\r\n')
    fine.socket.end('{}')
    await fine.cutOff
    expect(fine.heard()).toMatch(/^HTTP\/1\.1 200 /)
  })
})
