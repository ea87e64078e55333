import { HttpResponse, http, type HttpHandler } from 'msw'
import type { MoveDetail, MoveHistoryEntry, MoveSummary, RecordHistoryRequest } from '@/api/moves/moveTypes'

/*
 * Test and story helpers: fixed moves and handlers answering the moves calls with them, so these
 * pages' states show whatever the seeded mock data holds.
 */

export const catalogueMove: MoveDetail = {
  id: 1,
  title: 'Bodyweight Squat',
  description: 'Feet shoulder-width apart, sit back and down until your thighs are parallel, then drive up through the heels.',
  body_area: 'Lower body',
  equipment: 'None',
  difficulty: 'beginner',
  duration_seconds: 45,
  poster_url: '/media/posters/bodyweight-squat.webp',
  user_id: null,
  status: 'published',
  created_at: '2025-01-06T09:00:00.000Z',
  video_url: '/media/videos/bodyweight-squat.mp4',
  video_webm_url: '/media/videos/bodyweight-squat.webm',
  captions_url: '/media/captions/bodyweight-squat.vtt',
  is_favourite: false,
  is_mine: false,
  author_name: 'MoveTime',
}

export const ownMove: MoveDetail = {
  ...catalogueMove,
  id: 8,
  title: 'Wall Sit Hold',
  description: 'My own finisher: back flat against the wall, knees at ninety degrees, hold and breathe.',
  equipment: 'Wall',
  difficulty: 'intermediate',
  duration_seconds: 60,
  poster_url: '/media/posters/plank.webp',
  video_url: '/media/videos/plank.mp4',
  video_webm_url: '/media/videos/plank.webm',
  captions_url: '',
  user_id: 1,
  status: 'private',
  is_favourite: true,
  is_mine: true,
  author_name: 'Maya Thompson',
}

const path = {
  detail: '*/v3/api/custom/movetime/move-detail',
  published: '*/v3/api/custom/movetime/moves',
  toggle: '*/v3/api/custom/movetime/toggle-favourite',
  history: '*/v3/api/movetime/move-history',
  deleteMove: '*/v4/api/records/move/:id',
}

const notFound = () => HttpResponse.json({ error: true, message: 'Move not found.' }, { status: 404 })

/** move-detail answering with `moves` by id (404 for others), with the favourite toggle kept in step. */
export function moveDetailHandlers(moves: MoveDetail[]): HttpHandler[] {
  const favourites = new Set(moves.filter((move) => move.is_favourite).map((move) => move.id))
  return [
    http.get(path.detail, ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'))
      const move = moves.find((candidate) => candidate.id === id)
      return move ? HttpResponse.json({ error: false, model: { ...move, is_favourite: favourites.has(id) } }) : notFound()
    }),
    http.post(path.toggle, async ({ request }) => {
      const { move_id } = (await request.json()) as { move_id: number }
      if (favourites.has(move_id)) favourites.delete(move_id)
      else favourites.add(move_id)
      return HttpResponse.json({ error: false, move_id, is_favourite: favourites.has(move_id) })
    }),
  ]
}

/** move-detail never answering: the loading state. */
export const moveDetailPending = () => http.get(path.detail, () => new Promise<never>(() => undefined))

export const moveDetailFails = (status = 500, message = 'The server had a problem. Please try again.') =>
  http.get(path.detail, () => HttpResponse.json({ error: true, message }, { status }))

/** Records the history the page sends; `fail` answers with a server error instead. */
export function historyRecorder({ fail = false } = {}) {
  const sent: RecordHistoryRequest[] = []
  const handler = http.put(path.history, async ({ request }) => {
    const body = (await request.json()) as RecordHistoryRequest
    sent.push(body)
    if (fail) return HttpResponse.json({ error: true, message: 'History is unavailable.' }, { status: 500 })
    const entry: MoveHistoryEntry = { id: sent.length, move_title: '', poster_url: '', watched_at: new Date().toISOString(), ...body }
    return HttpResponse.json({ error: false, model: entry })
  })
  return { sent, handler }
}

/** Records DELETEs of members' moves. */
export function deleteRecorder() {
  const deleted: number[] = []
  const handler = http.delete(path.deleteMove, ({ params }) => {
    deleted.push(Number(params.id))
    return HttpResponse.json({ error: false, message: 'Deleted.' })
  })
  return { deleted, handler }
}

/** The open list of published moves, filtered by `id` like the mock backend's. */
export function publishedMovesHandler(moves: ReadonlyArray<MoveSummary & Partial<MoveDetail>>): HttpHandler {
  return http.get(path.published, ({ request }) => {
    const id = new URL(request.url).searchParams.get('id')
    const list = id === null ? moves : moves.filter((move) => move.id === Number(id))
    // Like the mock backend: asking for one id that is not published is a 404.
    if (id !== null && list.length === 0) return notFound()
    return HttpResponse.json({ error: false, list, total: list.length })
  })
}

export const publishedMovesFail = () =>
  http.get(path.published, () => HttpResponse.json({ error: true, message: 'The server had a problem. Please try again.' }, { status: 500 }))
