import { http as mswHttp, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { call, endpoint, holdCallsUntil } from './http'

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

describe('calls held until the mock backend is ready (mock builds draw before it starts)', () => {
  afterEach(() => holdCallsUntil(Promise.resolve()))

  it('sends nothing until the backend is ready, then sends the call', async () => {
    const sent = countRequests()
    let ready!: () => void
    holdCallsUntil(new Promise<void>((resolve) => (ready = resolve)))
    const answer = call(probe, { params: { table: 'move', id: 1 } })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(sent()).toBe(0)
    ready()
    await expect(answer).resolves.toMatchObject({ model: { id: 1 } })
    expect(sent()).toBe(1)
  })

  it('does not hang the app when the backend fails to start: calls go out and fail on their own', async () => {
    const sent = countRequests()
    holdCallsUntil(Promise.reject(new Error('no service worker')))
    await expect(call(probe, { params: { table: 'move', id: 1 } })).resolves.toBeTruthy()
    expect(sent()).toBe(1)
  })
})
