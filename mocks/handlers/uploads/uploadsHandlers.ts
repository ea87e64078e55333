import { HttpResponse, http } from 'msw'
import { MAX_UPLOAD_BYTES, type UploadResponse } from '@/api/uploads/uploadTypes'
import { db, nextId } from '@mocks/db/db'
import { fileStore } from '@mocks/files/fileStore'
import { requireAuth } from '@mocks/http/guard'
import { handle } from '@mocks/http/handle'
import { HttpError, errorResponse } from '@mocks/http/httpErrors'

export const UPLOAD_MESSAGES = {
  missingFile: 'Choose a file to upload.',
  tooLarge: 'That file is too large: the limit is 25 MB.',
  notMultipart: 'Send the file as multipart/form-data in the field "file".',
} as const

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

  const id = nextId('upload')
  const name = part.name || `upload-${id}`
  const type = part.type || 'application/octet-stream'
  const bytes = await part.arrayBuffer()
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
      const stored = await fileStore().get(Number(params.id))
      if (!stored) return errorResponse(404, 'File not found.')
      const size = stored.bytes.byteLength
      const common = { 'Content-Type': stored.type, 'Accept-Ranges': 'bytes', 'Cache-Control': 'no-cache' }
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
