export interface UploadResponse {
  error: false
  id: number
  /** Where the stored file can be fetched (and streamed with range requests). */
  url: string
  name: string
  size: number
  type: string
}
