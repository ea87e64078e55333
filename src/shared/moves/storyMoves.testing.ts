import { HttpResponse, delay, http, type AnyHandler } from 'msw'
import type { MoveSummary } from '@/api/moves/moveTypes'
import { generateMoves } from '@mocks/db/generateMoves'
import { SEED_FAVOURITES, SEED_MOVES } from '@mocks/db/seedMoves'

/*
 * Stories only: the move calls answered from the seed data, without sign-in, so each story shows
 * one state on its own. Stories pass these as `parameters.msw`, which replaces the global handlers.
 */

const MOVES_PATH = '*/v3/api/custom/movetime'
const MEMBER_ID = 1

const toSummary = ({ id, title, description, body_area, equipment, difficulty, duration_seconds, poster_url, user_id, status, created_at, ...extras }: MoveSummary): MoveSummary => ({
  id, title, description, body_area, equipment, difficulty, duration_seconds, poster_url, user_id, status, created_at,
  // The seed's thumbnail, cues, muscles and what the duration counts, as the mock's lists give them.
  ...(extras.thumbnail_url && { thumbnail_url: extras.thumbnail_url }),
  ...(extras.duration_kind && { duration_kind: extras.duration_kind }),
  ...(extras.cues && { cues: extras.cues }),
  ...(extras.primary_muscles && { primary_muscles: extras.primary_muscles }),
  ...(extras.secondary_muscles && { secondary_muscles: extras.secondary_muscles }),
})

export const storyLibrary: MoveSummary[] = SEED_MOVES.filter((move) => move.status === 'published' || move.user_id === MEMBER_ID).map(toSummary)
export const storyFavouriteIds: number[] = SEED_FAVOURITES.filter((row) => row.user_id === MEMBER_ID).map((row) => row.move_id)

/** The mock's generated catalogue (what the developer panel's large library loads), for the windowing story. */
export function largeLibrary(count: number): MoveSummary[] {
  return [...storyLibrary, ...generateMoves(Math.max(0, count - storyLibrary.length), 10_000).map(toSummary)]
}

interface StoryData {
  library?: MoveSummary[]
  favouriteIds?: number[]
  mine?: MoveSummary[]
}

export function moveStoryHandlers({ library = storyLibrary, favouriteIds = storyFavouriteIds, mine }: StoryData = {}): AnyHandler[] {
  let favourites = new Set(favouriteIds)
  let own = mine ?? library.filter((move) => move.user_id === MEMBER_ID)
  return [
    http.get(`${MOVES_PATH}/moves-lib`, () => HttpResponse.json({ error: false, list: library, total: library.length, favourite_ids: [...favourites] })),
    http.get(`${MOVES_PATH}/my-favourite-moves`, () => {
      const list = library.filter((move) => favourites.has(move.id))
      return HttpResponse.json({ error: false, list, total: list.length })
    }),
    http.get(`${MOVES_PATH}/my-moves`, () => HttpResponse.json({ error: false, list: own, total: own.length })),
    http.post(`${MOVES_PATH}/toggle-favourite`, async ({ request }) => {
      const { move_id } = (await request.json()) as { move_id: number }
      favourites = new Set(favourites)
      if (!favourites.delete(move_id)) favourites.add(move_id)
      return HttpResponse.json({ error: false, move_id, is_favourite: favourites.has(move_id) })
    }),
    http.delete('*/v4/api/records/move/:id', ({ params }) => {
      own = own.filter((move) => move.id !== Number(params.id))
      return HttpResponse.json({ error: false })
    }),
  ]
}

/** Every move call fails with `message`, as a server error would. */
export const failingMoveHandlers = (message: string): AnyHandler[] => [
  http.all(`${MOVES_PATH}/*`, () => HttpResponse.json({ error: true, message }, { status: 500 })),
]

/** Every move call stays pending: the loading state, frozen. */
export const pendingMoveHandlers = (): AnyHandler[] => [
  http.all(`${MOVES_PATH}/*`, async () => {
    await delay('infinite')
    return HttpResponse.json({})
  }),
]
