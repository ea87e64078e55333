import type { NextFunction, Request, Response } from 'express'
import { CLIENT_ADDRESS_HEADER } from '@mocks/http/clientAddress'

/**
 * Hands the handlers the caller's address (the socket's, never a header the caller could choose):
 * limits per client address read it through mocks/http/clientAddress.ts.
 */
export function stampClientAddress(request: Request, _response: Response, next: NextFunction): void {
  request.headers[CLIENT_ADDRESS_HEADER] = request.socket.remoteAddress ?? 'unknown'
  next()
}
