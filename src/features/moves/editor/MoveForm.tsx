import { useId, useState } from 'react'
import { Link } from 'react-router'
import { MOVE_LIMITS, type MoveInput } from '@/api/moves/moveTypes'
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
import { useMoveForm } from './useMoveForm'
import {
  DURATION_HINT,
  IMAGE_ACCEPT,
  MAX_UPLOAD_MB,
  VIDEO_ACCEPT,
  moveMessages,
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

/** Add or edit a member's own move: details, a video and a poster, each uploaded as soon as it is chosen. */
export function MoveForm({ initialValues = emptyMoveValues, submitLabel, cancelTo, onSubmit }: MoveFormProps) {
  // Kept to tell a replaced video from the one the move already had.
  const [initialVideo] = useState(() => uploadedFileFrom(initialValues.video_url))
  const video = useFileUpload('video', initialVideo)
  const poster = useFileUpload('poster', uploadedFileFrom(initialValues.poster_url))
  const uploading = video.pending !== null || poster.pending !== null
  const waitId = useId()

  const form = useMoveForm({
    initial: textValues(initialValues),
    files: () => ({ video_url: video.current?.url ?? '', poster_url: poster.current?.url ?? '' }),
    onSubmit: (values) => onSubmit(toMoveInput(values, { replacedVideo: initialVideo !== null && values.video_url !== initialVideo.url })),
  })
  const { values, errors, setValue } = form

  return (
    <form className="move-form" noValidate onSubmit={(event) => form.submit(event, uploading)}>
      <FormErrorAlert message={form.formError} focusKey={form.settledSubmits} />

      <TextField
        label="Title"
        name="title"
        required
        autoComplete="off"
        value={values.title}
        hint={used(values.title, MOVE_LIMITS.titleMax)}
        error={errors.title}
        onChange={(event) => setValue('title', event.target.value)}
      />
      <TextAreaField
        label="Description"
        name="description"
        required
        rows={5}
        value={values.description}
        hint={used(values.description, MOVE_LIMITS.descriptionMax)}
        error={errors.description}
        onChange={(event) => setValue('description', event.target.value)}
      />

      <div className="move-form__row">
        <SelectField
          label="Body area"
          name="body_area"
          required
          placeholder="Choose a body area"
          options={bodyAreaOptions}
          value={values.body_area}
          error={errors.body_area}
          onChange={(event) => setValue('body_area', event.target.value as MoveFormValues['body_area'])}
        />
        <SelectField
          label="Equipment"
          name="equipment"
          required
          placeholder="Choose equipment"
          options={equipmentOptions}
          value={values.equipment}
          error={errors.equipment}
          onChange={(event) => setValue('equipment', event.target.value as MoveFormValues['equipment'])}
        />
      </div>

      <div className="move-form__row">
        <RadioGroupField
          legend="Difficulty"
          name="difficulty"
          required
          options={difficultyOptions}
          value={values.difficulty}
          error={errors.difficulty}
          onChange={(value) => setValue('difficulty', value as MoveFormValues['difficulty'])}
        />
        <TextField
          label="Duration"
          name="duration_seconds"
          type="number"
          inputMode="numeric"
          min={MOVE_LIMITS.durationMinSeconds}
          max={MOVE_LIMITS.durationMaxSeconds}
          step={1}
          required
          value={values.duration_seconds}
          hint={DURATION_HINT}
          error={errors.duration_seconds}
          onChange={(event) => setValue('duration_seconds', event.target.value)}
        />
      </div>

      <RadioGroupField
        legend="Visibility"
        name="status"
        required
        options={visibilityOptions}
        value={values.status}
        error={errors.status}
        onChange={(value) => setValue('status', value as MoveFormValues['status'])}
      />

      <FileUploadField
        kind="video"
        label="Video"
        name="video"
        accept={VIDEO_ACCEPT}
        hint={`MP4 or WebM, up to ${MAX_UPLOAD_MB} MB. Uploading starts as soon as you choose the file.`}
        upload={video}
        error={errors.video_url}
        onChoose={() => form.clearError('video_url')}
      />
      <FileUploadField
        kind="poster"
        label="Poster image"
        name="poster"
        accept={IMAGE_ACCEPT}
        hint={`Shown on the move’s card and before the video plays. Any image up to ${MAX_UPLOAD_MB} MB.`}
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
  )
}

function textValues({ video_url: _video, poster_url: _poster, ...text }: MoveFormValues) {
  return text
}
