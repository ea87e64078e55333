import type { Slot } from '@/api/bookings/bookingTypes'
import { clockText, dateShortText, dateText, localDateOf, sameClock } from '../common/sessionTime'
import './slotButton.css'

export const SLOT_TEXT = {
  currentVisible: 'Your current time',
} as const

interface SlotButtonProps {
  slot: Slot
  timeZone: string
  coachZone: string
  coachFirstName: string
  picked: boolean
  current: boolean
  onPick: (slot: Slot) => void
}

/**
 * The button's name is its own text ("Tuesday 1 December, 09:00, 14:00 for Ava"): the date and the
 * separators are there for screen readers only, so what is read always contains what is seen.
 */
export function SlotButton({ slot, timeZone, coachZone, coachFirstName, picked, current, onPick }: SlotButtonProps) {
  const theirs = coachTimeBeside(slot.start, timeZone, coachZone)
  return (
    <button
      type="button"
      className={['slot-time', picked && 'slot-time--picked'].filter(Boolean).join(' ')}
      aria-pressed={picked}
      onClick={() => onPick(slot)}
    >
      <span className="visually-hidden">{`${dateText(localDateOf(slot.start, timeZone))},`}</span>{' '}
      <span className="slot-time__mine">{clockText(slot.start, timeZone)}</span>
      {theirs && (
        <>
          <span className="visually-hidden">,</span>{' '}
          <span className="slot-time__theirs">{`${theirs} for ${coachFirstName}`}</span>
        </>
      )}
      {current && (
        <>
          <span className="visually-hidden">,</span>{' '}
          <span className="slot-time__current">{SLOT_TEXT.currentVisible}</span>
        </>
      )}
    </button>
  )
}

/** The coach's clock for an instant when it differs from the member's ("14:00", or "Fri 4 Dec 01:00" on another day). */
export function coachTimeBeside(instant: string, timeZone: string, coachZone: string): string | null {
  if (sameClock(instant, timeZone, coachZone)) return null
  const theirDate = localDateOf(instant, coachZone)
  const time = clockText(instant, coachZone)
  return theirDate === localDateOf(instant, timeZone) ? time : `${dateShortText(theirDate)} ${time}`
}
