import { HttpResponse, http, type AnyHandler } from 'msw'
import type { DatesBody, SlotsBody } from '@/api/bookings/bookingTypes'
import { daysInMonth, weekdayOf } from '@/lib/time/plainCalendar'
import { addDays } from '@/lib/time/plainDates'
import { instantToLocal } from '@/lib/time/zonedTime'
import { londonCoach, slotsAt } from './bookFixtures.testing'

/*
 * Stories only: the scheduling reads answered without sign-in, so a story shows one state on its
 * own. Stories pass these as `parameters.msw` (which replaces the global handlers); the stories
 * test hands the same handlers to the Node mock.
 */

const BASE = '*/v3/api/custom/movetime/scheduling'
const STORY_ZONE = 'Europe/London'

/** The first weekday after today, in London: a day every story can open, whatever the date it is run. */
export function storyDay(): string {
  let day = addDays(instantToLocal(Date.now(), STORY_ZONE).date, 1)
  while (weekdayOf(day) > 5) day = addDays(day, 1)
  return day
}

export const STORY_TIMES = ['09:00', '10:00', '11:00'] as const

interface StoryBooking {
  /** The day's times, local to the coach; none for a day already full. */
  times?: readonly string[]
}

export function bookingStoryHandlers({ times = STORY_TIMES }: StoryBooking = {}): AnyHandler[] {
  const today = instantToLocal(Date.now(), STORY_ZONE).date
  return [
    http.post(`${BASE}/dates`, async ({ request }) => {
      const body = (await request.json()) as DatesBody
      const month = body.date.slice(0, 7)
      const dates = daysInMonth(month).filter((day) => day > today && weekdayOf(day) <= 5)
      return HttpResponse.json({ error: false, coach_id: body.userId, month, time_zone: body.tz, dates })
    }),
    http.post(`${BASE}/schedules`, async ({ request }) => {
      const body = (await request.json()) as SlotsBody
      return HttpResponse.json({ error: false, coach_id: body.userId, date: body.date, time_zone: body.tz, slots: slotsAt(body.date, times, londonCoach) })
    }),
  ]
}
