import {
  BOOKING_HORIZON_DAYS,
  BOOKING_NOTICE_HOURS,
  type Slot,
} from '@/api/bookings/bookingTypes'
import { weekdayOf } from '@/lib/time/plainCalendar'
import { addDays } from '@/lib/time/plainDates'
import {
  formatClockTime,
  instantToLocal,
  isExistingLocalTime,
  localDateTimeToInstant,
  localDayBounds,
  monthBounds,
  parseClockTime,
} from '@/lib/time/zonedTime'

/**
 * The server's rules for a coach's free slots. Pure: the caller passes the clock (`now`, epoch ms)
 * and the busy intervals, so the same code answers the slot lists, the booking check and the
 * "next free slots" of a 409.
 *
 * Policy:
 * - A coach's windows are local clock times in the coach's zone: the weekly window(s) of that
 *   weekday, none on a date with an 'off' override, plus every 'extra' override of that date.
 * - Slots start at the window's start and step by session + buffer minutes of local clock time.
 *   A slot lasts `session_minutes` of real time and must end by the window's end (the end clock
 *   time read with Temporal's 'compatible' disambiguation: the first of two repeated times, or
 *   the moment after a skipped one).
 * - A start the zone skips that day (spring-forward gap) is not offered. A start the zone shows
 *   twice (fall-back fold) is offered once, at the earlier instant.
 * - Notice: start ≥ now + BOOKING_NOTICE_HOURS (exactly then is allowed). Horizon: start ≤ now +
 *   BOOKING_HORIZON_DAYS. Overlap: [start − buffer, end + buffer) must not meet a busy interval.
 * - The viewer's day is their own local day: a slot belongs to the viewer date its start falls
 *   on, so every coach-local date overlapping that day is checked.
 * `checkSlot` accepts exactly the starts the lists offer: both use `candidateSlots` and `refusal`.
 */

export interface WeeklyWindow {
  weekday: number
  start_time: string
  end_time: string
}
export interface DateOverride {
  date: string
  kind: 'off' | 'extra'
  start_time: string | null
  end_time: string | null
}
export interface CoachHours {
  time_zone: string
  session_minutes: number
  buffer_minutes: number
  weekly: WeeklyWindow[]
  overrides: DateOverride[]
}
/** Other bookings (of this coach or of the member), without buffers. */
export interface Busy {
  start: string
  end: string
}
export type SlotRefusal = 'outside-hours' | 'notice' | 'horizon' | 'overlap'

interface Candidate {
  startMs: number
  endMs: number
}

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS
const NOTICE_MS = BOOKING_NOTICE_HOURS * HOUR_MS
const HORIZON_MS = BOOKING_HORIZON_DAYS * DAY_MS

function windowsOn(hours: CoachHours, date: string): { start_time: string; end_time: string }[] {
  const overrides = hours.overrides.filter((override) => override.date === date)
  const dayOff = overrides.some((override) => override.kind === 'off')
  const weekday = weekdayOf(date)
  const weekly = dayOff ? [] : hours.weekly.filter((window) => window.weekday === weekday)
  const extra = overrides.flatMap((override) =>
    override.kind === 'extra' && override.start_time && override.end_time
      ? [{ start_time: override.start_time, end_time: override.end_time }]
      : [],
  )
  return [...weekly, ...extra]
}

/** Every slot the coach's hours give on a coach-local date, before notice, horizon and busy times. */
export function candidateSlots(hours: CoachHours, coachDate: string): Candidate[] {
  const zone = hours.time_zone
  const sessionMs = hours.session_minutes * MINUTE_MS
  const step = hours.session_minutes + hours.buffer_minutes
  if (hours.session_minutes <= 0 || step <= 0) return []
  const byStart = new Map<number, Candidate>()
  for (const window of windowsOn(hours, coachDate)) {
    const first = parseClockTime(window.start_time)
    const last = parseClockTime(window.end_time)
    if (last <= first) continue
    const windowEndMs = Date.parse(localDateTimeToInstant(coachDate, window.end_time, zone) as string)
    for (let minute = first; minute < last; minute += step) {
      const time = formatClockTime(minute)
      if (!isExistingLocalTime(coachDate, time, zone)) continue
      const startMs = Date.parse(localDateTimeToInstant(coachDate, time, zone, 'earlier') as string)
      const endMs = startMs + sessionMs
      if (endMs > windowEndMs) break
      byStart.set(startMs, { startMs, endMs })
    }
  }
  return [...byStart.values()].sort((a, b) => a.startMs - b.startMs)
}

