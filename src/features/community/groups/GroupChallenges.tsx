import { Link } from '@/ui/link/Link'
import type { ChallengeStatus, ChallengeSummary } from '@/api/challenges/challengeTypes'
import { paths } from '@/shared/paths/routePaths'
import { ButtonLink } from '@/ui/button/ButtonLink'
import { dateRangeText } from '@/shared/challenges/challengeDates'
import { goalText, participantsText } from '@/shared/challenges/challengeWording'
import './groups.css'

export interface GroupChallengesProps {
  groupId: number
  challenges: ChallengeSummary[]
}

const STATUS_LABEL: Record<ChallengeStatus, string> = { upcoming: 'Upcoming', active: 'On now', finished: 'Finished' }

/** The group's challenges, running ones first; each opens its own page. */
export function GroupChallenges({ groupId, challenges }: GroupChallengesProps) {
  const order = { active: 0, upcoming: 1, finished: 2 } as const
  const sorted = [...challenges].sort((a, b) => order[a.status] - order[b.status] || a.start_date.localeCompare(b.start_date))
  const create = (
    <ButtonLink variant="secondary" to={paths.newGroupChallenge(groupId)}>
      Create a challenge for this group
    </ButtonLink>
  )
  if (sorted.length === 0) {
    return (
      <div className="group-empty">
        <p>No challenges yet. Set one for everyone here: a number of moves, minutes, or a streak.</p>
        {create}
      </div>
    )
  }
  return (
    <>
      <ul className="group-challenges">
        {sorted.map((challenge) => (
          <li key={challenge.id} className="group-challenge">
            <div className="group-challenge__text">
              <p className="group-challenge__title">
                <Link to={paths.challenge(challenge.id)}>{challenge.title}</Link>
              </p>
              <p className="group-challenge__detail">
                {goalText(challenge)} · {dateRangeText(challenge.start_date, challenge.end_date)} · {participantsText(challenge.participant_count)}
              </p>
            </div>
            <span className={`group-challenge__status group-challenge__status--${challenge.status}`}>{STATUS_LABEL[challenge.status]}</span>
          </li>
        ))}
      </ul>
      <div>{create}</div>
    </>
  )
}
