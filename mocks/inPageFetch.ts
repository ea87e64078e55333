import { getResponse, type RequestHandler } from 'msw'

/**
 * A fetch that runs the mock's handlers in this page: the handlers' answer, or the network's when
 * none of them answers (MSW's 'bypass'). The browser home uses it until MSW's worker intercepts.
 */
export function inPageFetch(handlers: readonly RequestHandler[]): (request: Request) => Promise<Response> {
  return async (request) => {
    // The mock stands in for a server across the network: with the browser offline it is as out of
    // reach as that server, as it is through the worker.
    if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new TypeError('Failed to fetch')
    const answer = await getResponse([...handlers], request.clone())
    if (!answer) return fetch(request)
    // HttpResponse.error() (the developer panel's "API offline") is a failed fetch, as through the worker.
    if (answer.type === 'error') throw new TypeError('Failed to fetch')
    return answer
  }
}
