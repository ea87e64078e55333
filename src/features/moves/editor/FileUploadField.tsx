import { Button } from '@/ui/button/Button'
import { describedBy, useFieldIds } from '@/ui/field/fieldIds'
import { FileInput } from '@/ui/upload/FileInput'
import { UploadProgress } from '@/ui/upload/UploadProgress'
import type { FileUpload } from './useFileUpload'
import type { MediaKind } from './validateMove'
import '@/ui/field/field.css'
import './moveForm.css'

export interface FileUploadFieldProps {
  kind: MediaKind
  label: string
  name: string
  accept: string
  hint: string
  upload: FileUpload
  /** A message from submitting the form (client check or server); an upload's own problem shows otherwise. */
  error?: string
  /** Called when a file is chosen, so the form can drop a message about the old one. */
  onChoose?: () => void
}

/** A file input that uploads at once, with a labelled progress bar, Cancel, and a preview when done. */
export function FileUploadField({ kind, label, name, accept, hint, upload, error, onChoose }: FileUploadFieldProps) {
  const message = error ?? upload.problem?.message
  const { id, hintId, errorId } = useFieldIds(hint, message)
  const { current, pending, problem } = upload

  const choose = (file: File) => {
    onChoose?.()
    upload.start(file)
  }

  const percent = pending ? Math.round(pending.progress * 100) : 0

  return (
    <div className={['mt-field', 'move-file', message ? 'mt-field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="mt-field__label" htmlFor={id}>
        {label}
      </label>
      <p id={hintId} className="mt-field__hint">
        {hint}
      </p>
      <FileInput id={id} name={name} accept={accept} onFile={choose} aria-invalid={message ? true : undefined} aria-describedby={describedBy(hintId, errorId)} />

      {pending && <UploadProgress id={`${id}-progress`} fileName={pending.name} percent={percent} onCancel={upload.cancel} />}

      {message && (
        <p id={errorId} className="mt-field__error">
          {message}
        </p>
      )}
      {!error && problem?.retryFile && (
        <div>
          <Button variant="secondary" onClick={upload.retry}>
            Try again <span className="visually-hidden">to upload {problem.retryFile.name}</span>
          </Button>
        </div>
      )}

      {current && (
        <figure className="move-file__preview">
          {kind === 'video' ? (
            <video className="move-file__media" src={current.url} controls preload="metadata" aria-label={`Preview of ${current.name}`} />
          ) : (
            <img className="move-file__media" src={current.url} alt={`Poster preview: ${current.name}`} />
          )}
          <figcaption className="move-file__name">
            {pending ? 'Current file: ' : ''}
            <strong>{current.name}</strong>
          </figcaption>
        </figure>
      )}

      {/* Upload steps happen while the member may be elsewhere in the form, so they are announced. */}
      <p role="status" className="visually-hidden">
        {pending ? `Uploading ${pending.name}.` : problem ? `${label} not uploaded.` : current ? `${label} ready: ${current.name}.` : ''}
      </p>
    </div>
  )
}
