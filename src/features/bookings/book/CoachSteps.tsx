import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { Link } from '@/ui/link/Link'
import { useSetAtom } from 'jotai'
import { createBooking } from '@/api/bookings/bookingsApi'
import type { BookingAllowance, Coach, Slot } from '@/api/bookings/bookingTypes'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { useForm } from '@/shared/form/useForm'
import { UnsavedChangesGuard } from '@/shared/form/UnsavedChangesGuard'
import { paths } from '@/shared/paths/routePaths'
import { CoachCard } from '../common/CoachCard'
import { AllowanceNote } from './AllowanceNote'
import { bookingQuery, readBookingSearch, type BookingSearch } from './bookingSearch'
import { describeBookingFailure, isPlanRequired, takenSlots, validateBooking, type BookingValues } from './bookingForm'
import { ConfirmStep } from './ConfirmStep'
import { PlanRequiredCard } from './PlanRequiredCard'
import { SlotPicker } from './SlotPicker'
import { localDateOf, momentText } from '../common/sessionTime'
import { SlotTakenNotice } from './SlotTakenNotice'

export interface CoachStepsProps {
  coach: Coach
  allowance: BookingAllowance
  timeZone: string
  now: number
}

interface Taken {
  start: string
  next: Slot[]
}

/** Steps 2–4 with a coach chosen: a day, a time, a note and Confirm; the note is kept while the day or time changes. */
export function CoachSteps({ coach, allowance, timeZone, now }: CoachStepsProps) {
  const [search, setSearch] = useSearchParams()
  const step = readBookingSearch(search)
  const navigate = useNavigate()
  const showSnackbar = useSetAtom(showSnackbarAtom)
  const [refreshKey, setRefreshKey] = useState(0)
  const [taken, setTaken] = useState<Taken | null>(null)
  const [planRequired, setPlanRequired] = useState(false)
  const picked = useRef(false)
  const confirmHeading = useRef<HTMLHeadingElement>(null)

  const form = useForm<BookingValues>({ initial: { start: step.start ?? '', note: '' }, validate: validateBooking, describeFailure: describeBookingFailure })
  const { setValue } = form
  // The URL holds the chosen time (back and reload keep it); the form follows it, so a new time is a new attempt.
  useEffect(() => setValue('start', step.start ?? ''), [step.start, setValue])

  useEffect(() => {
    if (!step.start || !picked.current) return
    picked.current = false
    confirmHeading.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' })
    confirmHeading.current?.focus({ preventScroll: true })
  }, [step.start])

  const go = (next: Partial<BookingSearch>, replace = false) => setSearch(bookingQuery(next), { replace })
  const pick = (slot: Slot) => {
    picked.current = true
    setTaken(null)
    go({ coachId: coach.id, month: step.month, date: localDateOf(slot.start, timeZone), start: slot.start })
  }

  const confirm = form.handleSubmit(async (values, attempt) => {
    try {
      const { booking } = await createBooking({ coachId: coach.id, start: values.start, tz: timeZone, note: values.note.trim(), requestId: attempt.key })
      showSnackbar({ text: `Booked with ${coach.name}: ${momentText(booking.start, timeZone)}.` })
      navigate(paths.booking(booking.id))
    } catch (error) {
      const next = takenSlots(error)
      if (next) {
        setTaken({ start: values.start, next })
        // The day (and month) read again, so the taken time leaves the lists.
        setRefreshKey((key) => key + 1)
        return
      }
      if (isPlanRequired(error)) {
        setPlanRequired(true)
        return
      }
      throw error
    }
  })

  if (planRequired) return <PlanRequiredCard />

  const showTaken = taken && taken.start === step.start
  return (
    <div className="book-steps">
      <UnsavedChangesGuard when={form.values.note.trim() !== '' && !form.busy} />
      <aside className="book-steps__aside" aria-label="Your coach">
        <CoachCard
          coach={coach}
          now={now}
          compact
          action={
            <Link className="book-steps__change" to={{ search: '' }}>
              Change coach
            </Link>
          }
        />
        <AllowanceNote allowance={allowance} />
      </aside>
      <div className="book-steps__main">
        <DayAndTime>
          <SlotPicker
            coach={coach}
            timeZone={timeZone}
            onPick={pick}
            pickedStart={step.start ?? undefined}
            date={step.date}
            onDateChange={(date) => go({ coachId: coach.id, month: step.month, date })}
            month={step.month ?? step.date?.slice(0, 7)}
            onMonthChange={(month) => go({ coachId: coach.id, month, date: step.date, start: step.start }, true)}
            refreshKey={refreshKey}
          />
        </DayAndTime>
        {showTaken && <SlotTakenNotice coach={coach} timeZone={timeZone} next={taken.next} onPick={pick} />}
        {step.start && !showTaken && <ConfirmStep coach={coach} start={step.start} timeZone={timeZone} form={form} onConfirm={confirm} headingRef={confirmHeading} />}
      </div>
    </div>
  )
}

function DayAndTime({ children }: { children: ReactNode }) {
  const titleId = useId()
  return (
    <section className="book-step book-step--panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="book-step__title">
        Pick a day and time
      </h2>
      {children}
    </section>
  )
}
