import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { callMock, signIn, type MockAnswer } from '@mocks/testing/callMock'

/** The friends and groups calls as the handler tests make them (raw: status and body). */

export const V3 = '/v3/api/movetime'
export const CUSTOM = '/v3/api/custom/movetime'

export interface ErrorBody {
  error?: boolean
  message?: string
  validation?: Record<string, string>
}

export type Member = 'maya' | 'jordan' | 'priya' | 'tom' | 'sofia' | 'daniel' | 'hannah' | 'amir' | 'claire'

export const ACCOUNT_OF = {
  maya: DEMO_ACCOUNTS.member,
  jordan: DEMO_ACCOUNTS.second,
  priya: DEMO_ACCOUNTS.priya,
  tom: DEMO_ACCOUNTS.tom,
  sofia: DEMO_ACCOUNTS.sofia,
  daniel: DEMO_ACCOUNTS.daniel,
  hannah: DEMO_ACCOUNTS.hannah,
  amir: DEMO_ACCOUNTS.amir,
  claire: DEMO_ACCOUNTS.claire,
} as const

export const ID = Object.fromEntries(Object.entries(ACCOUNT_OF).map(([name, account]) => [name, account.id])) as Record<Member, number>

/** Signs in the members a test needs, once each. */
export async function tokensFor<Name extends Member>(...names: Name[]): Promise<Record<Name, string>> {
  const tokens = await Promise.all(names.map((name) => signIn(ACCOUNT_OF[name])))
  return Object.fromEntries(names.map((name, index) => [name, tokens[index]!])) as Record<Name, string>
}

export function as<T>(token: string) {
  return {
    get: (path: string) => callMock<T & ErrorBody>('GET', path, { token }),
    post: (path: string, body: unknown) => callMock<T & ErrorBody>('POST', path, { token, body }),
    put: (path: string, body: unknown) => callMock<T & ErrorBody>('PUT', path, { token, body }),
    delete: (path: string) => callMock<T & ErrorBody>('DELETE', path, { token }),
  }
}

export type Answer<T> = MockAnswer<T & ErrorBody>
