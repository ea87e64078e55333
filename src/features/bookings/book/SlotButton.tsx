import type { Slot } from '@/api/bookings/bookingTypes'
import { clockText, dateShortText, localDateOf, momentText, sameClock } from '../common/sessionTime'
import './slotButton.css'

export const SLOT_TEXT = {
  current: 'your current time',
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

export function SlotButton({ slot, timeZone, coachZone, coachFirstName, picked, current, onPick }: SlotButtonProps) {
  const theirs = coachTimeBeside(slot.start, timeZone, coachZone)
  const name = [momentText(slot.start, timeZone), theirs && `${theirs} for ${coachFirstName}`, current && SLOT_TEXT.current].filter(Boolean).join(', ')
  return (
    <button
      type="button"
      className={['slot-time', picked && 'slot-time--picked'].filter(Boolean).join(' ')}
      aria-pressed={picked}
      aria-label={name}
      onClick={() => onPick(slot)}
    >
      <span className="slot-time__mine">{clockText(slot.start, timeZone)}</span>
      {theirs && <span className="slot-time__theirs">{`${theirs} for ${coachFirstName}`}</span>}
      {current && <span className="slot-time__current">{SLOT_TEXT.currentVisible}</span>}
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
