import type { Coach } from '@/api/bookings/bookingTypes'
import { ButtonLink } from '@/ui/button/ButtonLink'
import { CoachCard } from '../common/CoachCard'
import { bookingQuery } from './bookingSearch'

export interface CoachChooserProps {
  coaches: readonly Coach[]
  now: number
}

/** Step 1: every coach as a card, each with a link to their free days. */
export function CoachChooser({ coaches, now }: CoachChooserProps) {
  return (
    <ul className="coach-chooser" aria-label="Coaches">
      {coaches.map((coach) => (
        <li key={coach.id}>
          <CoachCard
            coach={coach}
            now={now}
            headingLevel={3}
            action={
              <ButtonLink to={{ search: bookingQuery({ coachId: coach.id }) }}>
                Choose{' '}
                <span className="visually-hidden">{coach.name}</span>
              </ButtonLink>
            }
          />
        </li>
      ))}
    </ul>
  )
}
