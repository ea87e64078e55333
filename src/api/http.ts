import axios, { type AxiosProgressEvent, isAxiosError } from 'axios'
import { currentAuth, dispatchAuth } from '@/lib/auth/authState'
import { ApiError, NETWORK_ERROR_MESSAGE, TOKEN_EXPIRED } from './apiError'
import { apiBaseUrl, projectHeader } from './config'

export const http = axios.create({ baseURL: apiBaseUrl, timeout: 30_000 })

http.interceptors.request.use((config) => {
  config.headers.set('x-project', projectHeader)
  const { token } = currentAuth()
  if (token) config.headers.set('Authorization', `Bearer ${token}`)
  return config
})

interface ErrorBody {
  error?: boolean
  message?: string
  validation?: Record<string, string>
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (isAxiosError<ErrorBody>(error)) {
    if (!error.response) return new ApiError(0, NETWORK_ERROR_MESSAGE)
    const { status, data } = error.response
    const message = typeof data?.message === 'string' && data.message ? data.message : `Request failed (${status}).`
    return new ApiError(status, message, data?.validation ?? {})
  }
  return new ApiError(0, error instanceof Error ? error.message : String(error))
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
  try {
    const response = await http.request<T>({
      method: target.method,
      url: buildUrl(target.path, options.params),
      params: options.query,
      data: options.body,
      signal: options.signal,
      responseType: options.responseType ?? 'json',
      onUploadProgress: options.onUploadProgress
        ? (event: AxiosProgressEvent) => options.onUploadProgress?.(event.total ? event.loaded / event.total : 0)
        : undefined,
    })
    const body = response.data as T & ErrorBody
    // Some endpoints of this API family answer 200 with { error: true }; treat them as failures too.
    if (body && typeof body === 'object' && body.error === true) {
      throw new ApiError(response.status, body.message ?? 'Request failed.')
    }
    return response.data
  } catch (error) {
    const apiError = toApiError(error)
    if (apiError.message === TOKEN_EXPIRED && currentAuth().isAuthenticated) {
      dispatchAuth({ type: 'SESSION_EXPIRED' })
    }
    throw apiError
  }
}
