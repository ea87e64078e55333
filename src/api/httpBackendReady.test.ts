import { http as mswHttp, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { call, endpoint, inPageFetchNow, sendCallsThrough, type CallBackend } from './http'
import type { FetchRequest } from './transport'

const probe = endpoint('GET', '/v4/api/records/{table}/{id}')

function countRequests() {
  let count = 0
  server.use(
    mswHttp.get('*/v4/api/records/:table/:id', () => {
      count += 1
      return HttpResponse.json({ error: false, model: { id: 1 } })
    }),
  )
  return () => count
}

const overTheNetwork: CallBackend = { inPageFetch: () => undefined }

describe('calls wait for the mock backend (mock builds draw before it starts)', () => {
  afterEach(() => sendCallsThrough(Promise.resolve(undefined)))

  it('sends nothing until the backend is ready, then sends the call', async () => {
    const sent = countRequests()
    let ready!: (backend: CallBackend) => void
    sendCallsThrough(new Promise<CallBackend>((resolve) => (ready = resolve)))
    const answer = call(probe, { params: { table: 'move', id: 1 } })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(sent()).toBe(0)
    ready(overTheNetwork)
    await expect(answer).resolves.toMatchObject({ model: { id: 1 } })
    expect(sent()).toBe(1)
  })

  it('does not hang the app when the backend fails to start: calls go out and fail on their own', async () => {
    const sent = countRequests()
    sendCallsThrough(Promise.reject(new Error('no service worker')))
    await expect(call(probe, { params: { table: 'move', id: 1 } })).resolves.toBeTruthy()
    expect(sent()).toBe(1)
  })
})

describe('calls answered in the page until the mock worker intercepts them', () => {
  afterEach(() => sendCallsThrough(Promise.resolve(undefined)))

  it('hands a call to the in-page fetch, with its headers, and reads the answer like any other', async () => {
    const sent = countRequests()
    const seen: Request[] = []
    const inPage: FetchRequest = async (request) => {
      seen.push(request)
      return Response.json({ error: false, model: { id: 7, answered: 'in page' } })
    }
    sendCallsThrough(Promise.resolve({ inPageFetch: () => inPage }))
    await expect(call(probe, { params: { table: 'move', id: 7 } })).resolves.toMatchObject({ model: { answered: 'in page' } })
    expect(sent()).toBe(0)
    expect(new URL(seen[0]!.url).pathname).toBe('/v4/api/records/move/7')
    expect(seen[0]!.headers.get('x-project')).toBeTruthy()
  })

  it('turns an error answered in the page into the same ApiError as one from the network', async () => {
    const inPage: FetchRequest = async () => Response.json({ error: true, message: 'table and id is required.' }, { status: 400 })
    sendCallsThrough(Promise.resolve({ inPageFetch: () => inPage }))
    await expect(call(probe, { params: { table: 'move', id: 1 } })).rejects.toMatchObject({ status: 400, message: 'table and id is required.' })
  })

  it('switches to the network as soon as the backend says the worker intercepts', async () => {
    const sent = countRequests()
    let intercepting = false
    const inPage: FetchRequest = async () => Response.json({ error: false, model: { id: 1, answered: 'in page' } })
    sendCallsThrough(Promise.resolve({ inPageFetch: () => (intercepting ? undefined : inPage) }))
    await expect(call(probe, { params: { table: 'move', id: 1 } })).resolves.toMatchObject({ model: { answered: 'in page' } })
    intercepting = true
    await expect(call(probe, { params: { table: 'move', id: 1 } })).resolves.toEqual({ error: false, model: { id: 1 } })
    expect(sent()).toBe(1)
    expect(await inPageFetchNow()).toBeUndefined()
  })

  it('gives the developer controls the same fetch while the page answers', async () => {
    const inPage: FetchRequest = async () => Response.json({ ok: true })
    sendCallsThrough(Promise.resolve({ inPageFetch: () => inPage }))
    expect(await inPageFetchNow()).toBe(inPage)
  })
})
