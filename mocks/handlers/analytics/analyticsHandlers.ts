import { HttpResponse, http } from 'msw'
import {
  ANALYTICS_MESSAGES,
  SUMMARY_DAYS,
  type AnalyticsSettingsResponse,
  type AnalyticsSummary,
  type DeleteUserSessionsResponse,
  type UserSessionListResponse,
  type UserSessionResponse,
  type UserSessionWriteResponse,
} from '@/api/analytics/analyticsTypes'
import { analyticsSettings, setSnapshotsEnabled } from '@mocks/analytics/analyticsSettings'
import { listSessions, sessionDetail, summarise } from '@mocks/analytics/sessionReads'
import { deleteSessionsOf, findSessionRow, parseSessionWrite, writeSession } from '@mocks/analytics/sessionWrites'
import { optionalAuth, requireAuth, requireRole } from '@mocks/http/guard'
import { handle } from '@mocks/http/handle'
import { HttpError, MESSAGES } from '@mocks/http/httpErrors'
import { readJsonObject } from '@mocks/http/requestBody'

/*
 * The analytics family (src/api/analytics): docs/product.md §7's POST user-sessions (visitors and
 * members; mocks/analytics/sessionWrites.ts keeps the rules), the admins' reads, the member's
 * "delete my sessions", and the snapshot switch (everyone reads it, admins change it).
 */

const USER_SESSIONS = '*/v2/api/lambda/analytics/user-sessions'
const SETTINGS = '*/v2/api/lambda/analytics/settings'

/** A whole number from the query within [min, max], `fallback` when absent, else 400 naming the field. */
function wholeNumber(url: URL, name: string, min: number, max: number, fallback: number): number {
  const raw = url.searchParams.get(name)
  if (raw === null || raw === '') return fallback
  const value = /^\d{1,6}$/.test(raw) ? Number(raw) : Number.NaN
  if (!Number.isInteger(value) || value < min || value > max) {
    const message = `Send ${name} as a whole number from ${min} to ${max}.`
    throw new HttpError(400, message, { [name]: message })
  }
  return value
}

async function writeUserSession({ request }: { request: Request }): Promise<Response> {
  // A bad or expired token is refused (401) rather than quietly recorded as a visitor.
  const auth = optionalAuth(request)
  const write = parseSessionWrite(await readJsonObject(request))
  return HttpResponse.json<UserSessionWriteResponse>(await writeSession(write, auth?.user.id ?? null))
}

function listUserSessions({ request }: { request: Request }): Response {
  requireRole(request, 'admin')
  const url = new URL(request.url)
  const day = url.searchParams.get('day') ?? undefined
  if (day !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(day)) {
    throw new HttpError(400, 'Send day as YYYY-MM-DD.', { day: 'Send day as YYYY-MM-DD.' })
  }
  const page = wholeNumber(url, 'page', 1, 100_000, 1)
  const limit = wholeNumber(url, 'limit', 1, 100, 20)
  return HttpResponse.json<UserSessionListResponse>({ error: false, ...listSessions({ page, limit, day }) })
}

function readUserSession({ request, params }: { request: Request; params: { sessionId?: string } }): Response {
  requireRole(request, 'admin')
  const row = params.sessionId ? findSessionRow(params.sessionId) : undefined
  if (!row) throw new HttpError(404, ANALYTICS_MESSAGES.notFound)
  return HttpResponse.json<UserSessionResponse>({ error: false, model: sessionDetail(row) })
}

function deleteMySessions({ request }: { request: Request }): Response {
  const { user } = requireAuth(request)
  return HttpResponse.json<DeleteUserSessionsResponse>({ error: false, deleted: deleteSessionsOf(user.id) })
}

function readSummary({ request }: { request: Request }): Response {
  requireRole(request, 'admin')
  const days = wholeNumber(new URL(request.url), 'days', SUMMARY_DAYS.min, SUMMARY_DAYS.max, SUMMARY_DAYS.default)
  return HttpResponse.json<AnalyticsSummary>(summarise(days))
}

async function writeSettings({ request }: { request: Request }): Promise<Response> {
  const { user } = requireRole(request, 'admin')
  const body = await readJsonObject(request)
  if (typeof body.snapshots_enabled !== 'boolean') {
    throw new HttpError(400, MESSAGES.checkFields, { snapshots_enabled: ANALYTICS_MESSAGES.snapshotsSetting })
  }
  return HttpResponse.json<AnalyticsSettingsResponse>({ error: false, model: await setSnapshotsEnabled(body.snapshots_enabled, user.id) })
}

export const analyticsHandlers = [
  http.post(USER_SESSIONS, handle(writeUserSession)),
  http.get(USER_SESSIONS, handle(listUserSessions)),
  http.delete(USER_SESSIONS, handle(deleteMySessions)),
  http.get<{ sessionId: string }>(`${USER_SESSIONS}/:sessionId`, handle<{ sessionId: string }>(readUserSession)),
  http.get('*/v2/api/lambda/analytics/summary', handle(readSummary)),
  // Everyone reads the switch (a visitor's collector asks before it records a snapshot).
  http.get(SETTINGS, handle(() => HttpResponse.json<AnalyticsSettingsResponse>({ error: false, model: analyticsSettings() }))),
  http.put(SETTINGS, handle(writeSettings)),
]
