/** Why a download did not finish; the UI shows `message` and stays quiet for 'cancelled'. */
export type DownloadFailure = 'offline' | 'quota' | 'unsupported' | 'cancelled' | 'failed'

export const DOWNLOAD_MESSAGES: Record<DownloadFailure, string> = {
  offline: 'Downloading needs a connection.',
  quota: 'Not enough storage on this device.',
  unsupported: 'This browser can’t keep videos for offline use.',
  cancelled: 'Download cancelled.',
  failed: 'The video could not be downloaded. Please try again.',
}

export class VideoDownloadError extends Error {
  readonly reason: DownloadFailure

  constructor(reason: DownloadFailure, message: string = DOWNLOAD_MESSAGES[reason]) {
    super(message)
    this.name = 'VideoDownloadError'
    this.reason = reason
  }
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false

function isQuotaError(error: unknown): boolean {
  // Safari and old Firefox report a full disk by code (22 / 1014), not by name.
  return (
    error instanceof DOMException &&
    (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED' || error.code === 22)
  )
}

/** Turns whatever a fetch, a stream or Cache Storage threw into a reason the member can act on. */
export function toDownloadError(error: unknown, signal?: AbortSignal): VideoDownloadError {
  if (error instanceof VideoDownloadError) return error
  if (signal?.aborted || (error instanceof DOMException && error.name === 'AbortError')) return new VideoDownloadError('cancelled')
  if (isQuotaError(error)) return new VideoDownloadError('quota')
  // fetch() rejects with a TypeError for any network failure; only the browser knows if it is offline.
  if (isOffline()) return new VideoDownloadError('offline')
  return new VideoDownloadError('failed')
}

/** Checked before starting, so a member in a gym without signal is told at once, not after a timeout. */
export function assertOnline(): void {
  if (isOffline()) throw new VideoDownloadError('offline')
}
