import type { ReactNode } from 'react'
import { Link } from '@/ui/link/Link'
import type { ChallengeDetails } from '@/api/challenges/challengeTypes'
import { goalText, KIND_NAME, ordinal, participantsText, timingText } from '@/shared/challenges/challengeWording'
import { paths } from '@/shared/paths/routePaths'
import { memberName } from '@/shared/members/memberName'
import { QueuedBadge } from '../common/QueuedBadge'
import { dateRangeText } from '@/shared/challenges/challengeDates'
import { KindIcon } from './KindIcon'
import { ProgressRing } from './ProgressRing'
import './challenges.css'

export interface ChallengeOverviewProps {
  details: ChallengeDetails
  meId: number | null
  /** The member's own date (YYYY-MM-DD). */
  today: string
  /** Join, Decline, Invite, Refresh: whichever fit. */
  actions: ReactNode
}

/** The top of a challenge's page: what it asks in words, when, who made it, and my ring with my place. */
export function ChallengeOverview({ details, meId, today, actions }: ChallengeOverviewProps) {
  const { challenge, leaderboard, days_left: daysLeft } = details
  const progress = challenge.my_status === 'joined' ? challenge.my_progress : null
  const myEntry = meId === null ? undefined : leaderboard.find((entry) => entry.member.id === meId)
  return (
    <section className="challenge-overview" aria-label="About this challenge">
      {/* First on a phone, where the ring is the page's headline; beside the facts on wider screens. */}
      {progress && (
        <div className="challenge-overview__mine">
          <ProgressRing kind={challenge.kind} score={progress.score} goal={challenge.goal} completed={progress.completed} />
          {myEntry && (
            <p className="challenge-overview__place">
              {challenge.status === 'finished' ? 'You finished' : 'You’re'} <strong>{ordinal(myEntry.rank)}</strong> of {leaderboard.length}
            </p>
          )}
        </div>
      )}
      <div className="challenge-overview__about">
        <div className="challenge-overview__goal-row">
          <KindIcon kind={challenge.kind} size="large" />
          <div>
            <p className="challenge-overview__kind">{KIND_NAME[challenge.kind]} challenge</p>
            <p className="challenge-overview__goal">{goalText(challenge)}</p>
          </div>
        </div>
        <dl className="challenge-facts">
          <div>
            <dt>Dates</dt>
            <dd>{dateRangeText(challenge.start_date, challenge.end_date)}</dd>
          </div>
          <div>
            <dt>{challenge.status === 'active' ? 'Days left' : 'When'}</dt>
            <dd>
              <span className={`challenge-pill challenge-pill--${challenge.status}`}>{timingText(challenge, today, daysLeft)}</span>
            </dd>
          </div>
          <div>
            <dt>Created by</dt>
            <dd>{challenge.creator.id === meId ? 'You' : memberName(challenge.creator)}</dd>
          </div>
          <div>
            <dt>Taking part</dt>
            <dd>{participantsText(challenge.participant_count)}</dd>
          </div>
          {challenge.group_id !== null && (
            <div>
              <dt>For a group</dt>
              <dd>
                <Link to={paths.group(challenge.group_id)}>Open the group</Link>
              </dd>
            </div>
          )}
        </dl>
        {challenge.description && <p className="challenge-overview__description">{challenge.description}</p>}
        {challenge.queued && (
          <p className="challenge-overview__queued">
            {challenge.my_status === 'joined' ? 'You joined.' : 'You declined.'} <QueuedBadge />
          </p>
        )}
        {actions}
      </div>
    </section>
  )
}
