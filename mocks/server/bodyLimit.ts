import { Readable } from 'node:stream'
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import { UPLOAD_LIMITS } from '@/api/uploads/uploadTypes'

/** Any JSON call: far above a real form, far below what could stall the server. */
export const BODY_LIMIT_BYTES = 1024 * 1024

/** The upload calls take one file of at most the largest kind (a video), plus the multipart framing. */
export const UPLOAD_BODY_LIMIT_BYTES = UPLOAD_LIMITS.video.bytes + 64 * 1024

const UPLOAD_PATH = /\/v2\/api\/lambda\/(s3\/)?upload$/

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`

class BodyTooLarge extends Error {}

/** Reads the body, stopping as soon as it passes `limit`: a Content-Length may be absent or wrong. */
async function readWithin(request: Request, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) throw new BodyTooLarge()
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/**
 * Wraps the MSW middleware so it only ever sees a body read within the limit: over it, the
 * client gets 413 with a message and the handlers never run.
 */
export function withBodyLimit(mockMiddleware: RequestHandler): RequestHandler {
  return async (request: Request, response: Response, next: NextFunction) => {
    if (request.method === 'GET' || request.method === 'HEAD') {
      mockMiddleware(request, response, next)
      return
    }
    const limit = UPLOAD_PATH.test(request.path) ? UPLOAD_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES
    const declared = Number(request.headers['content-length'])
    let body: Buffer
    try {
      if (declared > limit) throw new BodyTooLarge()
      body = await readWithin(request, limit)
    } catch (error) {
      if (!(error instanceof BodyTooLarge)) {
        next(error)
        return
      }
      // Close after answering: the rest of an oversized body is not worth reading.
      response.setHeader('Connection', 'close')
      response.status(413).json({ error: true, message: `That request is too large: the limit is ${megabytes(limit)}.` })
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
