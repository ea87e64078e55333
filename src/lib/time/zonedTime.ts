import * as Instant from 'temporal-polyfill/fns/Instant'
import * as PlainDate from 'temporal-polyfill/fns/PlainDate'
import * as PlainDateTime from 'temporal-polyfill/fns/PlainDateTime'
import * as ZonedDateTime from 'temporal-polyfill/fns/ZonedDateTime'
import { addMonths, isPlainMonth } from './plainCalendar'
import { addDays, isPlainDate } from './plainDates'

/**
 * Local clock times in named IANA zones and the instants they mean. Zone rules come from
 * temporal-polyfill (which reads them through Intl with an explicit zone), so nothing here depends
 * on the machine's own zone: a test run under TZ=Pacific/Chatham gives the same answers as one
 * under UTC. Non-existent local times (a spring-forward gap) and repeated ones (a fall-back fold)
 * follow Temporal's disambiguation: 'compatible' moves a gap time forward by the gap's length and
 * picks the earlier of two repeated times.
 *
 * Calendar arithmetic that needs no zone (adding days or months, weekdays, month grids) lives in
 * plainCalendar and plainDates, which load no Temporal.
 */

export type Disambiguation = 'compatible' | 'earlier' | 'later' | 'reject'

export interface LocalMoment {
  /** YYYY-MM-DD */
  date: string
  /** HH:MM */
  time: string
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: number
  /** The zone's UTC offset at that instant, e.g. +01:00. */
  offset: string
}

const TIME = /^(\d{2}):(\d{2})$/

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0')
}

function parseDate(date: string): [number, number, number] {
  if (!isPlainDate(date)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`)
  return [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))]
}

/** Minutes after midnight; 24:00 is allowed as the end of a day. */
export function parseClockTime(time: string): number {
  const match = TIME.exec(time)
  const hours = Number(match?.[1])
  const minutes = Number(match?.[2])
  if (!match || minutes > 59 || hours > 24 || (hours === 24 && minutes !== 0)) {
    throw new RangeError(`Not a clock time (HH:MM): ${time}`)
  }
  return hours * 60 + minutes
}

/** HH:MM for minutes after midnight (0 … 1439). */
export function formatClockTime(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
}

function toEpochMs(instant: string | number): number {
  const ms = typeof instant === 'number' ? instant : Date.parse(instant)
  if (!Number.isFinite(ms)) throw new RangeError(`Not an instant: ${String(instant)}`)
  return ms
}

function toIso(ms: number): string {
  return new Date(ms).toISOString()
}

function plainDateTime(date: string, time: string): PlainDateTime.Record {
  const [year, month, day] = parseDate(date)
  const minutes = parseClockTime(time)
  // 24:00 is the next day's 00:00.
  if (minutes === 24 * 60) {
    const [nextYear, nextMonth, nextDay] = parseDate(addDays(date, 1))
    return PlainDateTime.create(nextYear, nextMonth, nextDay, 0, 0)
  }
  return PlainDateTime.create(year, month, day, Math.floor(minutes / 60), minutes % 60)
}

function zonedEpochMs(date: string, time: string, zone: string, disambiguation: Exclude<Disambiguation, 'reject'>): number {
  return PlainDateTime.toZonedDateTime(plainDateTime(date, time), zone, { disambiguation }).epochMilliseconds
}

/**
 * The instant a local date and clock time mean in `zone`, as an ISO UTC string. Null only with
 * 'reject' for a time the zone skips or repeats that day.
 */
export function localDateTimeToInstant(
  date: string,
  time: string,
  zone: string,
  disambiguation: Disambiguation = 'compatible',
): string | null {
  if (disambiguation === 'reject') {
    if (!isExistingLocalTime(date, time, zone) || isRepeatedLocalTime(date, time, zone)) return null
    return toIso(zonedEpochMs(date, time, zone, 'earlier'))
  }
  return toIso(zonedEpochMs(date, time, zone, disambiguation))
}

/** False for a clock time the zone skips that day (a spring-forward gap). */
export function isExistingLocalTime(date: string, time: string, zone: string): boolean {
  const wanted = plainDateTime(date, time)
  const zoned = PlainDateTime.toZonedDateTime(wanted, zone, { disambiguation: 'earlier' })
  return (
    zoned.year === wanted.year &&
    zoned.month === wanted.month &&
    zoned.day === wanted.day &&
    zoned.hour === wanted.hour &&
    zoned.minute === wanted.minute
  )
}

/** True for a clock time the zone shows twice that day (a fall-back fold). */
export function isRepeatedLocalTime(date: string, time: string, zone: string): boolean {
  return (
    isExistingLocalTime(date, time, zone) &&
    zonedEpochMs(date, time, zone, 'earlier') !== zonedEpochMs(date, time, zone, 'later')
  )
}

/** What a clock on the wall in `zone` shows at the instant. Seconds are dropped, not rounded. */
export function instantToLocal(instant: string | number, zone: string): LocalMoment {
  const zoned = Instant.toZonedDateTimeISO(Instant.fromEpochMilliseconds(toEpochMs(instant)), zone)
  return {
    date: `${pad(zoned.year, 4)}-${pad(zoned.month)}-${pad(zoned.day)}`,
    time: `${pad(zoned.hour)}:${pad(zoned.minute)}`,
    weekday: ZonedDateTime.dayOfWeek(zoned),
    offset: ZonedDateTime.offset(zoned),
  }
}

/** The wall clock in `zone` at the instant, to the second: YYYY-MM-DDTHH:MM:SS. */
export function instantToLocalDateTime(instant: string | number, zone: string): string {
  const zoned = Instant.toZonedDateTimeISO(Instant.fromEpochMilliseconds(toEpochMs(instant)), zone)
  return `${pad(zoned.year, 4)}-${pad(zoned.month)}-${pad(zoned.day)}T${pad(zoned.hour)}:${pad(zoned.minute)}:${pad(zoned.second)}`
}

function startOfLocalDayMs(date: string, zone: string): number {
  const [year, month, day] = parseDate(date)
  // Temporal's start of day: midnight, or the first existing moment when midnight is skipped.
  return PlainDate.toZonedDateTime(PlainDate.create(year, month, day), { timeZone: zone }).epochMilliseconds
}

/** The local day's first instant and the next day's first instant (a day may last 23 or 25 hours). */
export function localDayBounds(date: string, zone: string): { start: string; end: string } {
  return { start: toIso(startOfLocalDayMs(date, zone)), end: toIso(startOfLocalDayMs(addDays(date, 1), zone)) }
}

/** The calendar month (YYYY-MM) the instant falls in, in `zone`. */
export function monthOf(instant: string | number, zone: string): string {
  return instantToLocal(instant, zone).date.slice(0, 7)
}

/** The first instant of the month and the first instant of the next, in `zone`. */
export function monthBounds(month: string, zone: string): { start: string; end: string } {
  if (!isPlainMonth(month)) throw new RangeError(`Not a month (YYYY-MM): ${month}`)
  return {
    start: toIso(startOfLocalDayMs(`${month}-01`, zone)),
    end: toIso(startOfLocalDayMs(`${addMonths(month, 1)}-01`, zone)),
  }
}
