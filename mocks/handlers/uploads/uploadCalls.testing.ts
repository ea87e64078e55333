import { encodeProjectCredentials } from '@mocks/http/projectCredentials'
import { MOCK_ORIGIN } from '@mocks/testing/callMock'

/**
 * Multipart bodies are built by hand: under jsdom, FormData and File are jsdom's, and Node's
 * fetch cannot read their bytes (they arrive as the text "undefined").
 */
function multipart(field: string, name: string, type: string, content: Uint8Array): { body: Uint8Array<ArrayBuffer>; contentType: string } {
  const boundary = '----movetime-test-boundary'
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
  )
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`)
  const body = new Uint8Array(head.length + content.length + tail.length)
  body.set(head, 0)
  body.set(content, head.length)
  body.set(tail, head.length + content.length)
  return { body, contentType: `multipart/form-data; boundary=${boundary}` }
}

export const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0))

/** The smallest thing that reads as MP4: a box size, then "ftyp" and a video brand. */
export const MP4 = new Uint8Array([0, 0, 0, 0x10, ...ascii('ftypisom'), ...ascii('abcd')])

export async function upload(path: string, token: string | null, field = 'file', content: Uint8Array = MP4, type = 'video/mp4', name = 'clip one.mp4') {
  const { body, contentType } = multipart(field, name, type, content)
  const headers: Record<string, string> = { 'content-type': contentType, 'x-project': encodeProjectCredentials() }
  if (token) headers.authorization = `Bearer ${token}`
  const response = await fetch(`${MOCK_ORIGIN}${path}`, { method: 'POST', headers, body })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
