import { HttpResponse, delay, http } from 'msw'
import { networkControls } from '@mocks/devControls'
import { errorResponse } from './httpErrors'
import { checkProjectHeader } from './projectCredentials'

/** Every API family lives under /v1/api … /v4/api. */
export const API_PATH = /\/v\d+\/api\//
/** Uploaded bytes: reached by <video src> and <img src>, which cannot send x-project. */
export const FILES_PATH = /\/mock-files\//

function networkGate() {
  return async () => {
    const { offline, latencyMs } = networkControls()
    if (offline) return HttpResponse.error()
    if (latencyMs > 0) await delay(latencyMs)
    return undefined
  }
}

/**
 * Runs before every family handler (a resolver that returns nothing hands the request on):
 * the developer panel's offline and latency switches, then the project credentials.
 * /__mock/* is left alone so the panel can always switch the network back on.
 */
export const gateHandlers = [
  http.all(FILES_PATH, networkGate()),
  http.all(API_PATH, async (info) => {
    const gated = await networkGate()()
    if (gated) return gated
    const project = checkProjectHeader(info.request.headers.get('x-project'))
    if (project === 'missing') return errorResponse(401, 'Missing project credentials.')
    if (project === 'unknown') return errorResponse(401, 'Unknown project credentials.')
    return undefined
  }),
]

/** After every family handler: an API path nobody answered is a JSON 404, not the dev server's HTML. */
export const notFoundHandler = http.all(API_PATH, ({ request }) =>
  errorResponse(404, `The mock backend has no ${request.method} ${new URL(request.url).pathname} yet.`),
)
