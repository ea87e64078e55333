import type { NextFunction, Request, Response } from 'express'
import { isAppOrigin } from '@mocks/http/appOrigins'

/**
 * Who may talk to the developer server. It holds live reset links and a one-click demo sign-in,
 * so a page the developer happens to visit must not reach it: CORS answers only the app's own
 * origins, any other page is refused before a handler runs (a "simple" cross-site POST needs no
 * preflight, so CORS alone would not stop a reset), and the mock controls answer only this
 * machine or a caller holding the token the server printed.
 */

const MOCK_CONTROLS = /^\/__mock(\/|$)/

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

function refuse(response: Response, message: string): void {
  response.status(403).json({ error: true, message })
}

export function originPolicy(controlToken: string) {
  return function guardOrigin(request: Request, response: Response, next: NextFunction): void {
    const origin = request.headers.origin
    if (origin !== undefined && !isAppOrigin(origin)) {
      refuse(response, 'This mock server only answers the MoveTime app. Add the page’s origin to APP_ORIGIN to allow it.')
      return
    }
    if (origin) {
      response.setHeader('Access-Control-Allow-Origin', origin)
      response.setHeader('Vary', 'Origin')
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS')
      response.setHeader('Access-Control-Allow-Headers', 'content-type, authorization, x-project, range, x-mock-token')
      response.setHeader('Access-Control-Expose-Headers', 'Content-Range, Accept-Ranges, Content-Length')
      response.setHeader('Access-Control-Max-Age', '600')
    }
    if (request.method === 'OPTIONS') {
      response.status(204).end()
      return
    }
    if (MOCK_CONTROLS.test(request.path) && !mayUseControls(request, controlToken)) {
      refuse(response, 'The mock controls answer only this machine, or a caller sending the token the server printed (x-mock-token).')
      return
    }
    next()
  }
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * The host named must be a loopback one too: a page whose own name was re-pointed at 127.0.0.1
 * (DNS rebinding) connects over loopback, sends no Origin on a same-origin GET, but names its host.
 */
function mayUseControls(request: Request, controlToken: string): boolean {
  if (request.headers['x-mock-token'] === controlToken) return true
  const host = (request.headers.host ?? '').replace(/:\d+$/, '').toLowerCase()
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && LOOPBACK_HOSTS.has(host)
}
