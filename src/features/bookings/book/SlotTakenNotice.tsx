import { useRef } from 'react'
import { useFocusOnShow } from '@/ui/focus/useFocusOnShow'
import type { Coach, Slot } from '@/api/bookings/bookingTypes'
import { BOOKING_MESSAGES } from '@/api/bookings/bookingTypes'
import { SlotButton } from './SlotButton'

export interface SlotTakenNoticeProps {
  coach: Coach
  timeZone: string
  /** The next free times the server offered with its refusal. */
  next: readonly Slot[]
  onPick: (slot: Slot) => void
}

/** Another member booked the time first: say so where the member is, and offer the next free times. */
export function SlotTakenNotice({ coach, timeZone, next, onPick }: SlotTakenNoticeProps) {
  const box = useRef<HTMLDivElement>(null)
  // The member pressed Confirm: the answer is met where their focus is, not announced somewhere else.
  useFocusOnShow(box)
  const firstName = coach.name.split(' ')[0] ?? coach.name
  return (
    <div ref={box} tabIndex={-1} className="slot-taken" role="alert">
      <p className="slot-taken__title">{BOOKING_MESSAGES.slotTaken}</p>
      {next.length > 0 ? (
        <>
          <p className="slot-taken__text">{`Someone booked it a moment before you. The next free times with ${firstName}:`}</p>
          <ul className="slot-times slot-taken__times">
            {next.map((slot) => (
              <li key={slot.start}>
                <SlotButton slot={slot} timeZone={timeZone} coachZone={coach.time_zone} coachFirstName={firstName} picked={false} current={false} onPick={onPick} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="slot-taken__text">Someone booked it a moment before you. Pick another time above.</p>
      )}
    </div>
  )
}
