import { useEffect } from 'react'
import { REVIEW_TEXT_MAX } from '@/api/bookings/bookingTypes'
import { useForm } from '@/shared/form/useForm'
import { Button } from '@/ui/button/Button'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { TextAreaField } from '@/ui/field/TextAreaField'
import { StarRatingInput } from '../common/ReviewStars'
import { REVIEW_TEXT, textCount, validateReview, type ReviewValues } from './reviewForm'

export interface ReviewFormProps {
  initial?: ReviewValues
  submitLabel: string
  /** Names the form for assistive technology ("Review your session with Ava Brooks"). */
  label: string
  onSubmit: (values: { rating: number; text: string }) => Promise<void>
  onCancel?: () => void
  onDirtyChange?: (dirty: boolean) => void
}

/** Stars (a real radio group) and an optional text with its counter: writing a review and editing one. */
export function ReviewForm({ initial = { rating: '', text: '' }, submitLabel, label, onSubmit, onCancel, onDirtyChange }: ReviewFormProps) {
  const form = useForm<ReviewValues>({ initial, validate: validateReview })
  const { dirty } = form
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange])
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange])

  const submit = form.handleSubmit(async (values) => {
    await onSubmit({ rating: Number(values.rating), text: values.text.trim() })
  })
  const over = form.values.text.length > REVIEW_TEXT_MAX

  return (
    <form className="review-form" noValidate onSubmit={submit} aria-label={label}>
      <FormErrorAlert message={form.formError} focusKey={form.settledSubmits} />
      <StarRatingInput
        name="rating"
        legend={REVIEW_TEXT.ratingLegend}
        value={form.values.rating}
        onChange={(value) => form.setValue('rating', value)}
        error={form.fieldErrors.rating}
      />
      <TextAreaField
        label={REVIEW_TEXT.textLabel}
        rows={4}
        hint={textCount(form.values.text)}
        className={over ? 'review-form__text review-form__text--over' : 'review-form__text'}
        {...form.field('text')}
      />
      <div className="review-form__actions">
        <Button type="submit" busy={form.busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={form.busy}>
            {REVIEW_TEXT.cancel}
          </Button>
        )}
      </div>
    </form>
  )
}
