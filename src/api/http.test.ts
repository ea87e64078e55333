import { http as mswHttp, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { currentAuth, dispatchAuth } from '@/lib/auth/authState'
import { ApiError, NETWORK_ERROR_MESSAGE, TOKEN_EXPIRED } from './apiError'
import { bodyCall, buildUrl, call, declaredEndpoints, endpoint, plainCall } from './http'

const probe = endpoint('GET', '/v4/api/records/{table}/{id}')

function captureHeaders() {
  const seen: Headers[] = []
  server.use(
    mswHttp.get('*/v4/api/records/:table/:id', ({ request }) => {
      seen.push(request.headers)
      return HttpResponse.json({ error: false, model: { id: 1 } })
    }),
  )
  return seen
}

describe('the API client', () => {
  it('sends x-project as base64 of project id and secret on every call', async () => {
    const seen = captureHeaders()
    await call(probe, { params: { table: 'move', id: 1 } })
    expect(atob(seen[0]!.get('x-project')!)).toBe('movetime:movetime-mock-secret')
  })

  it('sends the bearer token only when signed in', async () => {
    const seen = captureHeaders()
    await call(probe, { params: { table: 'move', id: 1 } })
    dispatchAuth({ type: 'LOGIN', user: 7, token: 'abc.def', role: 'user' })
    await call(probe, { params: { table: 'move', id: 1 } })
    expect(seen[0]!.get('authorization')).toBeNull()
    expect(seen[1]!.get('authorization')).toBe('Bearer abc.def')
  })

  it.each([400, 401, 403, 404, 500, 502])('turns a %i into an ApiError carrying the message', async (status) => {
    server.use(mswHttp.get('*/v4/api/records/:table/:id', () => HttpResponse.json({ error: true, message: `nope ${status}` }, { status })))
    const failure = call(probe, { params: { table: 'move', id: 1 } })
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toMatchObject({ status, message: `nope ${status}` })
  })

  it('keeps field errors from a 400', async () => {
    server.use(
      mswHttp.get('*/v4/api/records/:table/:id', () =>
        HttpResponse.json({ error: true, message: 'Check the form', validation: { email: 'Enter a valid email.' } }, { status: 400 }),
      ),
    )
    await expect(call(probe, { params: { table: 'move', id: 1 } })).rejects.toMatchObject({
      fieldErrors: { email: 'Enter a valid email.' },
    })
  })

  it('treats a 200 that says error: true as a failure', async () => {
    server.use(mswHttp.get('*/v4/api/records/:table/:id', () => HttpResponse.json({ error: true, message: 'Soft failure' })))
    await expect(call(probe, { params: { table: 'move', id: 1 } })).rejects.toMatchObject({ message: 'Soft failure' })
  })

  it('reports a network failure as status 0 with a clear message', async () => {
    server.use(mswHttp.get('*/v4/api/records/:table/:id', () => HttpResponse.error()))
    await expect(call(probe, { params: { table: 'move', id: 1 } })).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE })
  })

  it('raises the session-expired state on TOKEN_EXPIRED', async () => {
    dispatchAuth({ type: 'LOGIN', user: 7, token: 'old', role: 'user' })
    server.use(mswHttp.get('*/v4/api/records/:table/:id', () => HttpResponse.json({ error: true, message: TOKEN_EXPIRED }, { status: 401 })))
    await expect(call(probe, { params: { table: 'move', id: 1 } })).rejects.toMatchObject({ isTokenExpired: true })
    expect(currentAuth().sessionExpired).toBe(true)
  })

  it('does not raise session expiry for a signed-out caller', async () => {
    dispatchAuth({ type: 'LOGOUT' })
    server.use(mswHttp.get('*/v4/api/records/:table/:id', () => HttpResponse.json({ error: true, message: TOKEN_EXPIRED }, { status: 401 })))
    await expect(call(probe, { params: { table: 'move', id: 1 } })).rejects.toMatchObject({ isTokenExpired: true })
    expect(currentAuth().sessionExpired).toBe(false)
  })

  it('does not raise session expiry for other 401s', async () => {
    dispatchAuth({ type: 'LOGIN', user: 7, token: 'old', role: 'user' })
    server.use(mswHttp.get('*/v4/api/records/:table/:id', () => HttpResponse.json({ error: true, message: 'Please sign in.' }, { status: 401 })))
    await expect(call(probe, { params: { table: 'move', id: 1 } })).rejects.toMatchObject({ status: 401 })
    expect(currentAuth().sessionExpired).toBe(false)
  })

  it('fills path parameters, keeping commas readable and escaping the rest', () => {
    expect(buildUrl('/v4/api/records/{table}/{id}', { table: 'move', id: '1,2,3' })).toBe('/v4/api/records/move/1,2,3')
    expect(buildUrl('/x/{phone}/lookup', { phone: '+1 555/0' })).toBe('/x/%2B1%20555%2F0/lookup')
    expect(() => buildUrl('/x/{id}', {})).toThrow('Missing path parameter "id"')
  })
})

describe('bodyCall and plainCall', () => {
  it('declare their endpoint and send the body, or nothing, answering with the JSON', async () => {
    const sent: unknown[] = []
    server.use(
      mswHttp.post('*/v0/test/echo', async ({ request }) => {
        const text = await request.text()
        sent.push(text ? JSON.parse(text) : null)
        return HttpResponse.json({ error: false, message: 'echoed' })
      }),
    )
    const withBody = bodyCall<{ name: string }, { message: string }>('POST', '/v0/test/echo')
    const withNothing = plainCall<{ message: string }>('POST', '/v0/test/echo')
    await expect(withBody({ name: 'Maya' })).resolves.toMatchObject({ message: 'echoed' })
    await withNothing()
    expect(sent).toEqual([{ name: 'Maya' }, null])
    expect(declaredEndpoints().filter((declared) => declared.path === '/v0/test/echo')).toHaveLength(2)
  })
})

