import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError, errorMessage } from '@/api/apiError'
import { uploadFile } from '@/api/uploads/uploadsApi'
import type { UploadedFile } from './moveFormValues'
import { moveMessages, validateMoveFile, type MediaKind } from './validateMove'

export interface PendingUpload {
  name: string
  /** 0..1 */
  progress: number
}

export interface UploadProblem {
  message: string
  /** Set when trying the same file again could work (no connection, a server hiccup). */
  retryFile: File | null
  offline: boolean
}

export interface FileUpload {
  /** The file the move will point at: the last finished upload, or the one it already had. */
  current: UploadedFile | null
  pending: PendingUpload | null
  problem: UploadProblem | null
  start: (file: File) => void
  cancel: () => void
  retry: () => void
}

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false

function problemFrom(error: unknown, file: File): UploadProblem {
  if (error instanceof ApiError && error.isNetworkError) {
    return { message: moveMessages.uploadOffline, retryFile: file, offline: true }
  }
  // Too large or refused: the same file would fail the same way.
  const permanent = error instanceof ApiError && (error.status === 400 || error.status === 413 || error.status === 415)
  return { message: errorMessage(error), retryFile: permanent ? null : file, offline: false }
}

/**
 * One file field's upload: starts as soon as a file is chosen, reports progress, can be
 * cancelled (the previous file then stays), and resumes by itself when a lost connection returns.
 * `onUploaded` hears of each finished upload (the form keeps the address with what was typed).
 */
export function useFileUpload(kind: MediaKind, initial: UploadedFile | null, onUploaded?: (file: UploadedFile) => void): FileUpload {
  const [current, setCurrent] = useState<UploadedFile | null>(initial)
  const [pending, setPending] = useState<PendingUpload | null>(null)
  const [problem, setProblem] = useState<UploadProblem | null>(null)
  const controller = useRef<AbortController | null>(null)
  // The latest callback, so an upload that finishes after a re-render reports to the current form.
  const uploadedListener = useRef(onUploaded)
  useEffect(() => {
    uploadedListener.current = onUploaded
  }, [onUploaded])

  // Leaving the page stops the upload rather than finishing it for nobody.
  useEffect(() => () => controller.current?.abort(), [])

  const start = useCallback(
    (file: File) => {
      controller.current?.abort()
      controller.current = null
      setPending(null)
      const invalid = validateMoveFile(file, kind)
      if (invalid) {
        setProblem({ message: invalid, retryFile: null, offline: false })
        return
      }
      if (!isOnline()) {
        setProblem({ message: moveMessages.uploadOffline, retryFile: file, offline: true })
        return
      }
      const abort = new AbortController()
      controller.current = abort
      setProblem(null)
      setPending({ name: file.name, progress: 0 })
      uploadFile(file, {
        signal: abort.signal,
        // Videos are large media; posters are small enough for the app server.
        storage: kind === 'video' ? 's3' : 'server',
        onProgress: (fraction) => {
          if (!abort.signal.aborted) setPending({ name: file.name, progress: Math.min(1, Math.max(0, fraction)) })
        },
      }).then(
        (uploaded) => {
          if (abort.signal.aborted) return
          controller.current = null
          setPending(null)
          // The chosen file's own name: some runtimes send multipart parts as "blob".
          const done = { url: uploaded.url, name: file.name || uploaded.name }
          setCurrent(done)
          uploadedListener.current?.(done)
        },
        (error: unknown) => {
          // A cancelled upload surfaces as a network error; the member asked for it, so say nothing.
          if (abort.signal.aborted) return
          controller.current = null
          setPending(null)
          setProblem(problemFrom(error, file))
        },
      )
    },
    [kind],
  )

  const cancel = useCallback(() => {
    controller.current?.abort()
    controller.current = null
    setPending(null)
  }, [])

  const retryFile = problem?.retryFile ?? null
  const retry = useCallback(() => {
    if (retryFile) start(retryFile)
  }, [retryFile, start])

  const waitingForConnection = problem?.offline === true && retryFile !== null
  useEffect(() => {
    if (!waitingForConnection) return
    window.addEventListener('online', retry)
    return () => window.removeEventListener('online', retry)
  }, [waitingForConnection, retry])

  return { current, pending, problem, start, cancel, retry }
}
