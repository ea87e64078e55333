import { DEMO_ACCOUNTS, type DemoAccount } from '@mocks/db/seed'
import { encodeProjectCredentials } from '@mocks/http/projectCredentials'

/**
 * Test helper: a raw `fetch` to the mock (msw/node answers it), with x-project set and an
 * optional bearer token. Returns the status and the parsed JSON body, for tests of the mock's own
 * behaviour (app code goes through src/api instead).
 */
export const MOCK_ORIGIN = 'http://localhost'

export interface MockCall {
  body?: unknown
  token?: string | null
  headers?: Record<string, string>
  /** Leave out x-project, to test its check. */
  noProject?: boolean
}

export interface MockAnswer<T = Record<string, unknown>> {
  status: number
  body: T
  headers: Headers
}

export async function callMock<T = Record<string, unknown>>(method: string, path: string, call: MockCall = {}): Promise<MockAnswer<T>> {
  const headers: Record<string, string> = { ...call.headers }
  if (!call.noProject) headers['x-project'] = encodeProjectCredentials()
  if (call.token) headers.authorization = `Bearer ${call.token}`
  let body: BodyInit | undefined
  if (call.body !== undefined) {
    headers['content-type'] ??= 'application/json'
    body = typeof call.body === 'string' ? call.body : JSON.stringify(call.body)
  }
  const response = await fetch(`${MOCK_ORIGIN}${path}`, { method, headers, body })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T, headers: response.headers }
}

/** Signs in a demo account (or any email/password/role) and returns its bearer token. */
export async function signIn(account: Pick<DemoAccount, 'email' | 'password' | 'role'> = DEMO_ACCOUNTS.member): Promise<string> {
  const answer = await callMock<{ token?: string; message?: string }>('POST', '/v2/api/lambda/login', {
    body: { email: account.email, password: account.password, role: account.role },
  })
  if (answer.status !== 200 || !answer.body.token) throw new Error(`Sign-in failed: ${answer.status} ${answer.body.message}`)
  return answer.body.token
}
