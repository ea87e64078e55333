import axios, { type AxiosProgressEvent, isAxiosError } from 'axios'
import { currentAuth } from '@/lib/auth/authState'
import { ApiError, NETWORK_ERROR_MESSAGE } from './apiError'
import { apiBaseUrl, projectHeader } from './config'

/*
 * The axios half of the API client. http.ts loads it on the first call, so a member's first
 * screen (drawn from the offline store) never waits for axios to download.
 */

const client = axios.create({ baseURL: apiBaseUrl, timeout: 30_000 })

client.interceptors.request.use((config) => {
  config.headers.set('x-project', projectHeader)
  const { token } = currentAuth()
  if (token) config.headers.set('Authorization', `Bearer ${token}`)
  return config
})

export interface ErrorBody {
  error?: boolean
  message?: string
  validation?: Record<string, string>
}

/** Sends one request and resolves with its response, as fetch does. */
export type FetchRequest = (request: Request) => Promise<Response>

export interface TransportRequest {
  method: string
  url: string
  params?: Record<string, string | number | boolean | undefined> | URLSearchParams
  data?: unknown
  signal?: AbortSignal
  responseType: 'json' | 'text' | 'blob'
  onUploadProgress?: (fraction: number) => void
  /** Answers the request in the page instead of sending it (http.ts's CallBackend). */
  inPageFetch?: FetchRequest
}

export interface TransportResponse {
  status: number
  data: unknown
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (isAxiosError<ErrorBody>(error)) {
    if (!error.response) return new ApiError(0, NETWORK_ERROR_MESSAGE)
    const { status, data } = error.response
    const message = typeof data?.message === 'string' && data.message ? data.message : `Request failed (${status}).`
    return new ApiError(status, message, data?.validation ?? {}, typeof data === 'object' && data !== null ? { ...data } : {})
  }
  return new ApiError(0, error instanceof Error ? error.message : String(error))
}

export async function send(request: TransportRequest): Promise<TransportResponse> {
  const { onUploadProgress, inPageFetch, ...rest } = request
  if (inPageFetch) {
    const response = await client.request({
      ...rest,
      // Absolute, as the browser would resolve it: a Request takes no relative URL outside a page.
      // The build's prerender runs in Node, where there is no page to resolve against.
      url: new URL(`${apiBaseUrl}${rest.url}`, typeof window === 'undefined' ? 'http://localhost/' : window.location.href).href,
      adapter: 'fetch',
      env: { fetch: (input: Request | string | URL, init?: RequestInit) => inPageFetch(new Request(input, init)) },
    })
    // Nothing travelled, so there was no progress to report: the upload is done when it answers.
    onUploadProgress?.(1)
    return { status: response.status, data: response.data }
  }
  const response = await client.request({
    ...rest,
    onUploadProgress: onUploadProgress
      ? (event: AxiosProgressEvent) => onUploadProgress(event.total ? event.loaded / event.total : 0)
      : undefined,
  })
  return { status: response.status, data: response.data }
}
