import { http as mswHttp, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { takePublishedMovesEarly } from '@/api/moves/publishedMovesEarly'
import { fetchSharedMoveEarly } from './earlyMoveFetch'

const POSTER = '/media/posters/bodyweight-squat.webp'

function answerWith(answer: () => Response) {
  const asked: string[] = []
  server.use(
    mswHttp.get('*/v3/api/custom/movetime/moves', ({ request }) => {
      asked.push(new URL(request.url).search)
      return answer()
    }),
  )
  return asked
}

const published = () => HttpResponse.json({ error: false, list: [{ id: 1, title: 'Bodyweight Squat', poster_url: POSTER }], total: 1 })
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')]
const at = (address: string) => {
  const url = new URL(address, 'http://localhost')
  return { pathname: url.pathname, search: url.search }
}

describe('a shared move asked for from the entry', () => {
  afterEach(() => {
    takePublishedMovesEarly(0)
    for (const link of preloads()) link.remove()
  })

  it.each(['/move?id=1', '/move/?id=1&utm_source=share'])('asks for the move on %s and preloads its poster at high priority', async (address) => {
    const asked = answerWith(published)
    fetchSharedMoveEarly(at(address))
    const early = takePublishedMovesEarly(1)
    expect(early).not.toBeNull()
    await expect(early).resolves.toMatchObject({ list: [{ id: 1 }] })
    expect(asked).toEqual(['?id=1'])
    await expect.poll(preloads).toHaveLength(1)
    expect(preloads().map((link) => [link.getAttribute('href'), link.getAttribute('fetchpriority')])).toEqual([[POSTER, 'high']])
  })

  it.each(['/', '/user/login', '/moves?id=1', '/user/view-moves/1', '/move', '/move?id=', '/move?id=abc', '/move?id=-2'])(
    'asks for nothing on %s',
    async (address) => {
      const asked = answerWith(published)
      fetchSharedMoveEarly(at(address))
      expect(takePublishedMovesEarly(1)).toBeNull()
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(asked).toEqual([])
    },
  )

  it('preloads nothing when the answer is not in (the page asks again the usual way)', async () => {
    answerWith(() => HttpResponse.json({ error: true, message: 'Not found' }, { status: 404 }))
    fetchSharedMoveEarly(at('/move?id=1'))
    await expect(takePublishedMovesEarly(1)).resolves.toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(preloads()).toEqual([])
  })

  it('preloads nothing when the list does not hold the move', async () => {
    answerWith(() => HttpResponse.json({ error: false, list: [{ id: 2, title: 'Lunge', poster_url: '/media/posters/lunge.webp' }], total: 1 }))
    fetchSharedMoveEarly(at('/move?id=1'))
    await takePublishedMovesEarly(1)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(preloads()).toEqual([])
  })
})
