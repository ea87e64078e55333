import { useState } from 'react'
import type { Coach, Slot } from '@/api/bookings/bookingTypes'
import { BOOKING_HORIZON_DAYS } from '@/api/bookings/bookingTypes'
import { DaySlots } from './DaySlots'
import { MonthDays } from './MonthDays'
import { localDateOf } from '../common/sessionTime'
import './slotPicker.css'

const DAY_MS = 86_400_000

export interface SlotPickerProps {
  coach: Coach
  /** The member's calendar zone: days and times are shown, and asked for, in it. */
  timeZone: string
  onPick: (slot: Slot) => void
  /** The slot chosen so far (marked as pressed). */
  pickedStart?: string
  /** The booking's current start, when rescheduling: marked as the current time where it shows. */
  currentStart?: string
  /** The chosen day (YYYY-MM-DD in `timeZone`) when the caller keeps it (the booking page keeps it in the URL). */
  date?: string | null
  onDateChange?: (date: string | null) => void
  /** The month shown (YYYY-MM), when the caller keeps it. */
  month?: string
  onMonthChange?: (month: string) => void
  /** Changes to read the free days and times again (after a time was just taken). */
  refreshKey?: number
  /** The level of the chosen day's heading, to fit the page or dialog it sits in. */
  headingLevel?: 2 | 3
}

/**
 * A month of days with free times, then the chosen day's times, all in the member's zone with the
 * coach's own clock beside each time when it differs. Every day and time is a button whose name
 * says the full date ("Thursday 3 December, 09:00"), so it reads right and works from the keyboard.
 */
export function SlotPicker({
  coach,
  timeZone,
  onPick,
  pickedStart,
  currentStart,
  date,
  onDateChange,
  month,
  onMonthChange,
  refreshKey = 0,
  headingLevel = 3,
}: SlotPickerProps) {
  const [now] = useState(() => Date.now())
  // Intl alone: the page needs no zone rules of its own (the server works out the free times), so
  // Temporal stays off the booking page's first load.
  const today = localDateOf(now, timeZone)
  const firstMonth = today.slice(0, 7)
  const lastMonth = localDateOf(now + BOOKING_HORIZON_DAYS * DAY_MS, timeZone).slice(0, 7)

  const [ownDate, setOwnDate] = useState<string | null>(null)
  const chosenDate = date !== undefined ? date : ownDate
  const [ownMonth, setOwnMonth] = useState(() => clampMonth(chosenDate?.slice(0, 7) ?? firstMonth, firstMonth, lastMonth))
  const shownMonth = clampMonth(month ?? ownMonth, firstMonth, lastMonth)

  const chooseDate = (next: string | null) => {
    if (date === undefined) setOwnDate(next)
    onDateChange?.(next)
  }
  const showMonth = (next: string) => {
    if (month === undefined) setOwnMonth(next)
    onMonthChange?.(next)
  }

  return (
    <div className="slot-picker">
      <div className="slot-picker__layout">
        <MonthDays
          coach={coach}
          timeZone={timeZone}
          month={shownMonth}
          firstMonth={firstMonth}
          lastMonth={lastMonth}
          today={today}
          chosen={chosenDate}
          onChoose={chooseDate}
          onMonthChange={showMonth}
          refreshKey={refreshKey}
        />
        <DaySlots
          coach={coach}
          timeZone={timeZone}
          date={chosenDate}
          pickedStart={pickedStart}
          currentStart={currentStart}
          onPick={onPick}
          refreshKey={refreshKey}
          headingLevel={headingLevel}
        />
      </div>
    </div>
  )
}

function clampMonth(month: string, first: string, last: string): string {
  if (!/^\d{4}-\d{2}$/.test(month) || month < first) return first
  return month > last ? last : month
}
