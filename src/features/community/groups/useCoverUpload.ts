import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError, errorMessage } from '@/api/apiError'
import { UPLOAD_LIMITS } from '@/api/uploads/uploadTypes'
import { uploadFile } from '@/api/uploads/uploadsApi'

export const coverMessages = {
  type: 'Choose a JPEG, PNG or WebP image.',
  tooLarge: `That image is too large: the limit is ${UPLOAD_LIMITS.image.label}.`,
  offline: 'Uploading needs a connection. Pick one of our covers, or try again when you’re back online.',
} as const

export interface CoverUpload {
  /** The file going up and how far (0..1), or null. */
  pending: { name: string; progress: number } | null
  problem: string | null
  start: (file: File) => void
  cancel: () => void
}

function looksLikeImage(file: File): boolean {
  if ((UPLOAD_LIMITS.image.types as readonly string[]).includes(file.type)) return true
  // Some systems report no type; the server checks the bytes either way.
  return file.type === '' && /\.(jpe?g|png|webp)$/i.test(file.name)
}

/** Checked before uploading, so a wrong or oversized file never spends the member's data. */
export function checkCoverFile(file: File): string | null {
  if (!looksLikeImage(file)) return coverMessages.type
  if (file.size > UPLOAD_LIMITS.image.bytes) return coverMessages.tooLarge
  return null
}

/**
 * A cover photo's upload: starts as soon as a file is chosen, reports progress, can be cancelled
 * (the cover chosen before stays), and hands the stored file's address to `onUploaded`.
 */
export function useCoverUpload(onUploaded: (url: string) => void): CoverUpload {
  const [pending, setPending] = useState<CoverUpload['pending']>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const controller = useRef<AbortController | null>(null)
  const listener = useRef(onUploaded)
  useEffect(() => {
    listener.current = onUploaded
  }, [onUploaded])

  // Closing the dialog stops the upload rather than finishing it for nobody.
  useEffect(() => () => controller.current?.abort(), [])

  const start = useCallback((file: File) => {
    controller.current?.abort()
    setPending(null)
    const invalid = checkCoverFile(file)
    if (invalid) {
      setProblem(invalid)
      return
    }
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      setProblem(coverMessages.offline)
      return
    }
    const abort = new AbortController()
    controller.current = abort
    setProblem(null)
    setPending({ name: file.name, progress: 0 })
    uploadFile(file, {
      signal: abort.signal,
      onProgress: (fraction) => {
        if (!abort.signal.aborted) setPending({ name: file.name, progress: Math.min(1, Math.max(0, fraction)) })
      },
    }).then(
      (uploaded) => {
        if (abort.signal.aborted) return
        controller.current = null
        setPending(null)
        listener.current(uploaded.url)
      },
      (error: unknown) => {
        // A cancelled upload surfaces as a network error; the member asked for it, so say nothing.
        if (abort.signal.aborted) return
        controller.current = null
        setPending(null)
        setProblem(error instanceof ApiError && error.isNetworkError ? coverMessages.offline : errorMessage(error))
      },
    )
  }, [])

  const cancel = useCallback(() => {
    controller.current?.abort()
    controller.current = null
    setPending(null)
  }, [])

  return { pending, problem, start, cancel }
}
