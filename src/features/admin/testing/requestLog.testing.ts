import { server } from '@mocks/node'

export interface LoggedRequest {
  method: string
  path: string
  query: URLSearchParams
  /** The JSON body, when there is one. */
  body: unknown
}

/** Test-only: every request the mock backend receives (method, path, query, JSON body), until `stop()`. */
export function logRequests(): { requests: LoggedRequest[]; stop: () => void } {
  const requests: LoggedRequest[] = []
  const pending: Promise<void>[] = []
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    const entry: LoggedRequest = { method: request.method, path: url.pathname, query: url.searchParams, body: undefined }
    requests.push(entry)
    pending.push(
      request
        .clone()
        .text()
        .then((text) => {
          entry.body = text ? (JSON.parse(text) as unknown) : undefined
        })
        .catch(() => undefined),
    )
  }
  server.events.on('request:start', listener)
  return { requests, stop: () => server.events.removeListener('request:start', listener) }
}
