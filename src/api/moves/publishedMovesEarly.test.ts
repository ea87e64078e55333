import { http as mswHttp, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { dispatchAuth } from '@/lib/auth/authState'
import { projectHeader } from '../config'
import { inPageFetchNow, sendCallsThrough, type CallBackend } from '../http'
import type { PublicMoveListResponse } from './moveTypes'
import { fetchPublishedMovesEarly, takePublishedMovesEarly } from './publishedMovesEarly'

const PUBLISHED = '*/v3/api/custom/movetime/moves'
const squat = { id: 1, title: 'Bodyweight Squat', poster_url: '/media/posters/bodyweight-squat.webp' }
const listAnswer = { error: false, list: [squat], total: 1 }

/** Answers the published moves with `answer` and keeps every request it saw. */
function answerWith(answer: () => Response) {
  const seen: Request[] = []
  server.use(
    mswHttp.get(PUBLISHED, ({ request }) => {
      seen.push(request)
      return answer()
    }),
  )
  return seen
}

describe('the published move asked for early', () => {
  afterEach(() => {
    // Nothing carries over to the next test.
    takePublishedMovesEarly(0)
    sendCallsThrough(Promise.resolve(undefined))
  })

  it("sends the API client's own request: the id, x-project, the bearer token and the client's Accept", async () => {
    dispatchAuth({ type: 'LOGIN', user: 3, token: 'member-token', role: 'user' })
    const seen = answerWith(() => HttpResponse.json(listAnswer))
    await fetchPublishedMovesEarly(1, inPageFetchNow)
    expect(seen).toHaveLength(1)
    const request = seen[0]!
    expect(request.method).toBe('GET')
    const url = new URL(request.url)
    expect(url.pathname).toBe('/v3/api/custom/movetime/moves')
    expect([...url.searchParams]).toEqual([['id', '1']])
    expect(request.headers.get('x-project')).toBe(projectHeader)
    expect(request.headers.get('authorization')).toBe('Bearer member-token')
    expect(request.headers.get('accept')).toBe('application/json, text/plain, */*')
  })

  it('sends no token for a visitor', async () => {
    const seen = answerWith(() => HttpResponse.json(listAnswer))
    await fetchPublishedMovesEarly(1, inPageFetchNow)
    expect(seen[0]?.headers.has('authorization')).toBe(false)
  })

  it('is taken once, for its own id only', async () => {
    answerWith(() => HttpResponse.json(listAnswer))
    void fetchPublishedMovesEarly(1, inPageFetchNow)
    expect(takePublishedMovesEarly(2)).toBeNull()
    // Taking it for another id used it up too: only the page's first read may have it.
    expect(takePublishedMovesEarly(1)).toBeNull()

    void fetchPublishedMovesEarly(1, inPageFetchNow)
    await expect(takePublishedMovesEarly(1)).resolves.toEqual(listAnswer)
    expect(takePublishedMovesEarly(1)).toBeNull()
  })

  it("takes the shell's own request for the move when it made one, and asks nothing more; for another move it asks itself", async () => {
    const network = answerWith(() => HttpResponse.json(listAnswer))
    // Only the shape the early read checks matters here, not a whole move.
    const shellAnswer = { error: false, list: [{ ...squat, title: 'From the shell' }], total: 1 }
    const shellWindow = window as unknown as Record<string, unknown>
    shellWindow.__movetimeSharedMove = { id: 1, response: Promise.resolve(Response.json(shellAnswer)) }
    await expect(fetchPublishedMovesEarly(1, inPageFetchNow)).resolves.toEqual(shellAnswer)
    expect(network).toHaveLength(0)
    expect(shellWindow.__movetimeSharedMove).toBeUndefined()

    shellWindow.__movetimeSharedMove = { id: 2, response: Promise.resolve(Response.json(shellAnswer)) }
    await expect(fetchPublishedMovesEarly(1, inPageFetchNow)).resolves.toEqual(listAnswer)
    expect(network).toHaveLength(1)
  })

  it('is nothing to take when nothing was asked early', () => {
    expect(takePublishedMovesEarly(1)).toBeNull()
  })

  it.each<[string, () => Response]>([
    ['a 404', () => HttpResponse.json({ error: true, message: 'Not found' }, { status: 404 })],
    ['a server error', () => HttpResponse.json({ error: true, message: 'The server had a problem.' }, { status: 500 })],
    ['an error body with 200', () => HttpResponse.json({ error: true, message: 'TOKEN_EXPIRED' })],
    ['an answer that is not JSON', () => new HttpResponse('<!doctype html><title>App</title>', { headers: { 'content-type': 'text/html' } })],
    ['a body without a list', () => HttpResponse.json({ error: false, model: squat })],
    ['a network failure', () => HttpResponse.error()],
  ])('resolves null, never rejects, on %s: the page then makes the usual call', async (_, answer) => {
    answerWith(answer)
    void fetchPublishedMovesEarly(1, inPageFetchNow)
    await expect(takePublishedMovesEarly(1)).resolves.toBeNull()
  })

  it('in a mock build, waits for the mock backend and is answered in the page while no worker intercepts', async () => {
    const network = answerWith(() => HttpResponse.json(listAnswer))
    const inPage: Request[] = []
    let ready!: (backend: CallBackend) => void
    sendCallsThrough(new Promise<CallBackend>((resolve) => (ready = resolve)))
    const answer = fetchPublishedMovesEarly(1, inPageFetchNow)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(network).toHaveLength(0)
    const inPageAnswer: PublicMoveListResponse = { error: false, list: [], total: 0 }
    ready({
      inPageFetch: () => async (request) => {
        inPage.push(request)
        return Response.json(inPageAnswer)
      },
    })
    await expect(answer).resolves.toEqual(inPageAnswer)
    expect(network).toHaveLength(0)
    expect(inPage.map((request) => new URL(request.url).search)).toEqual(['?id=1'])
    expect(inPage[0]?.headers.get('x-project')).toBe(projectHeader)
  })
})
