import { currentAuth, dispatchAuth } from '@/lib/auth/authState'
import { ApiError, NETWORK_ERROR_MESSAGE, TOKEN_EXPIRED } from './apiError'
import type { ErrorBody, send, toApiError } from './transport'

interface Transport {
  send: typeof send
  toApiError: typeof toApiError
}
let transport: Promise<Transport> | undefined
const loadTransport = () => (transport ??= import('./transport'))

/*
 * In mock builds the page draws before the in-page mock backend has started (main.tsx), so
 * calls, and only calls, wait for it here. api builds never set it: nothing waits.
 */
let backendReady: Promise<unknown> = Promise.resolve()

/** Holds every call until `ready` settles (fulfilled or not: a failed start must not hang the app). */
export function holdCallsUntil(ready: Promise<unknown>): void {
  backendReady = ready.catch(() => undefined)
}

/** Settles when calls may be sent (at once unless holdCallsUntil is waiting). */
export function apiBackendReady(): Promise<unknown> {
  return backendReady
}

type RequestListener = (url: string) => void
const requestListeners = new Set<RequestListener>()

/** Hears the URL of every call as it starts (tests use it to prove a call was or was not made). */
export function observeRequests(listener: RequestListener): () => void {
  requestListeners.add(listener)
  return () => requestListeners.delete(listener)
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface Endpoint {
  method: HttpMethod
  /** The path as written in SPEC §7, with `{name}` placeholders. */
  path: string
}

const endpoints: Endpoint[] = []

/**
 * Declares one call of the API. Every path string lives in exactly one `endpoint(...)` in src/api,
 * and the catalogue test reads this registry to prove the client covers SPEC §7.
 */
export function endpoint(method: HttpMethod, path: string): Endpoint {
  const declared = { method, path }
  endpoints.push(declared)
  return declared
}

export function declaredEndpoints(): readonly Endpoint[] {
  return endpoints
}

export interface CallOptions {
  params?: Record<string, string | number>
  /** A URLSearchParams keeps repeated keys (e.g. several `filter`s). */
  query?: Record<string, string | number | boolean | undefined> | URLSearchParams
  body?: unknown
  signal?: AbortSignal
  onUploadProgress?: (fraction: number) => void
  responseType?: 'json' | 'text' | 'blob'
}

export function buildUrl(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`)
    return encodeURIComponent(String(value)).replace(/%2C/gi, ',')
  })
}

/** Performs a declared call; resolves with the body, rejects with ApiError. */
export async function call<T>(target: Endpoint, options: CallOptions = {}): Promise<T> {
  let transportModule: Transport | undefined
  try {
    const url = buildUrl(target.path, options.params)
    for (const listener of requestListeners) listener(url)
    const [loaded] = await Promise.all([loadTransport(), backendReady])
    transportModule = loaded
    const response = await transportModule.send({
      method: target.method,
      url,
      params: options.query,
      data: options.body,
      signal: options.signal,
      responseType: options.responseType ?? 'json',
      onUploadProgress: options.onUploadProgress,
    })
    const body = response.data as T & ErrorBody
    // Some endpoints of this API family answer 200 with { error: true }; treat them as failures too.
    if (body && typeof body === 'object' && body.error === true) {
      throw new ApiError(response.status, body.message ?? 'Request failed.')
    }
    return response.data as T
  } catch (error) {
    const apiError = transportModule ? transportModule.toApiError(error) : toLoadError(error)
    if (apiError.message === TOKEN_EXPIRED && currentAuth().isAuthenticated) {
      dispatchAuth({ type: 'SESSION_EXPIRED' })
    }
    throw apiError
  }
}

/** The transport chunk itself failed to download: the network is down (or the app was redeployed). */
function toLoadError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof Error && error.message.startsWith('Missing path parameter')) return new ApiError(0, error.message)
  transport = undefined
  return new ApiError(0, NETWORK_ERROR_MESSAGE)
}
