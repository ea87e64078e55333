import type { Socket } from 'node:net'
import type { Request, Response } from 'express'

/** How long, and how much, the server reads on after refusing a body. */
export interface LingerBounds {
  /** Bytes read and thrown away after the answer, at most. */
  maxBytes: number
  /** The longest the connection stays open after the answer, however steadily bytes come. */
  maxMs: number
  /** Close sooner when no byte has arrived for this long. */
  idleMs: number
}

/**
 * A client still sending when the server closes gets a reset (EPIPE, ECONNRESET) and often never
 * reads the 413 already on its way: a browser uploading a 50 MB video would show a network error
 * instead of "too large". So after answering, the server half-closes and reads on, as nginx's
 * lingering close and Go's net/http do. 64 MB lets the largest upload anyone is likely to try
 * (twice the 25 MB video cap) finish sending; 10 s in all and 2 s of silence (nginx's
 * lingering_time and lingering_timeout, shortened) bound what a client that sends forever can hold.
 */
export const LINGER_BOUNDS: LingerBounds = { maxBytes: 64 * 1024 * 1024, maxMs: 10_000, idleMs: 2_000 }

/**
 * Sends `body` with `status` and `Connection: close`, then discards what the client still sends
 * until it stops, goes quiet, or passes a bound; only then is the socket destroyed.
 */
export function answerThenLinger(request: Request, response: Response, status: number, body: unknown, bounds: LingerBounds = LINGER_BOUNDS): void {
  const socket: Socket = request.socket
  const destroyOnceWritten = socket.destroySoon.bind(socket)
  let discarded = 0
  let idleTimer: NodeJS.Timeout | undefined
  const close = () => {
    clearTimeout(overallTimer)
    clearTimeout(idleTimer)
    request.off('data', discard)
    socket.destroy()
  }
  const restartIdle = () => {
    clearTimeout(idleTimer)
    idleTimer = setTimeout(close, bounds.idleMs)
  }
  const discard = (chunk: Buffer) => {
    discarded += chunk.length
    if (discarded > bounds.maxBytes) close()
    else restartIdle()
  }
  const overallTimer = setTimeout(close, bounds.maxMs)
  restartIdle()
  // Flowing, with a listener of ours: node's own discarding (req._dump) would remove it.
  request.on('data', discard)
  // A client giving up mid-body is the end of it, not a crash.
  request.on('error', close)
  request.resume()
  // The client sent it all: the answer is out (or going), so the socket can go once it is written.
  request.once('end', () => {
    clearTimeout(overallTimer)
    clearTimeout(idleTimer)
    request.off('data', discard)
    if (response.writableFinished) destroyOnceWritten()
    else response.once('finish', destroyOnceWritten)
  })
  socket.once('close', () => {
    clearTimeout(overallTimer)
    clearTimeout(idleTimer)
  })
  // On finishing a `Connection: close` answer node destroys the socket as soon as it is written
  // (destroySoon), reading nothing more. Here it only half-closes: the answer and a FIN go out,
  // the reading side stays open until the bounds above end it.
  socket.destroySoon = () => {
    if (!socket.writableEnded) socket.end()
  }
  response.setHeader('Connection', 'close')
  response.status(status).json(body)
}
