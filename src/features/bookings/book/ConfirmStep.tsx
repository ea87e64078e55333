import { useId, type FormEvent, type RefObject } from 'react'
import type { Coach } from '@/api/bookings/bookingTypes'
import { BOOKING_NOTE_MAX } from '@/api/bookings/bookingTypes'
import { useOnline } from '@/lib/network/useOnline'
import type { useForm } from '@/shared/form/useForm'
import { Button } from '@/ui/button/Button'
import { FormAlert } from '@/ui/field/FormAlert'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { TextAreaField } from '@/ui/field/TextAreaField'
import { BOOK_TEXT, noteCount, type BookingValues } from './bookingForm'
import { coachTimeBeside } from './SlotButton'
import { clockRangeText, dateText, localDateOf, zoneCity } from '../common/sessionTime'

export interface ConfirmStepProps {
  coach: Coach
  start: string
  timeZone: string
  form: ReturnType<typeof useForm<BookingValues>>
  onConfirm: (event: FormEvent<HTMLFormElement>) => void
  headingRef: RefObject<HTMLHeadingElement | null>
}

/** Step 4: what is about to be booked, in the member's zone and the coach's, a note, and Confirm. */
export function ConfirmStep({ coach, start, timeZone, form, onConfirm, headingRef }: ConfirmStepProps) {
  const titleId = useId()
  const online = useOnline()
  const end = new Date(Date.parse(start) + coach.session_minutes * 60_000).toISOString()
  const firstName = coach.name.split(' ')[0] ?? coach.name
  const theirs = coachTimeBeside(start, timeZone, coach.time_zone)
  const over = form.values.note.length > BOOKING_NOTE_MAX

  return (
    <section className="book-step book-step--panel book-confirm" aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="book-step__title">
        Confirm your session
      </h2>
      <dl className="book-summary">
        <div>
          <dt>When</dt>
          <dd>
            <strong>{dateText(localDateOf(start, timeZone))}</strong>
            <span>{`${clockRangeText(start, end, timeZone)} · ${zoneCity(timeZone)} time (${timeZone})`}</span>
            {theirs && (
              <span className="book-summary__theirs">{`${clockRangeText(start, end, coach.time_zone)} for ${firstName} in ${zoneCity(coach.time_zone)}`}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>With</dt>
          <dd>{`${coach.name} · ${coach.session_minutes}-minute video session`}</dd>
        </div>
      </dl>
      <form className="book-confirm__form" noValidate onSubmit={onConfirm}>
        <FormErrorAlert message={form.formError} focusKey={form.settledSubmits} />
        {!online && <FormAlert tone="info">{BOOK_TEXT.offline}</FormAlert>}
        <TextAreaField
          label={BOOK_TEXT.noteLabel}
          rows={4}
          hint={noteCount(form.values.note)}
          className={over ? 'book-confirm__note book-confirm__note--over' : 'book-confirm__note'}
          {...form.field('note')}
        />
        <div className="book-confirm__actions">
          <Button type="submit" busy={form.busy}>
            {BOOK_TEXT.confirm}
          </Button>
          {form.fieldErrors.start && <p className="mt-field__error">{form.fieldErrors.start}</p>}
        </div>
      </form>
    </section>
  )
}
