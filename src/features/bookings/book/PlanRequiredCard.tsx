import { useId } from 'react'
import { COACH_SESSIONS_PER_MONTH } from '@/api/bookings/bookingTypes'
import { paths } from '@/shared/paths/routePaths'
import { ButtonLink } from '@/ui/button/ButtonLink'

export const PLAN_REQUIRED_TEXT = {
  title: 'Sessions with a coach come with the Coach plan',
  body: `The Coach plan includes ${COACH_SESSIONS_PER_MONTH} live sessions a month with a MoveTime coach, booked here at times shown in your own time zone.`,
  link: 'See the Coach plan',
} as const

/** The plans page with the Coach plan marked and scrolled to. */
export const COACH_PLAN_LINK = `${paths.plans}?plan=coach`

/** Said instead of the booking steps to a member whose plan has no coaching. */
export function PlanRequiredCard() {
  const titleId = useId()
  return (
    <section className="plan-required" aria-labelledby={titleId}>
      <h2 id={titleId} className="plan-required__title">
        {PLAN_REQUIRED_TEXT.title}
      </h2>
      <p className="plan-required__body">{PLAN_REQUIRED_TEXT.body}</p>
      <div>
        <ButtonLink to={COACH_PLAN_LINK}>{PLAN_REQUIRED_TEXT.link}</ButtonLink>
      </div>
    </section>
  )
}
