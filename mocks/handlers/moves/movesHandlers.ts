import { HttpResponse, http } from 'msw'
import type {
  MoveDetailResponse,
  MoveHistoryEntry,
  MoveHistoryResponse,
  MoveLibraryResponse,
  MoveListResponse,
  MoveStatsResponse,
  PublicMoveListResponse,
  RecordHistoryResponse,
  ToggleFavouriteResponse,
  UserInfoResponse,
} from '@/api/moves/moveTypes'
import { DEFAULT_TIME_ZONE, canonicalTimeZone } from '@/lib/time/timeZones'
import { withAccountLock } from '@mocks/accounts/accountLocks'
import { db, nextId } from '@mocks/db/db'
import type { MoveRow } from '@mocks/db/schemas'
import { findUser, requireAuth } from '@mocks/http/guard'
import { handle } from '@mocks/http/handle'
import { HttpError, MESSAGES, assertValid, type Validation } from '@mocks/http/httpErrors'
import { readJsonObject, type JsonObject } from '@mocks/http/requestBody'
import { favouritesOf, findFavourite, findMove, inLibraryOf, isAdmin, newestFirst, requireOpenableMove } from '@mocks/moves/moveAccess'
import { toHistoryEntry, toMoveDetail, toMoveSummary, toPublicMove } from './movePresenters'
import { MOVE_MESSAGES } from '@mocks/moves/moveRules'
import { statsOf } from './moveStats'
import { parsePositiveInt } from '@mocks/http/recordQuery'

/** The move family of docs/product.md §7: the library, favourites, move pages, the dashboard and watch history. */

const DEFAULT_HISTORY_LIMIT = 20
/** A day: longer than any move, short enough to catch a client sending milliseconds. */
const MAX_SECONDS_WATCHED = 86_400

/** Clocks drift: a viewing stamped a little ahead of the server's clock is still accepted. */
const CLOCK_SKEW_MS = 5 * 60 * 1000
const MAX_CLIENT_REF = 100

const HISTORY_MESSAGES = {
  secondsWatched: `seconds_watched must be whole seconds from 0 to ${MAX_SECONDS_WATCHED}.`,
  completed: 'completed must be true or false.',
  watchedAt: 'watched_at must be a date and time no later than now.',
  clientRef: `client_ref must be a text of 1 to ${MAX_CLIENT_REF} characters.`,
  timeZone: 'time_zone must be a time zone such as Europe/London.',
} as const

/** The zone the member watched in (a challenge's day is theirs): one Intl knows, UTC when not sent. */
function checkTimeZone(value: unknown, validation: Validation): string {
  if (value === undefined || value === null) return DEFAULT_TIME_ZONE
  const zone = canonicalTimeZone(value)
  if (zone === null) validation.time_zone = HISTORY_MESSAGES.timeZone
  return zone ?? DEFAULT_TIME_ZONE
}

/** `watched_at` of a viewing recorded offline and sent later: an ISO date-time, not in the future. */
function checkWatchedAt(value: unknown, validation: Validation): string | null {
  if (value === undefined || value === null) return null
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN
  if (Number.isNaN(time) || time > Date.now() + CLOCK_SKEW_MS) {
    validation.watched_at = HISTORY_MESSAGES.watchedAt
    return null
  }
  return new Date(time).toISOString()
}

function checkClientRef(value: unknown, validation: Validation): string | null {
  if (value === undefined || value === null) return null
  if (typeof value !== 'string' || value.trim() === '' || value.length > MAX_CLIENT_REF) {
    validation.client_ref = HISTORY_MESSAGES.clientRef
    return null
  }
  return value
}

function queryOf(request: Request): URLSearchParams {
  return new URL(request.url).searchParams
}

/** An id from the query (`?id=`): 400 when it is there but not an id. */
function queryId(raw: string | null, field = 'id'): number | null {
  if (raw === null || raw.trim() === '') return null
  const id = Number(raw.trim())
  if (!Number.isInteger(id) || id < 1) {
    const message = `${field} must be the id of a move.`
    throw new HttpError(400, message, { [field]: message })
  }
  return id
}

/** A move id from a JSON body: required, a whole number of 1 or more. */
function bodyMoveId(body: JsonObject, validation: Validation): number {
  const value = body.move_id
  if (value === undefined || value === null || value === '') validation.move_id = 'move_id is required.'
  else if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) validation.move_id = 'move_id must be the id of a move.'
  return typeof value === 'number' ? value : 0
}

