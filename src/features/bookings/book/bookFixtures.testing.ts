import type { BookingAllowance, Coach, CoachesResponse, Slot } from '@/api/bookings/bookingTypes'
import { localDateTimeToInstant } from '@/lib/time/zonedTime'

/** Test- and story-only: coaches, allowances and slots shaped as the scheduling calls answer. */

export const londonCoach: Coach = {
  id: 501,
  name: 'Ava Brooks',
  time_zone: 'Europe/London',
  photo_url: null,
  bio: 'Strength and mobility coach. Ten years helping people move without pain.',
  session_minutes: 45,
  buffer_minutes: 15,
  rating: { average: 4.7, count: 12 },
}

export const newYorkCoach: Coach = {
  id: 502,
  name: 'Marcus Reid',
  time_zone: 'America/New_York',
  photo_url: null,
  bio: 'Runner and former sprinter; form, pacing and getting back after injury.',
  session_minutes: 30,
  buffer_minutes: 10,
  rating: { average: null, count: 0 },
}

export const STORY_COACHES: Coach[] = [londonCoach, newYorkCoach]

export function allowance(overrides: Partial<BookingAllowance> = {}): BookingAllowance {
  return { eligible: true, month: new Date().toISOString().slice(0, 7), time_zone: 'America/Los_Angeles', used: 0, limit: 2, ...overrides }
}

export function coachesAnswer(overrides: Partial<BookingAllowance> = {}, coaches: Coach[] = STORY_COACHES): CoachesResponse {
  return { error: false, coaches, allowance: allowance(overrides) }
}

/** A coach's slots on a day: local clock times in the coach's zone, `minutes` long. */
export function slotsAt(date: string, times: readonly string[], coach: Coach = londonCoach): Slot[] {
  return times.map((time) => {
    const start = localDateTimeToInstant(date, time, coach.time_zone) as string
    return { start, end: new Date(Date.parse(start) + coach.session_minutes * 60_000).toISOString() }
  })
}
