import { HttpResponse, type PathParams } from 'msw'
import { whenDbReady } from '@mocks/db/db'
import { flushPendingSave } from '@mocks/db/persistence'
import { faultsAppliedByTransport, takeFault } from '@mocks/devControls'
import { HttpError, errorResponse } from './httpErrors'

/**
 * The wrapper every handler's resolver goes through: it waits for the database, applies the
 * developer panel's faults, turns thrown `HttpError`s into answers and saves the database before
 * the answer goes out.
 */

export interface HandlerInfo<Params extends PathParams = PathParams> {
  request: Request
  params: Params
}

export function handle<Params extends PathParams = PathParams>(
  resolver: (info: HandlerInfo<Params>) => Promise<Response> | Response,
): (info: HandlerInfo<Params>) => Promise<Response> {
  return async (info) => {
    await whenDbReady()
    const fault = faultsAppliedByTransport() ? null : takeFault(new URL(info.request.url).pathname)
    try {
      if (fault === 'server-error') throw new HttpError(500, 'The server had a problem. Please try again.')
      const response = await resolver(info)
      // The work is done and saved; only the answer is lost, as on a dropped connection.
      return fault === 'lose-response' ? HttpResponse.error() : response
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error.status, error.message, error.validation, error.extra)
      console.error('[mock] handler failed', error)
      return errorResponse(500, 'The mock server failed to handle this request.')
    } finally {
      flushPendingSave()
    }
  }
}
