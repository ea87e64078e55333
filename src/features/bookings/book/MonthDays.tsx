import { useId, type KeyboardEvent } from 'react'
import { getBookableDates } from '@/api/bookings/bookingsApi'
import type { Coach } from '@/api/bookings/bookingTypes'
import { addMonths, monthGrid } from '@/lib/time/plainCalendar'
import { addDays } from '@/lib/time/plainDates'
import { useRemoteData } from '@/shared/remote/useRemoteData'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { Button } from '@/ui/button/Button'
import { dateText, monthNameText, monthTitleText, weekdayNames } from '../common/sessionTime'

export const MONTH_TEXT = {
  previous: 'Previous month',
  next: 'Next month',
  loading: 'Finding free days…',
  offline: 'Free days and times show when you are back online.',
} as const

export interface MonthDaysProps {
  coach: Coach
  timeZone: string
  month: string
  firstMonth: string
  lastMonth: string
  today: string
  chosen: string | null
  onChoose: (date: string) => void
  onMonthChange: (month: string) => void
  refreshKey: number
}

// Monday first, as the coaches' weeks are written.
const WEEKDAYS = weekdayNames()

/** One month of the coach's days: those with a free time are buttons, the others are shown but disabled. */
export function MonthDays({ coach, timeZone, month, firstMonth, lastMonth, today, chosen, onChoose, onMonthChange, refreshKey }: MonthDaysProps) {
  const titleId = useId()
  const remote = useRemoteData({
    key: `bookable-dates:${coach.id}:${month}:${timeZone}:${refreshKey}`,
    load: async () => new Set((await getBookableDates({ userId: coach.id, date: `${month}-01`, tz: timeZone })).dates),
  })

  return (
    <div className="slot-month">
      <div className="slot-month__header">
        <p id={titleId} className="slot-month__title" aria-live="polite">
          {monthTitleText(month)}
        </p>
        <div className="slot-month__nav">
          <Button variant="ghost" className="slot-month__step" disabled={month <= firstMonth} onClick={() => onMonthChange(addMonths(month, -1))}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">{MONTH_TEXT.previous}</span>
          </Button>
          <Button variant="ghost" className="slot-month__step" disabled={month >= lastMonth} onClick={() => onMonthChange(addMonths(month, 1))}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">{MONTH_TEXT.next}</span>
          </Button>
        </div>
      </div>
      <RemoteContent remote={remote} section loading={MONTH_TEXT.loading} what="The free days" offline={MONTH_TEXT.offline}>
        {(free) => (
          <>
            <table className="slot-month__grid" aria-labelledby={titleId}>
              <thead>
                <tr>
                  {WEEKDAYS.map(({ short, long }) => (
                    <th key={short} scope="col">
                      <abbr title={long}>{short}</abbr>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody onKeyDown={(event) => moveBetweenDays(event, month, free)}>
                {monthGrid(month).map((week) => (
                  <tr key={week[0]}>
                    {week.map((day) => (
                      <td key={day}>
                        {day.startsWith(month) && (
                          <DayButton day={day} free={free.has(day)} today={day === today} chosen={day === chosen} onChoose={onChoose} />
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            {free.size === 0 && (
              <div className="slot-month__none" role="status">
                <p>{`No free times with ${coach.name} in ${monthNameText(month)}.`}</p>
                {month < lastMonth && (
                  <Button variant="secondary" onClick={() => onMonthChange(addMonths(month, 1))}>
                    {`Show ${monthNameText(addMonths(month, 1))}`}
                  </Button>
                )}
              </div>
            )}
          </>
        )}
      </RemoteContent>
    </div>
  )
}

const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }

/**
 * Arrow keys walk the free days as on a calendar (a day, a week), skipping full ones; Home and End
 * go to the month's first and last free day. Tab still reaches each free day in turn.
 */
function moveBetweenDays(event: KeyboardEvent<HTMLElement>, month: string, free: ReadonlySet<string>) {
  const from = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>('[data-date]')?.dataset.date : undefined
  if (!from) return
  const inMonth = [...free].filter((day) => day.startsWith(month)).sort()
  let target: string | undefined
  if (event.key === 'Home') target = inMonth[0]
  else if (event.key === 'End') target = inMonth[inMonth.length - 1]
  else if (STEPS[event.key]) {
    const step = STEPS[event.key] as number
    for (let day = addDays(from, step); day.startsWith(month); day = addDays(day, step)) {
      if (free.has(day)) {
        target = day
        break
      }
    }
  } else return
  event.preventDefault()
  if (target) event.currentTarget.querySelector<HTMLElement>(`[data-date="${target}"]`)?.focus()
}

interface DayButtonProps {
  day: string
  free: boolean
  today: boolean
  chosen: boolean
  onChoose: (date: string) => void
}

function DayButton({ day, free, today, chosen, onChoose }: DayButtonProps) {
  const name = [dateText(day), today && 'today', !free && 'no free times'].filter(Boolean).join(', ')
  const className = ['slot-day', free && 'slot-day--free', today && 'slot-day--today', chosen && 'slot-day--chosen'].filter(Boolean).join(' ')
  return (
    <button
      type="button"
      className={className}
      data-date={day}
      disabled={!free}
      aria-pressed={free ? chosen : undefined}
      aria-current={today ? 'date' : undefined}
      aria-label={name}
      onClick={() => onChoose(day)}
    >
      {Number(day.slice(8, 10))}
    </button>
  )
}
