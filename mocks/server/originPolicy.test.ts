// @vitest-environment node
import { request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { originPolicy } from './originPolicy'

const TOKEN = 'test-token'
let server: Server
let port = 0

beforeAll(async () => {
  const app = express()
  app.use(originPolicy(TOKEN))
  app.use((_request, response) => {
    response.json({ error: false })
  })
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** node:http, not fetch: fetch will not send a Host header of our choosing. */
function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; cors: string | undefined }> {
  return new Promise((resolve, reject) => {
    const call = httpRequest({ host: '127.0.0.1', port, path, headers }, (answer) => {
      let body = ''
      answer.on('data', (chunk: Buffer) => (body += chunk.toString()))
      answer.on('end', () => {
        const cors = answer.headers['access-control-allow-origin']
        resolve({ status: answer.statusCode ?? 0, body, cors: Array.isArray(cors) ? cors[0] : cors })
      })
    })
    call.on('error', reject)
    call.end()
  })
}

describe('the HTTP server’s origin policy', () => {
  it('answers the app’s origins with CORS and refuses any other page with 403 JSON', async () => {
    const app = await get('/v2/api/lambda/check', { origin: 'http://localhost:4174' })
    expect(app.status).toBe(200)
    expect(app.cors).toBe('http://localhost:4174')

    const foreign = await get('/v2/api/lambda/check', { origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    expect(foreign.cors).toBeUndefined()
    expect(JSON.parse(foreign.body)).toMatchObject({ error: true })
  })

  it('lets this machine use the mock controls, under a loopback name', async () => {
    expect((await get('/__mock/health', { host: `localhost:${port}` })).status).toBe(200)
    expect((await get('/__mock/health', { host: `127.0.0.1:${port}` })).status).toBe(200)
  })

  it('refuses the mock controls to a rebound name over loopback, unless it sends the token', async () => {
    const rebound = await get('/__mock/mailbox', { host: `evil.example:${port}` })
    expect(rebound.status).toBe(403)
    expect(JSON.parse(rebound.body)).toMatchObject({ error: true })
    expect((await get('/__mock/mailbox', { host: `evil.example:${port}`, 'x-mock-token': TOKEN })).status).toBe(200)
    // The API itself is not host-bound (a phone on the LAN names the machine's address).
    expect((await get('/v2/api/lambda/check', { host: `evil.example:${port}` })).status).toBe(200)
  })
})