function overlapsBusy(hours: CoachHours, slot: Candidate, busy: Busy[]): boolean {
  const bufferMs = hours.buffer_minutes * MINUTE_MS
  const from = slot.startMs - bufferMs
  const to = slot.endMs + bufferMs
  return busy.some((interval) => from < Date.parse(interval.end) && Date.parse(interval.start) < to)
}

/** Why a slot from `candidateSlots` cannot be booked now, or null when it can. */
function refusal(hours: CoachHours, slot: Candidate, busy: Busy[], now: number): SlotRefusal | null {
  if (slot.startMs < now + NOTICE_MS) return 'notice'
  if (slot.startMs > now + HORIZON_MS) return 'horizon'
  if (overlapsBusy(hours, slot, busy)) return 'overlap'
  return null
}

function toSlot(slot: Candidate): Slot {
  return { start: new Date(slot.startMs).toISOString(), end: new Date(slot.endMs).toISOString() }
}

/** Coach-local dates overlapping the instants [fromMs, toMs). */
function coachDatesBetween(hours: CoachHours, fromMs: number, toMs: number): string[] {
  const first = instantToLocal(fromMs, hours.time_zone).date
  const last = instantToLocal(toMs - 1, hours.time_zone).date
  const dates: string[] = []
  for (let date = first; date <= last; date = addDays(date, 1)) dates.push(date)
  return dates
}

/** Bookable slots within [fromMs, toMs), in order. */
function freeSlotsBetween(hours: CoachHours, fromMs: number, toMs: number, busy: Busy[], now: number): Candidate[] {
  if (fromMs >= toMs) return []
  return coachDatesBetween(hours, fromMs, toMs)
    .flatMap((date) => candidateSlots(hours, date))
    .filter((slot) => slot.startMs >= fromMs && slot.startMs < toMs && refusal(hours, slot, busy, now) === null)
}

/** The slots starting on the viewer's local `day` (YYYY-MM-DD in `viewerZone`). */
export function slotsForLocalDay(hours: CoachHours, day: string, viewerZone: string, busy: Busy[], now: number): Slot[] {
  const bounds = localDayBounds(day, viewerZone)
  return freeSlotsBetween(hours, Date.parse(bounds.start), Date.parse(bounds.end), busy, now).map(toSlot)
}

/** The viewer-local dates of `month` (YYYY-MM in `viewerZone`) with at least one bookable slot. */
export function datesWithSlots(hours: CoachHours, month: string, viewerZone: string, busy: Busy[], now: number): string[] {
  const bounds = monthBounds(month, viewerZone)
  // Only the part of the month between the notice and the horizon can hold a bookable slot.
  const fromMs = Math.max(Date.parse(bounds.start), now + NOTICE_MS)
  const toMs = Math.min(Date.parse(bounds.end), now + HORIZON_MS + 1)
  const dates = freeSlotsBetween(hours, fromMs, toMs, busy, now).map(
    (slot) => instantToLocal(slot.startMs, viewerZone).date,
  )
  return [...new Set(dates)]
}

/** Null when `start` is a slot the lists would offer now; otherwise why not. */
export function checkSlot(hours: CoachHours, start: string, busy: Busy[], now: number): SlotRefusal | null {
  const startMs = Date.parse(start)
  if (!Number.isFinite(startMs)) return 'outside-hours'
  const coachDate = instantToLocal(startMs, hours.time_zone).date
  const slot = candidateSlots(hours, coachDate).find((candidate) => candidate.startMs === startMs)
  if (!slot) return 'outside-hours'
  return refusal(hours, slot, busy, now)
}

/** The first `count` bookable slots starting at or after `after` (epoch ms), up to the horizon. */
export function nextFreeSlots(hours: CoachHours, after: number, busy: Busy[], now: number, count = 3): Slot[] {
  const limitMs = now + HORIZON_MS + 1
  const found: Candidate[] = []
  let fromMs = Math.max(after, now + NOTICE_MS)
  // A week at a time, so a full diary does not generate sixty days of slots for three answers.
  while (found.length < count && fromMs < limitMs) {
    const toMs = Math.min(fromMs + 7 * DAY_MS, limitMs)
    found.push(...freeSlotsBetween(hours, fromMs, toMs, busy, now))
    fromMs = toMs
  }
  return found.slice(0, count).map(toSlot)
}
