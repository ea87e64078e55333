const MB = 1024 * 1024

/**
 * What the upload calls accept, by kind: the form checks type and size before sending (so a wrong
 * file never spends the member's data), the server again from the file's own bytes.
 */
export const UPLOAD_LIMITS = {
  video: { bytes: 25 * MB, label: '25 MB', types: ['video/mp4', 'video/webm'] },
  image: { bytes: 5 * MB, label: '5 MB', types: ['image/jpeg', 'image/png', 'image/webp'] },
  captions: { bytes: 512 * 1024, label: '512 KB', types: ['text/vtt'] },
} as const

export type UploadKind = keyof typeof UPLOAD_LIMITS

/** The largest file of any kind (a video). */
export const MAX_UPLOAD_BYTES = UPLOAD_LIMITS.video.bytes

export interface UploadResponse {
  error: false
  id: number
  /** Where the stored file can be fetched (and streamed with range requests). */
  url: string
  name: string
  size: number
  type: string
}
