import { server } from '@mocks/node'

/** Test-only: the URL of every records-family GET the mock receives, until `stop()`. */
export function recordListRequests(): { urls: URL[]; last: () => URL | undefined; stop: () => void } {
  const urls: URL[] = []
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'GET' && request.url.includes('/v4/api/records/')) urls.push(new URL(request.url))
  }
  server.events.on('request:start', listener)
  return { urls, last: () => urls.at(-1), stop: () => server.events.removeListener('request:start', listener) }
}
