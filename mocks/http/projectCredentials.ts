/**
 * docs/product.md §7: every call sends x-project, base64 of "<project id>:<secret>". The mock knows the
 * app's defaults (src/api/config.ts); the HTTP server may add the pair an api-mode build uses.
 */
export const MOCK_PROJECT_ID = 'movetime'
export const MOCK_PROJECT_SECRET = 'movetime-mock-secret'

const accepted = new Set<string>([`${MOCK_PROJECT_ID}:${MOCK_PROJECT_SECRET}`])

export function acceptProjectCredentials(id: string, secret: string): void {
  accepted.add(`${id}:${secret}`)
}

export function encodeProjectCredentials(id: string = MOCK_PROJECT_ID, secret: string = MOCK_PROJECT_SECRET): string {
  return btoa(`${id}:${secret}`)
}

export type ProjectCheck = 'ok' | 'missing' | 'unknown'

export function checkProjectHeader(value: string | null): ProjectCheck {
  if (!value) return 'missing'
  try {
    return accepted.has(atob(value.trim())) ? 'ok' : 'unknown'
  } catch {
    return 'unknown'
  }
}
