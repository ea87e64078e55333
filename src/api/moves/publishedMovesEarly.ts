import { currentAuth } from '@/lib/auth/authState'
import { apiBaseUrl, projectHeader } from '../config'
import type { FetchRequest } from '../transport'
import type { PublicMoveListResponse } from './moveTypes'
import { CLIENT_ACCEPT, PUBLISHED_MOVES_PATH, REQUEST_TIMEOUT_MS, takeInlineMoveRequest } from './sharedMoveRequest'

/*
 * The entry chunk (every page loads it) holds this module, and movesApi imports it too. It imports
 * nothing from ../http: that import alone made the bundler move the entry's own modules (the auth
 * state, the API error) out into three more chunks that every first visit waits for. The entry's
 * caller hands in http's inPageFetchNow instead.
 */

/** Where a call goes now: http.ts's inPageFetchNow (the in-page mock's fetch, or undefined for the network). */
type CallRoad = () => Promise<FetchRequest | undefined>

let early: { id: number; answer: Promise<PublicMoveListResponse | null> } | null = null

/**
 * Asks for the published move `id` with plain `fetch`, before the page's code and the API client
 * (axios) have loaded: the entry calls it for a shared move's link, and the page takes the answer
 * (takePublishedMovesEarly). The request is the client's own: same URL, x-project header, bearer
 * token and Accept header, and in mock builds the same in-page road until MSW's worker intercepts.
 * Resolves null, never rejects, when the answer is not a usable list (the network failed, the
 * server refused, an error body): the page then makes the usual call, which says why as always.
 */
export function fetchPublishedMovesEarly(id: number, callRoad: CallRoad): Promise<PublicMoveListResponse | null> {
  const answer = request(id, callRoad).catch(() => null)
  early = { id, answer }
  return answer
}

/** The early answer for `id`, once: a second read (a retry, another id) goes the usual way. */
export function takePublishedMovesEarly(id: number): Promise<PublicMoveListResponse | null> | null {
  const taken = early
  early = null
  return taken?.id === id ? taken.answer : null
}

async function request(id: number, callRoad: CallRoad): Promise<PublicMoveListResponse | null> {
  const headers: Record<string, string> = { accept: CLIENT_ACCEPT, 'x-project': projectHeader }
  const { token } = currentAuth()
  if (token) headers.authorization = `Bearer ${token}`
  const query = new URLSearchParams({ id: String(id) })
  // Absolute, as the browser would resolve it (mock builds call the page's own origin).
  const url = new URL(`${apiBaseUrl}${PUBLISHED_MOVES_PATH}?${query}`, window.location.href).href
  const init: RequestInit = { method: 'GET', headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }
  // Mock builds answer in the page until MSW's worker intercepts; api builds compile this wait away.
  const inPage = __MOCK__ ? await callRoad() : undefined
  // In api builds the shell's inline script may have asked already, while the page was parsed.
  const response = inPage ? await inPage(new Request(url, init)) : await (takeInlineMoveRequest(id) ?? fetch(url, init))
  if (!response.ok) return null
  const body: unknown = await response.json()
  return isMoveList(body) ? body : null
}

/** Some endpoints of this API family answer 200 with { error: true }: that is no list. */
function isMoveList(body: unknown): body is PublicMoveListResponse {
  if (typeof body !== 'object' || body === null) return false
  const { error, list } = body as { error?: unknown; list?: unknown }
  return error !== true && Array.isArray(list)
}
