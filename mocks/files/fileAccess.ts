import { db, findById } from '@mocks/db/db'
import type { MoveRow } from '@mocks/db/schemas'
import type { Auth } from '@mocks/http/guard'
import { signFileUrl } from './signedFileUrls'
import { canonicalLink, uploadIdOf } from './uploadLinks'

/**
 * Who may fetch an uploaded file. A file that a private move (and no published one) uses is that
 * move's: its owner and admins may fetch it, by token or through a signed link. Every other file
 * is public: published moves' media, and a file not yet used by any move (the form's preview right
 * after uploading, which a <video> fetches without a token).
 */

const MEDIA_FIELDS = ['video_url', 'video_webm_url', 'poster_url', 'captions_url'] as const

function movesUsing(uploadId: number): MoveRow[] {
  return db.move.findMany((q) => q.where((move) => MEDIA_FIELDS.some((field) => move[field] !== '' && uploadIdOf(move[field]) === uploadId)))
}

export function isPublicUpload(uploadId: number): boolean {
  const moves = movesUsing(uploadId)
  return moves.length === 0 || moves.some((move) => move.status === 'published')
}

/** Beyond the public files: an admin, the uploader, or the owner of a move that uses the file. */
export function canReadUpload(uploadId: number, auth: Auth | null): boolean {
  if (isPublicUpload(uploadId)) return true
  if (!auth) return false
  if (auth.session.role === 'admin') return true
  const upload = findById('upload', uploadId)
  return upload?.owner_id === auth.user.id || movesUsing(uploadId).some((move) => move.user_id === auth.user.id)
}

/**
 * A move's media link as it leaves the mock: a private move's uploads get a signed link (the
 * presenters run only for callers who may open the move); anything else is left as stored.
 */
export function presentMediaLink(link: string, move: Pick<MoveRow, 'status'>): string {
  const uploadId = uploadIdOf(link)
  if (move.status === 'published' || uploadId === null) return link
  return signFileUrl(canonicalLink(link), uploadId)
}
