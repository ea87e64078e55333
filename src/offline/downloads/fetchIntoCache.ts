import { VideoDownloadError } from './downloadErrors'
import { storageEstimate } from './storageInfo'
import { downloadKey } from './downloadKey'

export interface DownloadProgress {
  loaded: number
  /** From Content-Length; null when the server did not say (or compressed the body). */
  total: number | null
}

function knownLength(response: Response): number | null {
  // A compressed body's Content-Length counts compressed bytes, while the stream yields more.
  const encoding = response.headers.get('content-encoding')
  if (encoding && encoding !== 'identity') return null
  const length = Number(response.headers.get('content-length') ?? NaN)
  return Number.isFinite(length) && length >= 0 ? length : null
}

/** Fails at once when the file clearly will not fit, instead of after minutes of downloading. */
async function ensureRoom(total: number | null): Promise<void> {
  if (total === null) return
  const estimate = await storageEstimate()
  if (estimate && estimate.quota - estimate.usage < total) throw new VideoDownloadError('quota')
}

/**
 * Passes the body through while counting it. A body that ends short of its Content-Length is an
 * error, not an end: Cache Storage would otherwise keep a truncated video that cannot play.
 */
function countingBody(
  body: ReadableStream<Uint8Array>,
  total: number | null,
  onBytes: (loaded: number) => void,
  signal: AbortSignal | undefined,
) {
  const reader = body.getReader()
  let loaded = 0
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        // fetch() aborts its own body too; checking here also stops a body that ignores the signal.
        signal?.throwIfAborted()
        const { done, value } = await reader.read()
        if (done) {
          if (total !== null && loaded < total) throw new TypeError('The download ended early.')
          controller.close()
          return
        }
        loaded += value.byteLength
        onBytes(loaded)
        controller.enqueue(value)
      } catch (error) {
        // Release the connection; the rejection errors this stream, which makes put() fail.
        reader.cancel(error).catch(() => undefined)
        throw error
      }
    },
    cancel(reason) {
      return reader.cancel(reason)
    },
  })
}

/**
 * Downloads `url` whole into `cache` and resolves with its size. The body streams straight into
 * Cache Storage instead of being gathered into a Blob first: a phone never holds the whole video
 * in memory, and if the stream fails or is aborted, put() rejects and nothing is stored.
 */
export async function fetchIntoCache(
  cache: Cache,
  url: string,
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: (progress: DownloadProgress) => void } = {},
): Promise<number> {
  const response = await fetch(url, { signal })
  if (!response.ok || !response.body) {
    throw new VideoDownloadError('failed', `The video could not be downloaded (error ${response.status}).`)
  }
  const total = knownLength(response)
  await ensureRoom(total)
  let size = 0
  const body = countingBody(response.body, total, (loaded) => {
    size = loaded
    onProgress?.({ loaded, total })
  }, signal)
  const headers = new Headers({ 'Content-Type': response.headers.get('content-type') ?? 'application/octet-stream' })
  if (total !== null) headers.set('Content-Length', String(total))
  onProgress?.({ loaded: 0, total })
  await cache.put(downloadKey(url), new Response(body, { status: 200, headers }))
  return size
}
