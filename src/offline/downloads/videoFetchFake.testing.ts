/*
 * A fetch that serves fake files as streamed bodies, a chunk at a time, so downloads report
 * progress as they would on a real connection. `hold()` stops every body after its first chunk
 * until `release()`, which is how tests look at a download in flight and cancel it. Free of
 * vitest, so stories can use it too (with `chunkDelayMs` to watch the bar move).
 */

export interface FakeFile {
  size: number
  type?: string
  status?: number
  chunkSize?: number
  /** Content-Length to send; the real size unless given (null sends none). */
  contentLength?: number | null
}

export const absolute = (url: string) => new URL(url, globalThis.location.href).href

/** Bytes 0, 1, 2… (mod 256), so a test can check which part of a file came back. */
export function fileBytes(size: number): Uint8Array {
  return Uint8Array.from({ length: size }, (_, index) => index % 256)
}

export function videoFetchFake(files: Record<string, FakeFile>, { chunkDelayMs = 0 }: { chunkDelayMs?: number } = {}) {
  let gate: Promise<void> | null = null
  let open: () => void = () => undefined
  const requested: string[] = []

  const fetchFake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = absolute(input instanceof Request ? input.url : String(input))
    requested.push(url)
    const signal = init?.signal ?? undefined
    signal?.throwIfAborted()
    const file = Object.entries(files).find(([path]) => absolute(path) === url)?.[1]
    if (!file) return new Response('Not found', { status: 404 })
    const bytes = fileBytes(file.size)
    const chunkSize = file.chunkSize ?? 1024
    let offset = 0
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (offset > 0 && gate) await gate
        if (chunkDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, chunkDelayMs))
        if (signal?.aborted) {
          controller.error(signal.reason)
          return
        }
        if (offset >= bytes.byteLength) {
          controller.close()
          return
        }
        controller.enqueue(bytes.slice(offset, offset + chunkSize))
        offset += chunkSize
      },
    })
    const headers = new Headers({ 'Content-Type': file.type ?? 'video/mp4' })
    const length = file.contentLength === undefined ? file.size : file.contentLength
    if (length !== null) headers.set('Content-Length', String(length))
    return new Response(body, { status: file.status ?? 200, headers })
  }

  return {
    fetch: fetchFake,
    requested,
    hold() {
      gate = new Promise<void>((resolve) => {
        open = resolve
      })
    },
    release() {
      gate = null
      open()
    },
  }
}
