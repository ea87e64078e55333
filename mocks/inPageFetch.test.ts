// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { handlers } from './allHandlers'
import { DEMO_ACCOUNTS } from './db/seed'
import { resetNetworkControls, setNetworkControls } from './devControls'
import { encodeProjectCredentials } from './http/projectCredentials'
import { inPageFetch } from './inPageFetch'

const answer = inPageFetch(handlers)
const project = { 'x-project': encodeProjectCredentials() }

describe('inPageFetch: the mock answering in the page, before its worker intercepts', () => {
  afterEach(() => {
    resetNetworkControls()
    vi.unstubAllGlobals()
  })

  it('is out of reach while the browser is offline, as a server across the network would be', async () => {
    vi.stubGlobal('navigator', { onLine: false })
    await expect(answer(new Request('http://localhost/v3/api/custom/movetime/moves?id=1', { headers: project }))).rejects.toThrow(TypeError)
    vi.stubGlobal('navigator', { onLine: true })
    expect((await answer(new Request('http://localhost/v3/api/custom/movetime/moves?id=1', { headers: project }))).status).toBe(200)
  })

  it('answers with the same handlers and data as the worker would: a sign-in and a guarded read', async () => {
    const { email, password, role } = DEMO_ACCOUNTS.member
    const login = await answer(
      new Request('http://localhost/v2/api/lambda/login', {
        method: 'POST',
        headers: { ...project, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, role }),
      }),
    )
    expect(login.status).toBe(200)
    const { token } = (await login.json()) as { token: string }
    const denied = await answer(new Request('http://localhost/v3/api/custom/movetime/my-favourite-moves', { headers: project }))
    expect(denied.status).toBe(401)
    const favourites = await answer(
      new Request('http://localhost/v3/api/custom/movetime/my-favourite-moves', { headers: { ...project, authorization: `Bearer ${token}` } }),
    )
    expect(favourites.status).toBe(200)
  })

  it('leaves a request no handler answers to the network, body intact', async () => {
    const network = vi.fn(async (request: Request) => new Response(`network saw ${await request.text()}`))
    vi.stubGlobal('fetch', network)
    const response = await answer(new Request('http://localhost/not-mocked', { method: 'POST', body: 'typed text' }))
    expect(await response.text()).toBe('network saw typed text')
    expect(network).toHaveBeenCalledTimes(1)
  })

  it('fails like a fetch with no network when the developer panel takes the API offline', async () => {
    setNetworkControls({ offline: true })
    await expect(answer(new Request('http://localhost/v3/api/custom/movetime/moves', { headers: project }))).rejects.toThrow(TypeError)
  })
})
