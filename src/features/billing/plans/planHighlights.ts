import { COACH_PLAN_NAME, COACH_SESSIONS_PER_MONTH } from '@/api/bookings/bookingTypes'
import type { PlanHighlight } from './PlanPicker'

/** The Coach plan, as the booking page sends members without it to the plans page (`?plan=coach`). */
export const COACH_HIGHLIGHT: PlanHighlight = {
  name: COACH_PLAN_NAME,
  badge: 'Includes coaching',
  note: `Includes ${COACH_SESSIONS_PER_MONTH} coaching sessions a month`,
  mentioned: /coaching sessions/i,
}

const HIGHLIGHTS = new Map<string, PlanHighlight>([['coach', COACH_HIGHLIGHT]])

/** The plan `?plan=` names, if it names one we mark. */
export function planHighlight(search: URLSearchParams): PlanHighlight | undefined {
  return HIGHLIGHTS.get(search.get('plan') ?? '')
}
