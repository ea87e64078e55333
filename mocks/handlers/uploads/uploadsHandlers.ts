import { HttpResponse, http } from 'msw'
import { MAX_UPLOAD_BYTES, type UploadResponse } from '@/api/uploads/uploadTypes'
import { db, nextId } from '@mocks/db/db'
import { canReadUpload } from '@mocks/files/fileAccess'
import { fileStore } from '@mocks/files/fileStore'
import { checkFileSignature } from '@mocks/files/signedFileUrls'
import { UPLOAD_CAPS, matchesDeclared, sniffType, type SniffedType } from '@mocks/files/sniffType'
import { optionalAuth, requireAuth } from '@mocks/http/guard'
import { handle } from '@mocks/http/handle'
import { HttpError, errorResponse } from '@mocks/http/httpErrors'

/**
 * Uploads and the files they store. Accepted, by their bytes (mocks/files/sniffType.ts): MP4 and
 * WebM video up to 25 MB, JPEG, PNG and WebP images up to 5 MB, WebVTT captions up to 512 KB.
 */

const ACCEPTED = 'MP4 or WebM video, a JPEG, PNG or WebP image, or WebVTT captions'

export const UPLOAD_MESSAGES = {
  missingFile: 'Choose a file to upload.',
  tooLarge: 'That file is too large: the limit is 25 MB.',
  notMultipart: 'Send the file as multipart/form-data in the field "file".',
  unsupported: `That file is not one MoveTime accepts: upload ${ACCEPTED}.`,
  linkExpired: 'This link to the file has expired. Open the move again for a fresh one.',
} as const

/** The declared type is named, so "sent as video/mp4" tells the sender what went wrong. */
function unsupportedMessage(declared: string): string {
  return declared ? `That file was sent as ${declared}, but its contents are not ${ACCEPTED}.` : UPLOAD_MESSAGES.unsupported
}

function mismatchMessage(declared: string, sniffed: SniffedType): string {
  return `That file was sent as ${declared}, but its contents are ${sniffed.type}. Choose the right file for this field.`
}

function tooLargeMessage(sniffed: SniffedType): string {
  return `That file is too large: the limit for ${sniffed.kind === 'captions' ? 'captions' : `an ${sniffed.kind}`} is ${UPLOAD_CAPS[sniffed.kind].label}.`
}

/** Headers that keep a stored file from ever running as a page of the API origin. */
const SAFE_FILE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
}

/** The part of an uploaded file we use; checked by shape, since jsdom and Node each have their own File class. */
interface FilePart {
  name: string
  size: number
  type: string
  arrayBuffer(): Promise<ArrayBuffer>
}

function isFilePart(value: unknown): value is FilePart {
  return typeof value === 'object' && value !== null && 'arrayBuffer' in value && 'size' in value
}

async function upload({ request }: { request: Request }): Promise<Response> {
  const auth = requireAuth(request)
  const declaredLength = Number(request.headers.get('content-length') ?? '0')
  // Refuse before reading a body that is plainly over the limit (multipart adds a little overhead).
  if (declaredLength > MAX_UPLOAD_BYTES + 64 * 1024) throw new HttpError(413, UPLOAD_MESSAGES.tooLarge)

  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw new HttpError(400, UPLOAD_MESSAGES.notMultipart, { file: UPLOAD_MESSAGES.missingFile })
  }
  const part: unknown = form.get('file')
  if (!isFilePart(part)) throw new HttpError(400, UPLOAD_MESSAGES.missingFile, { file: UPLOAD_MESSAGES.missingFile })
  if (part.size > MAX_UPLOAD_BYTES) throw new HttpError(413, UPLOAD_MESSAGES.tooLarge, { file: UPLOAD_MESSAGES.tooLarge })

  const bytes = await part.arrayBuffer()
  const declared = part.type.trim()
  const sniffed = sniffType(new Uint8Array(bytes, 0, Math.min(bytes.byteLength, 64)))
  if (!sniffed) throw new HttpError(400, unsupportedMessage(declared), { file: unsupportedMessage(declared) })
  if (!matchesDeclared(sniffed, declared)) throw new HttpError(400, mismatchMessage(declared, sniffed), { file: mismatchMessage(declared, sniffed) })
  if (bytes.byteLength > UPLOAD_CAPS[sniffed.kind].bytes) throw new HttpError(413, tooLargeMessage(sniffed), { file: tooLargeMessage(sniffed) })

  const id = nextId('upload')
  // A file name is the sender's text: kept short, it still names the file in the link.
  const name = (part.name || `upload-${id}`).slice(0, 200)
  const type = sniffed.type
  await fileStore().put(id, bytes, type)
  // Absolute, on the mock's own origin: over the HTTP server the app runs on another origin.
  const url = `${new URL(request.url).origin}/mock-files/${id}/${encodeURIComponent(name)}`
  await db.upload.create({ id, name, size: bytes.byteLength, type, url, owner_id: auth.user.id, created_at: new Date().toISOString() })
  return HttpResponse.json<UploadResponse>({ error: false, id, url, name, size: bytes.byteLength, type })
}

