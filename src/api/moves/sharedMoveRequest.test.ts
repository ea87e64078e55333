// @vitest-environment node
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '@/lib/auth/storageKeys'
import { CLIENT_ACCEPT, PUBLISHED_MOVES_PATH, sharedMoveRequestScript, takeInlineMoveRequest } from './sharedMoveRequest'

const script = sharedMoveRequestScript({ apiBaseUrl: 'https://api.example.com', projectHeader: 'cHJvamVjdDpzZWNyZXQ=', tokenKey: STORAGE_KEYS.token })

/** Runs the inline script at `address`, with `stored` in localStorage; returns the window it ran in and the requests it made. */
function runAt(address: string, stored: Record<string, string> = {}) {
  return runAtWith(script, address, stored)
}

function runAtWith(code: string, address: string, stored: Record<string, string> = {}) {
  const url = new URL(address, 'https://app.example.com')
  const requests: Array<{ url: string; init: RequestInit }> = []
  const window: Record<string, unknown> = {
    location: { pathname: url.pathname, search: url.search },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    URLSearchParams,
    Number,
    AbortSignal,
    fetch: (requestUrl: string, init: RequestInit) => {
      requests.push({ url: requestUrl, init })
      return Promise.resolve(new Response('{"error":false,"list":[]}'))
    },
  }
  window.window = window
  runInNewContext(code.replace(/^<script>|<\/script>$/g, ''), window)
  return { window, requests }
}

describe('the shell’s shared-move request', () => {
  it('on /move?id=N asks for move N as the API client would: its URL, x-project, Accept and time limit', async () => {
    const { window, requests } = runAt('/move?id=7')
    expect(requests).toHaveLength(1)
    const [{ url, init }] = requests as [{ url: string; init: RequestInit }]
    expect(url).toBe(`https://api.example.com${PUBLISHED_MOVES_PATH}?id=7`)
    expect(init.method).toBe('GET')
    expect(init.headers).toEqual({ accept: CLIENT_ACCEPT, 'x-project': 'cHJvamVjdDpzZWNyZXQ=' })
    expect(init.signal).toBeInstanceOf(AbortSignal)
    const taken = takeInlineMoveRequest(7, window)
    await expect(taken?.then((response) => response.json())).resolves.toEqual({ error: false, list: [] })
  })

  it('takes the address with a trailing slash and an id with spaces, as the page does', () => {
    expect(runAt('/move/?id=3').requests.map((request) => request.url)).toEqual([`https://api.example.com${PUBLISHED_MOVES_PATH}?id=3`])
    expect(runAt('/move?id=%203%20').requests).toHaveLength(1)
  })

  it('asks nothing elsewhere, for an id that is no positive whole number, or for a signed-in member (the entry sends the token)', () => {
    for (const address of ['/', '/movement?id=1', '/user/library?id=1', '/move', '/move?id=', '/move?id=0', '/move?id=-1', '/move?id=1.5', '/move?id=abc', '/move?id=99999999999999999999']) {
      expect(runAt(address).requests, address).toEqual([])
    }
    expect(runAt('/move?id=1', { [STORAGE_KEYS.token]: 'member-token' }).requests).toEqual([])
  })

  it('is taken once, and only for the move it asked for', () => {
    const { window } = runAt('/move?id=7')
    expect(takeInlineMoveRequest(8, window)).toBeNull()
    // Taking it for another id used it up: a later read asks the network itself.
    expect(takeInlineMoveRequest(7, window)).toBeNull()
    const again = runAt('/move?id=7').window
    expect(takeInlineMoveRequest(7, again)).not.toBeNull()
    expect(takeInlineMoveRequest(7, again)).toBeNull()
  })

  it('never throws and leaves a failed request for the entry to see', async () => {
    const failing = runAt('/move?id=2')
    const broken: Record<string, unknown> = { ...failing.window, fetch: () => Promise.reject(new TypeError('Failed to fetch')) }
    broken.window = broken
    expect(() => runInNewContext(script.replace(/^<script>|<\/script>$/g, ''), broken)).not.toThrow()
    await expect(takeInlineMoveRequest(2, broken)).rejects.toThrow('Failed to fetch')
    // Without fetch at all (a very old browser), it does nothing.
    expect(() => runInNewContext(script.replace(/^<script>|<\/script>$/g, ''), { ...failing.window, fetch: undefined })).not.toThrow()
  })

  it('cannot be closed or broken by what the settings hold', () => {
    const hostile = sharedMoveRequestScript({ apiBaseUrl: 'https://x.example/</script><script>alert(1)</script>', projectHeader: '"<!--', tokenKey: 'token' })
    const code = hostile.slice('<script>'.length, -'</script>'.length)
    expect(code).not.toMatch(/<\/|<!--/)
    expect(runAtWith(hostile, '/move?id=1').requests[0]?.url).toBe(`https://x.example/</script><script>alert(1)</script>${PUBLISHED_MOVES_PATH}?id=1`)
  })
})
