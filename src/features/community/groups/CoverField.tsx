import { useId, type ReactNode, type Ref } from 'react'
import { UPLOAD_LIMITS } from '@/api/uploads/uploadTypes'
import { FileInput } from '@/ui/upload/FileInput'
import { UploadProgress } from '@/ui/upload/UploadProgress'
import { GroupCover } from './GroupCover'
import { isShippedCover, SHIPPED_COVERS } from './groupCovers'
import { useCoverUpload } from './useCoverUpload'
import '@/ui/field/field.css'
import './groups.css'

export interface CoverFieldProps {
  /** The cover's address: '' for none, one of ours, or an uploaded photo's. */
  value: string
  onChange: (url: string) => void
  /** The group's name as typed, for the preview's placeholder. */
  groupName: string
  error?: string
  /** The first choice, so the form can focus the field after a server message. */
  inputRef?: Ref<HTMLInputElement>
}

const IMAGE_ACCEPT = UPLOAD_LIMITS.image.types.join(',')

/**
 * The cover photo, optional: none (the group's colour and initials), one of the photos the app
 * ships, or the member's own upload. A preview shows how the group's header will look.
 */
export function CoverField({ value, onChange, groupName, error, inputRef }: CoverFieldProps) {
  const upload = useCoverUpload(onChange)
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const message = error ?? upload.problem ?? undefined
  const custom = value !== '' && !isShippedCover(value)
  const percent = upload.pending ? Math.round(upload.pending.progress * 100) : 0

  const choice = (url: string, label: string, index: number, thumb: ReactNode) => (
    <label key={url || 'none'} className="cover-choice">
      <input
        ref={index === 0 ? inputRef : undefined}
        className="cover-choice__input"
        type="radio"
        name="cover_url"
        value={url}
        checked={value === url}
        onChange={() => onChange(url)}
        aria-describedby={index === 0 ? [hintId, message ? errorId : ''].filter(Boolean).join(' ') : undefined}
      />
      <span className="cover-choice__thumb">{thumb}</span>
      <span className="cover-choice__label">{label}</span>
    </label>
  )

  return (
    <fieldset className={['mt-field', 'cover-field', message ? 'mt-field--invalid' : ''].filter(Boolean).join(' ')}>
      <legend className="mt-field__label">Cover photo (optional)</legend>
      <p id={hintId} className="mt-field__hint">
        Pick one of ours or upload your own: JPEG, PNG or WebP, up to {UPLOAD_LIMITS.image.label}.
      </p>
      <div className="cover-field__preview">
        <GroupCover name={groupName.trim() || 'New group'} coverUrl={value} size="banner" />
      </div>
      <div className="cover-field__choices">
        {choice('', 'No photo', 0, <GroupCover name={groupName.trim() || 'New group'} coverUrl="" size="thumb" />)}
        {SHIPPED_COVERS.map((cover, index) =>
          choice(cover.url, cover.label, index + 1, <img className="cover-choice__image" src={cover.url} alt="" loading="lazy" decoding="async" />),
        )}
        {custom && choice(value, 'Your photo', -1, <img className="cover-choice__image" src={value} alt="" decoding="async" />)}
      </div>
      <div className="cover-field__upload">
        <label className="cover-field__upload-label" htmlFor={`${id}-file`}>
          Upload your own photo
        </label>
        <FileInput id={`${id}-file`} accept={IMAGE_ACCEPT} onFile={upload.start} aria-describedby={hintId} />
      </div>
      {upload.pending && <UploadProgress id={`${id}-progress`} fileName={upload.pending.name} percent={percent} onCancel={upload.cancel} />}
      {message && (
        <p id={errorId} className="mt-field__error">
          {message}
        </p>
      )}
      {/* The upload finishes while the member may be elsewhere in the form, so its steps are announced. */}
      <p role="status" className="visually-hidden">
        {upload.pending ? `Uploading ${upload.pending.name}.` : upload.problem ? 'Cover photo not uploaded.' : custom ? 'Your photo is the cover.' : ''}
      </p>
    </fieldset>
  )
}