type ByteRange = { start: number; end: number } | 'unsatisfiable' | null

/** One `bytes=` range (the only kind media elements send); null means "the whole file". */
export function parseRange(header: string | null, size: number): ByteRange {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null
  if (!match) return null
  const [, from = '', to = ''] = match
  if (from === '' && to === '') return null
  if (from === '') {
    const suffix = Number(to)
    if (suffix === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(from)
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1)
  if (start >= size || end < start) return 'unsatisfiable'
  return { start, end }
}

export const uploadsHandlers = [
  http.post('*/v2/api/lambda/upload', handle(upload)),
  http.post('*/v2/api/lambda/s3/upload', handle(upload)),

  // Serves uploaded bytes, with range requests so video can seek and stream.
  http.get<{ id: string; name: string }>(
    '*/mock-files/:id/:name',
    handle<{ id: string; name: string }>(async ({ request, params }) => {
      const id = /^\d{1,15}$/.test(params.id) ? Number(params.id) : Number.NaN
      const stored = Number.isSafeInteger(id) ? await fileStore().get(id) : null
      if (!stored) return errorResponse(404, 'File not found.')
      const isPublic = canReadUpload(id, null)
      if (!isPublic && !canReadUpload(id, optionalAuth(request))) {
        const signature = checkFileSignature(id, new URL(request.url).searchParams)
        if (signature === 'expired') return errorResponse(403, UPLOAD_MESSAGES.linkExpired)
        // Absent or wrong: the same answer as for no file at all, so private ids cannot be probed.
        if (signature !== 'valid') return errorResponse(404, 'File not found.')
      }
      const size = stored.bytes.byteLength
      // Typed from the bytes again: files stored before uploads were sniffed kept the sender's word.
      const sniffed = sniffType(new Uint8Array(stored.bytes, 0, Math.min(size, 64)))
      const common = {
        ...SAFE_FILE_HEADERS,
        'Content-Type': sniffed?.type ?? 'application/octet-stream',
        ...(sniffed ? {} : { 'Content-Disposition': 'attachment' }),
        'Accept-Ranges': 'bytes',
        'Cache-Control': isPublic ? 'no-cache' : 'private, no-cache',
      }
      const range = parseRange(request.headers.get('range'), size)
      if (range === 'unsatisfiable') {
        return new HttpResponse(null, { status: 416, headers: { ...common, 'Content-Range': `bytes */${size}` } })
      }
      if (range === null) {
        return new HttpResponse(stored.bytes, { status: 200, headers: { ...common, 'Content-Length': String(size) } })
      }
      return new HttpResponse(stored.bytes.slice(range.start, range.end + 1), {
        status: 206,
        headers: {
          ...common,
          'Content-Length': String(range.end - range.start + 1),
          'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
        },
      })
    }),
  ),
]
