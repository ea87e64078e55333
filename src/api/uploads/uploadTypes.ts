/** The largest file the upload calls accept; the form checks it before sending, the server again. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024

export interface UploadResponse {
  error: false
  id: number
  /** Where the stored file can be fetched (and streamed with range requests). */
  url: string
  name: string
  size: number
  type: string
}
