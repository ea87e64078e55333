import { currentAuth } from '@/lib/auth/authState'
import { ApiError, NETWORK_ERROR_MESSAGE } from '../apiError'
import { apiBaseUrl, projectHeader } from '../config'
import { call, endpoint, inPageFetchNow } from '../http'
import type {
  AnalyticsSettings,
  AnalyticsSettingsResponse,
  AnalyticsSummary,
  DeleteUserSessionsResponse,
  UserSessionDetail,
  UserSessionListResponse,
  UserSessionResponse,
  UserSessionWrite,
  UserSessionWriteResponse,
} from './analyticsTypes'

/*
 * docs/product.md §7 "analytics user-sessions" and our extensions around it: the admin's reads, the
 * member's "delete my sessions", and the admin's snapshot switch (public to read, so every
 * visitor's collector knows whether it may record snapshots).
 */

const USER_SESSIONS = '/v2/api/lambda/analytics/user-sessions'
const writeSessionCall = endpoint('POST', USER_SESSIONS)
const listSessionsCall = endpoint('GET', USER_SESSIONS)
const deleteMySessionsCall = endpoint('DELETE', USER_SESSIONS)
const oneSessionCall = endpoint('GET', `${USER_SESSIONS}/{session_id}`)
const summaryCall = endpoint('GET', '/v2/api/lambda/analytics/summary')
const SETTINGS = '/v2/api/lambda/analytics/settings'
const readSettingsCall = endpoint('GET', SETTINGS)
const writeSettingsCall = endpoint('PUT', SETTINGS)

/**
 * Writes a batch of the visit (POST user-sessions) with `fetch`, not the axios client: on `pagehide`
 * only a `keepalive` request outlives the page. Same headers as every call (x-project, the member's
 * bearer token), same base URL, and in mock builds the same in-page road until MSW's worker
 * intercepts. Never raises the session-expired dialog: analytics must not disturb the member.
 */
export async function sendUserSession(body: UserSessionWrite, { keepalive = false }: { keepalive?: boolean } = {}): Promise<UserSessionWriteResponse> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-project': projectHeader }
  const { token } = currentAuth()
  if (token) headers.authorization = `Bearer ${token}`
  // Absolute, as the browser would resolve it (mock builds call the page's own origin).
  const url = new URL(`${apiBaseUrl}${writeSessionCall.path}`, window.location.href).href
  const init: RequestInit = { method: writeSessionCall.method, headers, body: JSON.stringify(body), keepalive, credentials: 'omit' }
  const inPage = await inPageFetchNow()
  let response: Response
  try {
    response = inPage ? await inPage(new Request(url, init)) : await fetch(url, init)
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE)
  }
  const answer = (await response.json().catch(() => ({}))) as { error?: boolean; message?: string }
  if (!response.ok || answer.error === true) throw new ApiError(response.status, answer.message ?? `Request failed (${response.status}).`)
  return answer as UserSessionWriteResponse
}

export interface SessionListQuery {
  page?: number
  limit?: number
  /** One UTC day (YYYY-MM-DD). */
  day?: string
}

/** Admins: recorded sessions, newest first, without their events. */
export function listUserSessions(query: SessionListQuery = {}, signal?: AbortSignal): Promise<UserSessionListResponse> {
  return call<UserSessionListResponse>(listSessionsCall, { query: { ...query }, signal })
}

/** Admins: one session with its events. */
export async function getUserSession(sessionId: string, signal?: AbortSignal): Promise<UserSessionDetail> {
  return (await call<UserSessionResponse>(oneSessionCall, { params: { session_id: sessionId }, signal })).model
}

/** Admins: sessions per day, top pages, devices and events over the last `days` days. */
export function getAnalyticsSummary(days?: number, signal?: AbortSignal): Promise<AnalyticsSummary> {
  return call<AnalyticsSummary>(summaryCall, { query: { days }, signal })
}

/** The signed-in account's recorded sessions are deleted (withdrawing consent in Settings). */
export function deleteMyUserSessions(): Promise<DeleteUserSessionsResponse> {
  return call<DeleteUserSessionsResponse>(deleteMySessionsCall)
}

/** Whether session snapshots are turned on: readable by everyone, so a visitor's collector can ask. */
export async function getAnalyticsSettings(signal?: AbortSignal): Promise<AnalyticsSettings> {
  return (await call<AnalyticsSettingsResponse>(readSettingsCall, { signal })).model
}

/** Admins turn session snapshots on or off. */
export async function updateAnalyticsSettings(changes: Pick<AnalyticsSettings, 'snapshots_enabled'>): Promise<AnalyticsSettings> {
  return (await call<AnalyticsSettingsResponse>(writeSettingsCall, { body: changes })).model
}
