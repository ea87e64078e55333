import { Readable } from 'node:stream'
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import { UPLOAD_LIMITS } from '@/api/uploads/uploadTypes'
import { LINGER_BOUNDS, type LingerBounds, answerThenLinger } from './lingeringClose'

/** Any JSON call: far above a real form, far below what could stall the server. */
export const BODY_LIMIT_BYTES = 1024 * 1024

/** The upload calls take one file of at most the largest kind (a video), plus the multipart framing. */
export const UPLOAD_BODY_LIMIT_BYTES = UPLOAD_LIMITS.video.bytes + 64 * 1024

const UPLOAD_PATH = /\/v2\/api\/lambda\/(s3\/)?upload$/

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`

/**
 * Reads the body, stopping as soon as it passes `limit` (a Content-Length may be absent or wrong);
 * null when it does. Listens rather than iterates: leaving a `for await` destroys the request, and
 * with it the socket the 413 has to go out on.
 */
function readWithin(request: Request, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const settle = (body: Buffer | null) => {
      request.off('data', take)
      request.off('end', finish)
      request.off('error', reject)
      resolve(body)
    }
    const take = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) settle(null)
      else chunks.push(chunk)
    }
    const finish = () => settle(Buffer.concat(chunks))
    request.on('data', take)
    request.once('end', finish)
    request.once('error', reject)
  })
}

/**
 * Wraps the MSW middleware so it only ever sees a body read within the limit: over it, the
 * client gets 413 with a message and the handlers never run. `linger` bounds the reading on after
 * that answer (tests shorten it).
 */
export function withBodyLimit(mockMiddleware: RequestHandler, linger: LingerBounds = LINGER_BOUNDS): RequestHandler {
  return async (request: Request, response: Response, next: NextFunction) => {
    if (request.method === 'GET' || request.method === 'HEAD') {
      mockMiddleware(request, response, next)
      return
    }
    const limit = UPLOAD_PATH.test(request.path) ? UPLOAD_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES
    const declared = Number(request.headers['content-length'])
    let body: Buffer | null
    try {
      body = declared > limit ? null : await readWithin(request, limit)
    } catch (error) {
      next(error)
      return
    }
    if (body === null) {
      answerThenLinger(request, response, 413, { error: true, message: `That request is too large: the limit is ${megabytes(limit)}.` }, linger)
      return
    }
    // The middleware streams the body itself; it gets the bytes already read, as a fresh stream
    // carrying the request's own fields (the express methods it calls are bound to the original).
    const replay = Object.assign(Readable.from(body), {
      method: request.method,
      url: request.url,
      headers: request.headers,
      protocol: request.protocol,
      get: request.get.bind(request),
      header: request.header.bind(request),
    })
    // Cast: an express Request is an IncomingMessage; `replay` has every field the middleware reads.
    mockMiddleware(replay as unknown as Request, response, next)
  }
}
