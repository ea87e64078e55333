/*
 * Range requests answered from a cached whole file. Media elements ask for `bytes=0-` and then
 * seek with further ranges; a 200 to those makes Safari refuse to play and Chrome unable to seek.
 * Pure (Request/Response only) so it runs in the service worker and in unit tests alike.
 */

export type ByteRange = { start: number; end: number }

/**
 * What a Range header asks of a file of `size` bytes (RFC 9110 §14):
 * - a range to send (end inclusive, clamped to the file);
 * - 'unsatisfiable' when it is well formed but starts past the end (answered 416);
 * - null when there is no header, it is malformed, or it asks for several ranges: a server may
 *   then ignore it and send the whole file, which every client accepts.
 */
export function parseRange(header: string | null, size: number): ByteRange | 'unsatisfiable' | null {
  if (header === null) return null
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header)
  if (!match) return null
  const [, first = '', last = ''] = match
  if (first === '' && last === '') return null
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last)
    if (length === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - length), end: size - 1 }
  }
  const start = Number(first)
  const end = last === '' ? Number.POSITIVE_INFINITY : Number(last)
  if (end < start) return null
  if (start >= size) return 'unsatisfiable'
  return { start, end: Math.min(end, size - 1) }
}

/**
 * The answer to `rangeHeader` from `cached` (a whole file, status 200): 206 with Content-Range
 * for one satisfiable range, 416 with `Content-Range: bytes *\/size` for an unsatisfiable one,
 * else 200 with the whole file. Every answer advertises Accept-Ranges so players seek by range.
 */
export async function createRangeResponse(cached: Response, rangeHeader: string | null): Promise<Response> {
  const blob = await cached.blob()
  const headers = new Headers(cached.headers)
  headers.set('Accept-Ranges', 'bytes')
  const range = parseRange(rangeHeader, blob.size)

  if (range === 'unsatisfiable') {
    const refused = new Headers({ 'Accept-Ranges': 'bytes', 'Content-Range': `bytes */${blob.size}` })
    return new Response(null, { status: 416, statusText: 'Range Not Satisfiable', headers: refused })
  }
  if (range === null) {
    headers.set('Content-Length', String(blob.size))
    return new Response(blob, { status: 200, statusText: 'OK', headers })
  }
  // Blob slices are views onto the stored file: no copy of the whole video is made in memory.
  const part = blob.slice(range.start, range.end + 1)
  headers.set('Content-Length', String(part.size))
  headers.set('Content-Range', `bytes ${range.start}-${range.end}/${blob.size}`)
  return new Response(part, { status: 206, statusText: 'Partial Content', headers })
}
