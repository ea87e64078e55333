import { call, endpoint } from '../http'
import type { UploadResponse } from './uploadTypes'

const uploadCall = endpoint('POST', '/v2/api/lambda/upload')
const s3UploadCall = endpoint('POST', '/v2/api/lambda/s3/upload')

export interface UploadOptions {
  /** Called with 0..1 as the bytes go out, for a progress bar. */
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
  /** Store through the object-storage route (large media) instead of the app server. */
  storage?: 'server' | 's3'
}

/** docs/product.md §7 "Uploads": multipart with the file in field `file`. */
export function uploadFile(file: File, options: UploadOptions = {}): Promise<UploadResponse> {
  const body = new FormData()
  body.append('file', file)
  return call<UploadResponse>(options.storage === 's3' ? s3UploadCall : uploadCall, {
    body,
    signal: options.signal,
    onUploadProgress: options.onProgress,
  })
}
