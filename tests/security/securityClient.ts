import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { expect } from 'vitest'
import type { RunningServer } from './mockServer'

/**
 * A raw HTTP client for the attacks: node:http rather than fetch, so any header (Origin, Host,
 * a forged Content-Length) and any path (`//`, `/\`) goes out exactly as written.
 */

/** docs/product.md §7: base64 of "<project id>:<secret>"; the mock's defaults (mocks/http/projectCredentials.ts). */
export const PROJECT_HEADER = Buffer.from('movetime:movetime-mock-secret').toString('base64')

export interface Account {
  email: string
  password: string
  role: 'user' | 'admin' | 'public'
}

/** README "Demo accounts", plus two seeded members the billing seed uses. */
export const ACCOUNTS = {
  member: { email: 'member@movetime.app', password: 'Member123!', role: 'user' },
  second: { email: 'second@movetime.app', password: 'Member123!', role: 'user' },
  admin: { email: 'admin@movetime.app', password: 'Admin123!', role: 'admin' },
  priya: { email: 'priya.shah@example.com', password: 'Member123!', role: 'user' },
} as const satisfies Record<string, Account>

export const DEMO_INVITE_CODE = 'MT-INVITE-DEMO'

export interface Answer<T = Record<string, unknown>> {
  status: number
  headers: IncomingHttpHeaders
  text: string
  bytes: Buffer
  /** The parsed JSON body, or an empty object when the body is not JSON. */
  body: T
}

export interface CallOptions {
  token?: string | null
  body?: unknown
  /** Sent as is, instead of JSON of `body`. */
  rawBody?: Buffer | string
  headers?: Record<string, string>
  /** docs/product.md §7's x-project header; on by default for API paths. */
  project?: boolean
  /** From `burst`: hold back the body's last byte until every request of the burst is on the wire. */
  sync?: Sync
}

export interface Sync {
  ready(): void
  release: Promise<void>
}

export function call<T = Record<string, unknown>>(server: RunningServer, method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.project !== false) headers['x-project'] = PROJECT_HEADER
  if (options.token) headers.authorization = `Bearer ${options.token}`
  let payload: Buffer | undefined
  if (options.rawBody !== undefined) payload = Buffer.isBuffer(options.rawBody) ? options.rawBody : Buffer.from(options.rawBody)
  else if (options.body !== undefined) {
    payload = Buffer.from(JSON.stringify(options.body))
    headers['content-type'] ??= 'application/json'
  }
  // A chunked body carries no length: the server must count the bytes itself.
  if (payload && headers['transfer-encoding'] === undefined) headers['content-length'] ??= String(payload.byteLength)

  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: server.host, port: server.port, method, path, headers, agent: false }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () => {
        const bytes = Buffer.concat(chunks)
        const text = bytes.toString('utf8')
        let body: unknown = {}
        try {
          body = text ? JSON.parse(text) : {}
        } catch {
          body = {}
        }
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text, bytes, body: body as T })
      })
    })
    outgoing.on('error', reject)
    const { sync } = options
    if (payload && sync && payload.byteLength > 1) {
      outgoing.write(payload.subarray(0, -1), () => sync.ready())
      void sync.release.then(() => outgoing.end(payload.subarray(-1)))
      return
    }
    sync?.ready()
    if (payload) outgoing.write(payload)
    outgoing.end()
  })
}

/**
 * Sends `count` requests at the same moment on their own connections. Each holds back the last
 * byte of its body until all are sent, then all finish at once, so the server has every one of
 * them in hand before it answers the first (a race shows every time, not now and then).
 * `send` must pass the sync on to `call`.
 */
export function burst<T = Record<string, unknown>>(count: number, send: (index: number, sync: Sync) => Promise<Answer<T>>): Promise<Answer<T>[]> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let waiting = count
  const sync: Sync = {
    ready() {
      waiting -= 1
      if (waiting === 0) release()
    },
    release: released,
  }
  return Promise.all(Array.from({ length: count }, (_, index) => send(index, sync)))
}

export async function signIn(server: RunningServer, account: Account): Promise<string> {
  const answer = await call<{ token?: string; message?: string }>(server, 'POST', '/v2/api/lambda/login', {
    body: { email: account.email, password: account.password, role: account.role },
  })
  expect(answer.status, `sign-in of ${account.email}: ${answer.text}`).toBe(200)
  expect(typeof answer.body.token).toBe('string')
  return answer.body.token as string
}

/** A robot check ticked and verified, ready for one sign-up or throttled sign-in. */
export async function verifiedCaptcha(server: RunningServer): Promise<string> {
  const issued = await call<{ token?: string }>(server, 'POST', '/__mock/captcha', { project: false })
  expect(issued.status, issued.text).toBe(200)
  const token = issued.body.token as string
  const verified = await call(server, 'POST', '/v2/api/lambda/google-captcha', { body: { captchaToken: token } })
  expect(verified.status, verified.text).toBe(200)
  return token
}

export interface Mail {
  id: number
  to: string
  subject: string
  text: string
  links: string[]
}

export async function mailbox(server: RunningServer): Promise<Mail[]> {
  const answer = await call<{ list?: Mail[] }>(server, 'GET', '/__mock/mailbox', { project: false })
  expect(answer.status, answer.text).toBe(200)
  return answer.body.list ?? []
}

/** The token of the newest link to `to` whose path contains `pathPart`. */
export async function newestLinkToken(server: RunningServer, to: string, pathPart: string): Promise<string> {
  const mail = (await mailbox(server)).find((row) => row.to === to && row.links.some((link) => link.includes(pathPart)))
  const link = mail?.links.find((candidate) => candidate.includes(pathPart))
  const token = link ? new URL(link).searchParams.get('token') : null
  expect(token, `a ${pathPart} link mailed to ${to}`).toBeTruthy()
  return token as string
}

export async function resetData(server: RunningServer): Promise<void> {
  const answer = await call(server, 'POST', '/__mock/reset', { project: false })
  expect(answer.status, answer.text).toBe(200)
}

export const statuses = (answers: readonly Answer<unknown>[]) => answers.map((answer) => answer.status)
export const countStatus = (answers: readonly Answer<unknown>[], status: number) => answers.filter((answer) => answer.status === status).length

/** multipart/form-data with one part "file", built by hand so the declared type is whatever we say. */
export function upload(server: RunningServer, token: string, file: { name: string; type: string; bytes: Buffer }): Promise<Answer<{ id?: number; url?: string; type?: string }>> {
  const boundary = `----security-suite-${Date.now()}`
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`
  const rawBody = Buffer.concat([Buffer.from(head), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)])
  return call(server, 'POST', '/v2/api/lambda/upload', { token, rawBody, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } })
}

/** The path (and query) of an absolute URL the server handed out, to request it again. */
export const pathOf = (url: string) => {
  const parsed = new URL(url)
  return `${parsed.pathname}${parsed.search}`
}
