import { currentAuth, dispatchAuth } from '@/lib/auth/authState'
import { ApiError, NETWORK_ERROR_MESSAGE, TOKEN_EXPIRED } from './apiError'
import type { ErrorBody, FetchRequest, send, toApiError } from './transport'

interface Transport {
  send: typeof send
  toApiError: typeof toApiError
}
let transport: Promise<Transport> | undefined
const loadTransport = () => (transport ??= import('./transport'))

/**
 * Where calls go in a mock build (main.tsx connects it). Its in-page fetch runs the mock's
 * handlers in this page, for the calls made before MSW's service worker intercepts the page's
 * requests: on a first visit the worker is still installing, and a page that needs data must not
 * wait for that. Once the worker intercepts, it answers undefined and calls go the usual way.
 */
export interface CallBackend {
  inPageFetch(): FetchRequest | undefined
}

/*
 * In mock builds the page draws before the in-page mock backend has started (main.tsx), so
 * calls, and only calls, wait for it here. api builds never set it: nothing waits.
 */
let callBackend: Promise<CallBackend | undefined> = Promise.resolve(undefined)

/**
 * Holds every call until `backend` settles, then sends calls where it says. A backend that failed
 * to start must not hang the app: calls then go to the network and fail on their own.
 */
export function sendCallsThrough(backend: Promise<CallBackend | undefined>): void {
  callBackend = backend.catch(() => undefined)
}

/**
 * Settles when calls may be sent (at once unless sendCallsThrough is waiting): with the fetch that
 * answers them in the page, or undefined when they go over the network.
 */
export async function inPageFetchNow(): Promise<FetchRequest | undefined> {
  return (await callBackend)?.inPageFetch()
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
  /** The path as written in docs/product.md §7, with `{name}` placeholders. */
  path: string
}

const endpoints: Endpoint[] = []

/**
 * Declares one call of the API. Every path string lives in exactly one `endpoint(...)` in src/api,
 * and the catalogue test reads this registry to prove the client covers docs/product.md §7.
 */
export function endpoint(method: HttpMethod, path: string): Endpoint {
  const declared = { method, path }
  endpoints.push(declared)
  return declared
}

/** A call that sends a JSON body and nothing else (most POSTs): declared here, typed at both ends. */
export function bodyCall<Body, Answer>(method: HttpMethod, path: string): (body: Body) => Promise<Answer> {
  const target = endpoint(method, path)
  return (body) => call<Answer>(target, { body })
}

/** A call that sends nothing: no body, no parameters. */
export function plainCall<Answer>(method: HttpMethod, path: string): () => Promise<Answer> {
  const target = endpoint(method, path)
  return () => call<Answer>(target)
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
    const [loaded, backend] = await Promise.all([loadTransport(), callBackend])
    transportModule = loaded
    const response = await transportModule.send({
      inPageFetch: backend?.inPageFetch(),
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
