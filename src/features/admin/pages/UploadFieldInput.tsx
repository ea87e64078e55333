import { useEffect, useRef, useState } from 'react'
import { useDataProvider, useInput } from 'ra-core'
import { ApiError, errorMessage } from '@/api/apiError'
import { UPLOAD_LIMITS } from '@/api/uploads/uploadTypes'
import { describedBy, useFieldIds } from '@/ui/field/fieldIds'
import { FileInput } from '@/ui/upload/FileInput'
import { UploadProgress } from '@/ui/upload/UploadProgress'
import type { AdminDataProvider } from '../engine/adminDataProvider'
import type { FieldDefinition } from '../engine/resourceDefinition'
import '@/ui/field/field.css'
import './uploadField.css'

/*
 * The engine's 'upload' field: choosing a file uploads it at once (docs/product.md §7 `upload`, or `s3/upload`
 * for large media) with a labelled progress bar and Cancel; the field's value is the stored file's
 * link, so the record saves a link like any other. Cancelling keeps the previous file. The link can
 * also be typed, for media already hosted elsewhere.
 */

interface Pending {
  name: string
  /** 0..100 */
  percent: number
}

export const UPLOAD_MESSAGES = {
  wrongType: (kind: string, types: string) => `Choose ${article(kind)} ${kind} file: ${types}.`,
  tooLarge: (limit: string) => `Choose a file of ${limit} or less.`,
  cancelled: 'Upload cancelled; the previous file is kept.',
} as const

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a')

const TYPE_NAMES: Record<string, string> = {
  'video/mp4': 'MP4',
  'video/webm': 'WebM',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'text/vtt': 'WebVTT',
}

export function UploadFieldInput({ field }: { field: FieldDefinition }) {
  const { field: input, fieldState } = useInput({ source: field.name })
  const dataProvider = useDataProvider<AdminDataProvider>()
  const accept = field.upload?.accept ?? 'image'
  const limits = UPLOAD_LIMITS[accept]
  const typeNames = limits.types.map((type) => TYPE_NAMES[type] ?? type).join(', ')
  const hint = [field.hint, `${typeNames}, up to ${limits.label}.`].filter(Boolean).join(' ')
  const [pending, setPending] = useState<Pending | null>(null)
  const [problem, setProblem] = useState('')
  const [status, setStatus] = useState('')
  const controller = useRef<AbortController | null>(null)
  // Leaving the form stops the upload rather than finishing it for nobody.
  useEffect(() => () => controller.current?.abort(), [])

  const error = fieldState.error?.message ?? (problem || undefined)
  const { id, hintId, errorId } = useFieldIds(hint, error)
  const linkId = `${id}-link`
  const value = typeof input.value === 'string' ? input.value : ''
  const label = field.required ? `${field.label} (required)` : field.label
  // react-hook-form focuses the first invalid field through this ref: the link input, which holds the value.
  const bound = { name: input.name, onBlur: input.onBlur, ref: input.ref } as { name: string; onBlur: () => void }
  const setValue = input.onChange

  const choose = (file: File) => {
    controller.current?.abort()
    if (!(limits.types as readonly string[]).includes(file.type)) return setProblem(UPLOAD_MESSAGES.wrongType(accept, typeNames))
    if (file.size > limits.bytes) return setProblem(UPLOAD_MESSAGES.tooLarge(limits.label))
    const abort = new AbortController()
    controller.current = abort
    setProblem('')
    setStatus(`Uploading ${file.name}.`)
    setPending({ name: file.name, percent: 0 })
    dataProvider
      .upload({
        file,
        storage: field.upload?.storage ?? 'server',
      signal: abort.signal,
      onProgress: (fraction) => {
        if (!abort.signal.aborted) setPending({ name: file.name, percent: Math.round(Math.min(1, Math.max(0, fraction)) * 100) })
      },
    }).then(
      (uploaded) => {
        if (abort.signal.aborted) return
        controller.current = null
        setPending(null)
        setValue(uploaded.url)
        setStatus(`${field.label} uploaded: ${file.name}.`)
      },
      (failure: unknown) => {
        // A cancelled upload ends as a network error; the admin asked for it.
        if (abort.signal.aborted) return
        controller.current = null
        setPending(null)
        setStatus('')
        setProblem(failure instanceof ApiError && failure.isNetworkError ? 'The upload stopped: check the connection and choose the file again.' : errorMessage(failure))
      },
    )
  }

  const cancel = () => {
    controller.current?.abort()
    controller.current = null
    setPending(null)
    setStatus(UPLOAD_MESSAGES.cancelled)
  }

  return (
    <fieldset className={['mt-field', 'admin-upload', error ? 'mt-field--invalid' : ''].filter(Boolean).join(' ')}>
      <legend className="mt-field__label">{label}</legend>
      <p id={hintId} className="mt-field__hint">
        {hint}
      </p>
      <label className="admin-upload__choose" htmlFor={id}>
        {`Choose ${article(accept)} ${accept} file for ${field.label.toLowerCase()}`}
      </label>
      <FileInput id={id} accept={limits.types.join(',')} onFile={choose} aria-invalid={error ? true : undefined} aria-describedby={describedBy(hintId, errorId)} />
      {pending && <UploadProgress id={`${id}-progress`} fileName={pending.name} percent={pending.percent} onCancel={cancel} />}
      <label className="admin-upload__link-label" htmlFor={linkId}>
        {`${field.label} link`}
      </label>
      <input
        {...bound}
        id={linkId}
        className="mt-field__input"
        type="text"
        inputMode="url"
        autoComplete="off"
        value={value}
        onChange={(event) => {
          setProblem('')
          setValue(event.target.value)
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
      />
      {error && (
        <p id={errorId} className="mt-field__error">
          {error}
        </p>
      )}
      {value && !pending && accept === 'image' && <img className="admin-upload__preview" src={value} alt={`Preview of ${field.label.toLowerCase()}`} />}
      {value && !pending && accept === 'video' && <video className="admin-upload__preview" src={value} controls preload="metadata" aria-label={`Preview of ${field.label.toLowerCase()}`} />}
      {/* Upload steps happen while the admin may be elsewhere in the form, so they are announced. */}
      <p role="status" className="visually-hidden">
        {status}
      </p>
    </fieldset>
  )
}
