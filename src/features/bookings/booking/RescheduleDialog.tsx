import { useEffect, useState } from 'react'
import { ApiError, errorMessage } from '@/api/apiError'
import { getCoaches, rescheduleBooking } from '@/api/bookings/bookingsApi'
import type { Booking, Coach, Slot } from '@/api/bookings/bookingTypes'
import { BOOKING_MESSAGES } from '@/api/bookings/bookingTypes'
import { Button } from '@/ui/button/Button'
import { Dialog } from '@/ui/dialog/Dialog'
import { FormAlert } from '@/ui/field/FormAlert'
import { LabelledSpinner } from '@/ui/spinner/LabelledSpinner'
import { SlotPicker } from '../book/SlotPicker'
import './booking.css'
import { clockRangeText, localDateOf, longDayText, shortMomentText } from '../common/sessionTime'

export interface RescheduleDialogProps {
  booking: Booking
  zone: string
  connected: boolean
  onClose: () => void
  onMoved: (booking: Booking) => void
  /**
   * The server refused for another reason (the booking changed elsewhere, the month's sessions are
   * used): the dialog says why and the page reads the booking again, so a retry sends its new revision.
   */
  onConflict: () => void
}

type CoachState = { status: 'loading' } | { status: 'ready'; coach: Coach } | { status: 'failed'; message: string }

/**
 * Moves a booking to another free time of the same coach: the coach's free days and times in the
 * member's zone (the booking's own time not offered), then one button that says where it goes.
 * Sent with the revision the member saw; a time taken meanwhile says so and shows fresh times.
 */
export function RescheduleDialog({ booking, zone, connected, onClose, onMoved, onConflict }: RescheduleDialogProps) {
  const [coach, setCoach] = useState<CoachState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const [picked, setPicked] = useState<Slot | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [refreshKey, setRefreshKey] = useState(0)
  // Opens on the booking's own day, where its time shows as the current one among the free ones.
  const [date, setDate] = useState<string | null>(() => localDateOf(booking.start, zone))
  const [month, setMonth] = useState(() => localDateOf(booking.start, zone).slice(0, 7))

  useEffect(() => {
    const controller = new AbortController()
    getCoaches(zone, controller.signal).then(
      ({ coaches }) => {
        const found = coaches.find((candidate) => candidate.id === booking.coach.id)
        setCoach(found ? { status: 'ready', coach: found } : { status: 'failed', message: `${booking.coach.name} is not taking sessions now.` })
      },
      (failure: unknown) => {
        if (!controller.signal.aborted) setCoach({ status: 'failed', message: errorMessage(failure) })
      },
    )
    return () => controller.abort()
  }, [zone, booking.coach.id, booking.coach.name, attempt])

  const move = async () => {
    if (!picked) return
    setBusy(true)
    setError('')
    try {
      const { booking: moved } = await rescheduleBooking(booking.id, { start: picked.start, tz: zone, revision: booking.revision })
      onMoved(moved)
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409 && Array.isArray(failure.body.next_slots)) {
        // The time went to someone else: fresh times, same dialog.
        setPicked(null)
        setRefreshKey((key) => key + 1)
        setError(`${BOOKING_MESSAGES.slotTaken}. Pick another time.`)
      } else if (failure instanceof ApiError && failure.status === 409) {
        // The server's reason (the booking changed elsewhere, the month's sessions are used); the page
        // reads the booking again meanwhile, so trying again sends the revision it has now.
        setError(failure.message)
        onConflict()
      } else {
        setError(errorMessage(failure))
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open
      title="Reschedule"
      description={`Now: ${longDayText(booking.start, zone)}, ${clockRangeText(booking.start, booking.end, zone)} with ${booking.coach.name}. Times in ${zone}.`}
      onClose={onClose}
      dismissible={!busy}
      className="reschedule-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Keep current time
          </Button>
          <Button busy={busy} disabled={!picked || !connected} onClick={() => void move()}>
            {picked ? `Move to ${shortMomentText(picked.start, zone)}` : 'Pick a new time'}
          </Button>
        </>
      }
    >
      {!connected && <p className="booking-offline-reason">{BOOKING_MESSAGES.offline}</p>}
      {coach.status === 'loading' && <LabelledSpinner label="Loading free times…" />}
      {coach.status === 'failed' && (
        <FormAlert>
          {coach.message}{' '}
          <Button variant="secondary" onClick={() => setAttempt((count) => count + 1)}>
            Try again
          </Button>
        </FormAlert>
      )}
      {/* The picker needs not be told which booking is moving: slots step by session plus buffer, so
          the booking holds exactly its own slot and never blocks the times beside it. */}
      {coach.status === 'ready' && (
        <SlotPicker
          coach={coach.coach}
          timeZone={zone}
          onPick={(slot) => {
            setPicked(slot)
            setError('')
          }}
          pickedStart={picked?.start}
          currentStart={booking.start}
          date={date}
          onDateChange={setDate}
          month={month}
          onMonthChange={setMonth}
          refreshKey={refreshKey}
          headingLevel={3}
        />
      )}
      <FormAlert>{error}</FormAlert>
    </Dialog>
  )
}