function newestOf(moves: MoveRow[], limit?: number): MoveRow[] {
  const sorted = [...moves].sort(newestFirst)
  return limit === undefined ? sorted : sorted.slice(0, limit)
}

function listOf(moves: MoveRow[], limit?: number): MoveListResponse {
  return { error: false, list: newestOf(moves, limit).map(toMoveSummary), total: moves.length }
}

function publicListOf(moves: MoveRow[], limit?: number): PublicMoveListResponse {
  return { error: false, list: newestOf(moves, limit).map(toPublicMove), total: moves.length }
}

export const movesHandlers = [
  // Published moves for everyone, signed in or not: the home page and the public move view.
  http.get(
    '*/v3/api/custom/movetime/moves',
    handle(({ request }) => {
      const query = queryOf(request)
      const id = queryId(query.get('id'))
      const limit = parsePositiveInt(query.get('limit'), 'limit', Number.MAX_SAFE_INTEGER)
      if (id !== null) {
        const move = findMove(id)
        if (!move || move.status !== 'published') throw new HttpError(404, MOVE_MESSAGES.notFound)
        return HttpResponse.json<PublicMoveListResponse>(publicListOf([move]))
      }
      const published = db.move.findMany((q) => q.where({ status: 'published' }))
      return HttpResponse.json<PublicMoveListResponse>(publicListOf(published, limit))
    }),
  ),

  http.get(
    '*/v3/api/custom/movetime/moves-lib',
    handle(({ request }) => {
      const auth = requireAuth(request)
      const me = auth.user.id
      const library = db.move.findMany((q) => q.where((move) => inLibraryOf(move, me)))
      // Only favourites still in the library: an admin may have unpublished one since.
      const inLibrary = new Set(library.map((move) => move.id))
      const favouriteIds = favouritesOf(me)
        .map((favourite) => favourite.move_id)
        .filter((id) => inLibrary.has(id))
      return HttpResponse.json<MoveLibraryResponse>({ ...listOf(library), favourite_ids: favouriteIds })
    }),
  ),

  http.get(
    '*/v3/api/custom/movetime/my-moves',
    handle(({ request }) => {
      const auth = requireAuth(request)
      return HttpResponse.json<MoveListResponse>(listOf(db.move.findMany((q) => q.where({ user_id: auth.user.id }))))
    }),
  ),

  http.get(
    '*/v3/api/custom/movetime/my-favourite-moves',
    handle(({ request }) => {
      const auth = requireAuth(request)
      const moves = favouritesOf(auth.user.id)
        .map((favourite) => findMove(favourite.move_id))
        .filter((move): move is MoveRow => move !== undefined && inLibraryOf(move, auth.user.id))
      return HttpResponse.json<MoveListResponse>(listOf(moves))
    }),
  ),

  // A toggle, as docs/product.md §7 has it: the answer says which way it went.
  http.post(
    '*/v3/api/custom/movetime/toggle-favourite',
    handle(async ({ request }) => {
      const auth = requireAuth(request)
      const body = await readJsonObject(request)
      const validation: Validation = {}
      const moveId = bodyMoveId(body, validation)
      if (validation.move_id) throw new HttpError(400, validation.move_id, validation)
      const move = requireOpenableMove(moveId, auth)
      const existing = findFavourite(auth.user.id, move.id)
      if (existing) {
        db.favourite.delete((q) => q.where({ id: existing.id }))
      } else {
        await db.favourite.create({ id: nextId('favourite'), user_id: auth.user.id, move_id: move.id, created_at: new Date().toISOString() })
      }
      return HttpResponse.json<ToggleFavouriteResponse>({ error: false, move_id: move.id, is_favourite: !existing })
    }),
  ),

  http.get(
    '*/v3/api/custom/movetime/move-detail',
    handle(({ request }) => {
      const auth = requireAuth(request)
      const id = queryId(queryOf(request).get('id'))
      if (id === null) throw new HttpError(400, 'id is required.', { id: 'id is required.' })
      const move = requireOpenableMove(id, auth)
      return HttpResponse.json<MoveDetailResponse>({ error: false, model: toMoveDetail(move, auth) })
    }),
  ),

  http.get(
    '*/v3/api/custom/movetime/get-userinfo',
    handle(({ request }) => {
      const { user } = requireAuth(request)
      const info = db.user_info.findFirst((q) => q.where((row) => row.user_id === user.id))
      const text = (value: unknown) => (typeof value === 'string' ? value : '')
      return HttpResponse.json<UserInfoResponse>({
        error: false,
        model: {
          id: user.id,
          first_name: user.first_name,
          last_name: user.last_name,
          email: user.email,
          photo: user.photo,
          goal: text(info?.goal),
          level: text(info?.level),
          member_since: user.created_at,
        },
      })
    }),
  ),

  http.get<{ id: string }>(
    '*/v3/api/custom/movetime/get-stats/:id',
    handle<{ id: string }>(({ request, params }) => {
      const auth = requireAuth(request)
      const id = Number(params.id)
      if (!Number.isInteger(id) || id < 1) throw new HttpError(400, 'id must be the id of a member.', { id: 'id must be the id of a member.' })
      if (id !== auth.user.id && !isAdmin(auth)) throw new HttpError(403, MESSAGES.forbidden)
      if (!findUser(id)) throw new HttpError(404, 'Member not found.')
      return HttpResponse.json<MoveStatsResponse>({ error: false, model: statsOf(id) })
    }),
  ),

  http.get(
    '*/v3/api/movetime/moves/get-move-history',
    handle(({ request }) => {
      const auth = requireAuth(request)
      const limit = parsePositiveInt(queryOf(request).get('limit'), 'limit', DEFAULT_HISTORY_LIMIT)
      const rows = db.user_history
        .findMany((q) => q.where({ user_id: auth.user.id }))
        .sort((a, b) => b.watched_at.localeCompare(a.watched_at) || b.id - a.id)
      // A move deleted or made private since it was watched drops out rather than showing a blank card.
      const list = rows.flatMap((row): MoveHistoryEntry[] => {
        const move = findMove(row.move_id)
        return move && inLibraryOf(move, auth.user.id) ? [toHistoryEntry(row, move)] : []
      })
      return HttpResponse.json<MoveHistoryResponse>({ error: false, list: list.slice(0, limit) })
    }),
  ),

  http.put(
    '*/v3/api/movetime/move-history',
    handle(async ({ request }) => {
      const auth = requireAuth(request)
      const body = await readJsonObject(request)
      const validation: Validation = {}
      const moveId = bodyMoveId(body, validation)
      const seconds = body.seconds_watched
      if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < 0 || seconds > MAX_SECONDS_WATCHED) {
        validation.seconds_watched = HISTORY_MESSAGES.secondsWatched
      }
      if (typeof body.completed !== 'boolean') validation.completed = HISTORY_MESSAGES.completed
      const watchedAt = checkWatchedAt(body.watched_at, validation)
      const clientRef = checkClientRef(body.client_ref, validation)
      const timeZone = checkTimeZone(body.time_zone, validation)
      assertValid(validation)
      const move = requireOpenableMove(moveId, auth)
      // By the server's clock, whatever watched_at says: a challenge counts a viewing only if it arrived in time.
      const receivedAt = new Date().toISOString()

      const record = async () => {
        // The outbox replays a write whose answer was lost: the viewing it already stored is the answer.
        const replayed = clientRef === null ? undefined : db.user_history.findFirst((q) => q.where({ user_id: auth.user.id, client_ref: clientRef }))
        if (replayed) return HttpResponse.json<RecordHistoryResponse>({ error: false, model: toHistoryEntry(replayed, findMove(replayed.move_id) ?? move) })

        const row = await db.user_history.create({
          id: nextId('user_history'),
          user_id: auth.user.id,
          move_id: move.id,
          seconds_watched: seconds as number,
          completed: body.completed as boolean,
          watched_at: watchedAt ?? receivedAt,
          time_zone: timeZone,
          received_at: receivedAt,
          ...(clientRef === null ? {} : { client_ref: clientRef }),
        })
        return HttpResponse.json<RecordHistoryResponse>({ error: false, model: toHistoryEntry(row, move) })
      }
      // A replay racing the first send (both in flight) must find the stored viewing, not store a second.
      return clientRef === null ? record() : withAccountLock([`history-ref:${auth.user.id}:${clientRef}`], record)
    }),
  ),
]
