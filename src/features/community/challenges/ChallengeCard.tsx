import { Link } from '@/ui/link/Link'
import type { ChallengeSummary } from '@/api/challenges/challengeTypes'
import { ChallengeProgressBar } from '@/shared/challenges/ChallengeProgressBar'
import { goalText, ordinal, participantsText, timingText } from '@/shared/challenges/challengeWording'
import { paths } from '@/shared/paths/routePaths'
import { Button } from '@/ui/button/Button'
import { memberName } from '@/shared/members/memberName'
import { QueuedBadge } from '../common/QueuedBadge'
import { dateRangeText } from '@/shared/challenges/challengeDates'
import { KindIcon } from './KindIcon'
import type { AnswerState, ChallengeAnswer } from './useChallengeAnswer'
import './challenges.css'

export interface ChallengeCardProps {
  challenge: ChallengeSummary
  /** The member's own date (YYYY-MM-DD), for "4 days left". */
  today: string
  /** The member's rank when the page knows it (a saved leaderboard, say). */
  rank?: number | null
  /** Given for an invitation: Join and Decline. */
  onAnswer?: (answer: ChallengeAnswer) => void
  answerState?: AnswerState
}

/**
 * One challenge in a list: its kind, title (the link to its page), goal in words, dates and what is
 * left, and my progress bar once I joined; an invitation carries Join and Decline instead.
 */
export function ChallengeCard({ challenge, today, rank, onAnswer, answerState }: ChallengeCardProps) {
  const progress = challenge.my_status === 'joined' ? challenge.my_progress : null
  const busy = answerState?.status === 'busy'
  const busyWith = (answer: ChallengeAnswer) => answerState?.status === 'busy' && answerState.answer === answer
  const invitedBy = challenge.my_status === 'invited' ? `${memberName(challenge.creator)} invited you` : null
  return (
    <li className={`challenge-card challenge-card--${challenge.status}`}>
      <div className="challenge-card__head">
        <KindIcon kind={challenge.kind} />
        <div className="challenge-card__heading">
          <h3 className="challenge-card__title">
            <Link to={paths.challenge(challenge.id)} className="challenge-card__link">
              {challenge.title}
            </Link>
          </h3>
          <p className="challenge-card__goal">{goalText(challenge)}</p>
        </div>
        {rank != null && progress && (
          <p className="challenge-card__rank">
            <span className="visually-hidden">Your place: </span>
            <span className="challenge-card__rank-value">{ordinal(rank)}</span>
            <span className="challenge-card__rank-of">of {challenge.participant_count}</span>
          </p>
        )}
      </div>
      <div className="challenge-card__meta">
        <p>
          <span>{dateRangeText(challenge.start_date, challenge.end_date)}</span>
          <span className={`challenge-card__timing challenge-card__timing--${challenge.status}`}>{timingText(challenge, today)}</span>
        </p>
        <p>
          <span>{participantsText(challenge.participant_count)}</span>
          {invitedBy && <span>{invitedBy}</span>}
        </p>
      </div>
      {progress && (
        <ChallengeProgressBar kind={challenge.kind} score={progress.score} goal={challenge.goal} completed={progress.completed} label={`Your progress in ${challenge.title}`} />
      )}
      {challenge.my_status === 'joined' && !progress && challenge.queued && <p className="challenge-card__note">Your progress shows once your join reaches the server.</p>}
      {challenge.queued && (
        <p className="challenge-card__queued">
          {challenge.my_status === 'joined' ? 'Joined' : 'Declined'} <QueuedBadge />
        </p>
      )}
      {onAnswer && !challenge.queued && (
        <div className="challenge-card__actions">
          <Button busy={busyWith('join')} disabled={busy} onClick={() => onAnswer('join')} aria-label={`Join ${challenge.title}`}>
            Join
          </Button>
          <Button
            variant="secondary"
            busy={busyWith('decline')}
            disabled={busy}
            onClick={() => onAnswer('decline')}
            aria-label={`Decline ${challenge.title}`}
          >
            Decline
          </Button>
        </div>
      )}
      {answerState?.status === 'failed' && (
        <p className="challenge-card__error" role="alert">
          {answerState.message}
        </p>
      )}
    </li>
  )
}
