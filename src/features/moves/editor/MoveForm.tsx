import { UPLOAD_LIMITS } from '@/api/uploads/uploadTypes'
import { useId, useState } from 'react'
import { Link } from '@/ui/link/Link'
import { ApiError, errorMessage } from '@/api/apiError'
import { MOVE_LIMITS, type MoveInput } from '@/api/moves/moveTypes'
import { UnsavedChangesGuard } from '@/shared/form/UnsavedChangesGuard'
import { useForm } from '@/shared/form/useForm'
import { Button } from '@/ui/button/Button'
import { TextField } from '@/ui/field/TextField'
import { FileUploadField } from './FileUploadField'
import { bodyAreaOptions, difficultyOptions, equipmentOptions, visibilityOptions } from './moveFieldOptions'
import { emptyMoveValues, toMoveInput, uploadedFileFrom } from './moveFormValues'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { RadioGroupField } from './RadioGroupField'
import { SelectField } from '@/ui/field/SelectField'
import { TextAreaField } from '@/ui/field/TextAreaField'
import { useFileUpload } from './useFileUpload'
import {
  DURATION_HINT,
  IMAGE_ACCEPT,
  VIDEO_ACCEPT,
  moveMessages,
  validateMove,
  type MoveFormValues,
} from './validateMove'
import './moveForm.css'

export interface MoveFormProps {
  /** An existing move's values (its video and poster included, so they need no new upload). */
  initialValues?: MoveFormValues
  submitLabel: string
  /** Where "Cancel" goes. */
  cancelTo: string
  /** Rejecting with an ApiError puts its messages at the fields; everything typed stays. */
  onSubmit: (input: MoveInput) => Promise<void>
}

const used = (text: string, max: number) => `${text.trim().length} of ${max} characters used.`

function saveFailedMessage(error: unknown): string {
  // Said outright, because a failed save on a phone in a gym looks like lost work.
  if (error instanceof ApiError && error.isNetworkError) return `${error.message} Everything you entered is still here.`
  return errorMessage(error)
}

/**
 * Add or edit a member's own move: details, a video and a poster, each uploaded as soon as it is
 * chosen. It is its page's only form, so it asks before the member leaves with unsaved changes.
 */
export function MoveForm({ initialValues = emptyMoveValues, submitLabel, cancelTo, onSubmit }: MoveFormProps) {
  const form = useForm<MoveFormValues>({ initial: initialValues, validate: validateMove, describeFailure: saveFailedMessage })
  const { values, fieldErrors: errors, setValue } = form
  // The options offered are the field's own values, so what a radio reports is one of them.
  const radios = <K extends 'difficulty' | 'status'>(name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => setValue(name, value as MoveFormValues[K]),
  })

  // Kept to tell a replaced video from the one the move already had.
  const [initialVideo] = useState(() => uploadedFileFrom(initialValues.video_url))
  const video = useFileUpload('video', initialVideo, (file) => setValue('video_url', file.url))
  const poster = useFileUpload('poster', uploadedFileFrom(initialValues.poster_url), (file) => setValue('poster_url', file.url))
  const uploading = video.pending !== null || poster.pending !== null
  const waitId = useId()

  const save = form.handleSubmit(
    (submitted) => onSubmit(toMoveInput(submitted, { replacedVideo: initialVideo !== null && submitted.video_url !== initialVideo.url })),
    { blocked: uploading },
  )

  return (
    <>
      {/* An upload under way is lost on leaving too. Outside the form: the guard's dialog has its own buttons. */}
      <UnsavedChangesGuard when={form.dirty || uploading} />
      <form className="move-form" noValidate onSubmit={save}>
        <FormErrorAlert message={form.formError} focusKey={form.settledSubmits} />

        <TextField
          label="Title"
          {...form.field('title')}
          required
          autoComplete="off"
          hint={used(values.title, MOVE_LIMITS.titleMax)}
        />
        <TextAreaField
          label="Description"
          {...form.field('description')}
          required
          rows={5}
          hint={used(values.description, MOVE_LIMITS.descriptionMax)}
        />

        <div className="move-form__row">
          <SelectField
            label="Body area"
            {...form.field('body_area')}
            required
            placeholder="Choose a body area"
            options={bodyAreaOptions}
          />
          <SelectField
            label="Equipment"
            {...form.field('equipment')}
            required
            placeholder="Choose equipment"
            options={equipmentOptions}
          />
        </div>

        <div className="move-form__row">
          <RadioGroupField legend="Difficulty" required options={difficultyOptions} {...radios('difficulty')} />
          <TextField
            label="Duration"
            {...form.field('duration_seconds')}
            type="number"
            inputMode="numeric"
            min={MOVE_LIMITS.durationMinSeconds}
            max={MOVE_LIMITS.durationMaxSeconds}
            step={1}
            required
            hint={DURATION_HINT}
          />
        </div>

        <RadioGroupField legend="Visibility" required options={visibilityOptions} {...radios('status')} />

        <FileUploadField
          kind="video"
          label="Video"
          name="video"
          accept={VIDEO_ACCEPT}
          hint={`MP4 or WebM, up to ${UPLOAD_LIMITS.video.label}. Uploading starts as soon as you choose the file.`}
          upload={video}
          error={errors.video_url}
          onChoose={() => form.clearError('video_url')}
        />
        <FileUploadField
          kind="poster"
          label="Poster image"
          name="poster"
          accept={IMAGE_ACCEPT}
          hint={`Shown on the move’s card and before the video plays. JPEG, PNG or WebP, up to ${UPLOAD_LIMITS.image.label}.`}
          upload={poster}
          error={errors.poster_url}
          onChoose={() => form.clearError('poster_url')}
        />

        <div className="move-form__actions">
          {uploading && (
            <p id={waitId} className="move-form__wait">
              {moveMessages.uploadsPending}
            </p>
          )}
          <div className="move-form__buttons">
            <Button type="submit" busy={form.busy} disabled={uploading} aria-describedby={uploading ? waitId : undefined}>
              {submitLabel}
            </Button>
            <Link to={cancelTo} className="move-form__cancel">
              Cancel
            </Link>
          </div>
        </div>
      </form>
    </>
  )
}
