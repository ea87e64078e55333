import type { ChallengeDetails } from '@/api/challenges/challengeTypes'
import { Button } from '@/ui/button/Button'
import { memberName } from '@/shared/members/memberName'
import type { AnswerState, ChallengeAnswer } from './useChallengeAnswer'
import './challenges.css'

export interface ChallengeActionsProps {
  details: ChallengeDetails
  /** The server can be reached: inviting and refreshing need it; joining and declining do not. */
  connected: boolean
  answerState?: AnswerState
  onAnswer: (answer: ChallengeAnswer) => void
  onInvite: () => void
  onRefresh: () => void
  refreshing: boolean
  refreshError?: string
}

export const ACTIONS_NEED_NETWORK = 'Inviting and refreshing need a connection.'

/**
 * What I can do here: answer an invitation (offline too: it waits in the outbox), or, once in,
 * invite others and ask the server to recount. Progress itself is never typed: it comes from the
 * moves I watch.
 */
export function ChallengeActions({ details, connected, answerState, onAnswer, onInvite, onRefresh, refreshing, refreshError }: ChallengeActionsProps) {
  const { challenge } = details
  if (challenge.status === 'finished' || challenge.queued) return null
  const busyWith = (answer: ChallengeAnswer) => answerState?.status === 'busy' && answerState.answer === answer
  const busy = answerState?.status === 'busy'
  const failure = answerState?.status === 'failed' ? answerState.message : refreshError

  if (challenge.my_status !== 'joined') {
    const invitedBy = challenge.my_status === 'invited' ? `${memberName(challenge.creator)} invited you.` : challenge.my_status === 'declined' ? 'You declined this challenge.' : 'You can join this group challenge.'
    return (
      <div className="challenge-actions">
        <p className="challenge-actions__lead">{invitedBy}</p>
        <div className="challenge-actions__buttons">
          <Button busy={busyWith('join')} disabled={busy} onClick={() => onAnswer('join')}>
            Join
          </Button>
          {challenge.my_status !== 'declined' && (
            <Button variant="secondary" busy={busyWith('decline')} disabled={busy} onClick={() => onAnswer('decline')}>
              Decline
            </Button>
          )}
        </div>
        {failure && (
          <p className="challenge-actions__error" role="alert">
            {failure}
          </p>
        )}
      </div>
    )
  }

  return (
    <div className="challenge-actions">
      <div className="challenge-actions__buttons">
        <Button variant="secondary" onClick={onInvite} disabled={!connected}>
          Invite
        </Button>
        {challenge.status === 'active' && (
          <Button variant="ghost" onClick={onRefresh} busy={refreshing} disabled={!connected}>
            {refreshing ? 'Refreshing…' : 'Refresh'}
          </Button>
        )}
      </div>
      {!connected && <p className="challenge-actions__note">{ACTIONS_NEED_NETWORK}</p>}
      {challenge.status === 'active' && connected && <p className="challenge-actions__note">Your progress counts the moves you watch; Refresh recounts it now.</p>}
      {failure && (
        <p className="challenge-actions__error" role="alert">
          {failure}
        </p>
      )}
    </div>
  )
}
