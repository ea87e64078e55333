import type { ChallengeStatus } from '@/api/challenges/challengeTypes'
import { endEverywhere, firstMomentAnywhere } from '@/lib/time/dayBounds'
import { daysBetween, type PlainDate } from '@/lib/time/plainDates'
import { localDate } from '@/lib/time/timeZones'

/*
 * When a challenge runs. Each member's day is their own, so a challenge is open while its dates
 * are "today" for anyone: from the start date's 00:00 in the earliest zone (UTC+14) to the end
 * date's 24:00 in the latest (UTC−12). Joining, inviting and the freeze on goals follow these two
 * instants; the days left are counted on the viewer's own calendar.
 */

export interface ChallengeDates {
  start_date: PlainDate
  end_date: PlainDate
}

export function opensAt(dates: ChallengeDates): number {
  return firstMomentAnywhere(dates.start_date)
}

export function closesAt(dates: ChallengeDates): number {
  return endEverywhere(dates.end_date)
}

export function challengeStatus(dates: ChallengeDates, now: number): ChallengeStatus {
  if (now < opensAt(dates)) return 'upcoming'
  if (now >= closesAt(dates)) return 'finished'
  return 'active'
}

/** Its goal, kind and dates are frozen from this moment. */
export function hasStarted(dates: ChallengeDates, now: number): boolean {
  return now >= opensAt(dates)
}

/**
 * The challenge's days still ahead on the viewer's calendar, today included: all of them before
 * it starts there, none once its last day is over there (or everywhere).
 */
export function daysLeft(dates: ChallengeDates, now: number, zone: string): number {
  if (challengeStatus(dates, now) === 'finished') return 0
  const today = localDate(now, zone)
  if (today > dates.end_date) return 0
  const from = today > dates.start_date ? today : dates.start_date
  return daysBetween(from, dates.end_date) + 1
}
