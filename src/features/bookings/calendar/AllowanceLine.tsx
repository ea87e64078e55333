import { useId } from 'react'
import type { BookingAllowance } from '@/api/bookings/bookingTypes'
import { BOOKING_MESSAGES } from '@/api/bookings/bookingTypes'
import { paths } from '@/shared/paths/routePaths'
import { ButtonLink } from '@/ui/button/ButtonLink'
import { monthNameText } from '../common/sessionTime'

/** The plans page with the Coach plan picked out. */
export const COACH_PLAN_LINK = `${paths.plans}?plan=coach`

/** "1 of 2 sessions used in December", as a small meter. */
export function AllowanceLine({ allowance }: { allowance: BookingAllowance }) {
  const { used, limit, month } = allowance
  const full = used >= limit
  const text = `${used} of ${limit} ${limit === 1 ? 'session' : 'sessions'} used in ${monthNameText(month)}`
  return (
    <div className={['allowance', full ? 'allowance--full' : ''].filter(Boolean).join(' ')}>
      <p className="allowance__text">
        {text}
        {full && <span className="allowance__hint"> · You can book again from next month.</span>}
      </p>
      <span className="allowance__pips" aria-hidden="true">
        {Array.from({ length: limit }, (_, index) => (
          <span key={index} className={['allowance__pip', index < used ? 'allowance__pip--used' : ''].filter(Boolean).join(' ')} />
        ))}
      </span>
    </div>
  )
}

/** Without the Coach plan: what booking needs, and the way to it. */
export function CoachPlanCard({ hasBookings }: { hasBookings: boolean }) {
  const titleId = useId()
  return (
    <section className="coach-plan-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="coach-plan-card__title">
        Live sessions with a coach
      </h2>
      <p className="coach-plan-card__text">
        {BOOKING_MESSAGES.planRequired} It includes two live sessions a month with a MoveTime coach, at times that suit you.
        {hasBookings && ' Your earlier sessions stay listed here.'}
      </p>
      <ButtonLink to={COACH_PLAN_LINK}>See the Coach plan</ButtonLink>
    </section>
  )
}
