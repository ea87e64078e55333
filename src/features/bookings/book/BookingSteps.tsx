import { lazy, Suspense } from 'react'
import { useSearchParams } from 'react-router'
import type { BookingAllowance, Coach } from '@/api/bookings/bookingTypes'
import { LoadingState } from '@/shared/states/LoadingState'
import { OfflineState } from '@/shared/states/OfflineState'
import { AllowanceNote } from './AllowanceNote'
import { readBookingSearch } from './bookingSearch'
import { CoachChooser } from './CoachChooser'
import { PlanRequiredCard } from './PlanRequiredCard'
import { useMinuteClock } from '@/shared/dates/useMinuteClock'

// The calendar, its times and the confirm form load once a coach is chosen, after the page draws:
// most visits start at the coaches, and the route stays within the member bundle budget
// (docs/architecture.md).
const CoachSteps = lazy(() =>
  import('./CoachSteps').then(
    (module) => ({ default: module.CoachSteps }),
    // Offline before it was ever loaded: say so, and let a reload ask again once the network is back.
    () => ({ default: StepsUnavailable }),
  ),
)

function StepsUnavailable() {
  return (
    <OfflineState onRetry={() => window.location.reload()}>
      The calendar could not load. Booking needs a connection; try again when you are online.
    </OfflineState>
  )
}

export interface BookingStepsProps {
  coaches: readonly Coach[]
  allowance: BookingAllowance
  timeZone: string
}

/** Steps 1–4 of booking, each kept in the URL: a coach, a day, a time, then a note and Confirm. */
export function BookingSteps({ coaches, allowance, timeZone }: BookingStepsProps) {
  const [search] = useSearchParams()
  const step = readBookingSearch(search)
  const coach = coaches.find((candidate) => candidate.id === step.coachId) ?? null
  const now = useMinuteClock()

  if (!allowance.eligible) return <PlanRequiredCard />

  if (!coach) {
    return (
      <section className="book-step" aria-labelledby="book-step-coach">
        <h2 id="book-step-coach" className="book-step__title">
          Choose a coach
        </h2>
        <AllowanceNote allowance={allowance} />
        <CoachChooser coaches={coaches} now={now} />
      </section>
    )
  }

  return (
    <Suspense fallback={<LoadingState label="Loading the calendar…" />}>
      <CoachSteps coach={coach} allowance={allowance} timeZone={timeZone} now={now} />
    </Suspense>
  )
}
