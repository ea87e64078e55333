import { useId } from 'react'
import { getDaySlots } from '@/api/bookings/bookingsApi'
import type { Coach, Slot } from '@/api/bookings/bookingTypes'
import { useRemoteData } from '@/shared/remote/useRemoteData'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { SlotButton } from './SlotButton'
import { dateText, zoneCity } from '../common/sessionTime'

export const SLOTS_TEXT = {
  pickDay: 'Pick a day to see its free times.',
  loading: 'Finding free times…',
  offline: 'Free times show when you are back online.',
} as const

export interface DaySlotsProps {
  coach: Coach
  timeZone: string
  date: string | null
  pickedStart?: string
  currentStart?: string
  onPick: (slot: Slot) => void
  refreshKey: number
  headingLevel: 2 | 3
}

/** The chosen day's free times, each a button in the member's zone with the coach's clock beside it. */
export function DaySlots({ coach, timeZone, date, ...rest }: DaySlotsProps) {
  if (!date) {
    return (
      <div className="slot-day-times slot-day-times--waiting">
        <p className="slot-day-times__hint">{SLOTS_TEXT.pickDay}</p>
      </div>
    )
  }
  return <ChosenDay key={date} coach={coach} timeZone={timeZone} date={date} {...rest} />
}

function ChosenDay({ coach, timeZone, date, pickedStart, currentStart, onPick, refreshKey, headingLevel }: DaySlotsProps & { date: string }) {
  const headingId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const remote = useRemoteData({
    key: `day-slots:${coach.id}:${date}:${timeZone}:${refreshKey}`,
    load: async () => (await getDaySlots({ userId: coach.id, date, tz: timeZone })).slots,
    isEmpty: (slots) => slots.length === 0,
  })
  const firstName = coach.name.split(' ')[0] ?? coach.name

  return (
    <section className="slot-day-times" aria-labelledby={headingId}>
      <Heading id={headingId} className="slot-day-times__title">
        {dateText(date)}
      </Heading>
      <p className="slot-day-times__zone">{`Times in ${zoneCity(timeZone)} (${timeZone})`}</p>
      <RemoteContent
        remote={remote}
        section
        loading={SLOTS_TEXT.loading}
        what="The free times"
        offline={SLOTS_TEXT.offline}
        empty={
          <p className="slot-day-times__none" role="status">
            {`No free times left on ${dateText(date)}. Pick another day.`}
          </p>
        }
      >
        {(slots) => (
          <ul className="slot-times" aria-labelledby={headingId}>
            {slots.map((slot) => (
              <li key={slot.start}>
                <SlotButton
                  slot={slot}
                  timeZone={timeZone}
                  coachZone={coach.time_zone}
                  coachFirstName={firstName}
                  picked={slot.start === pickedStart}
                  current={slot.start === currentStart}
                  onPick={onPick}
                />
              </li>
            ))}
          </ul>
        )}
      </RemoteContent>
    </section>
  )
}
