import type { ChallengeKind } from '@/api/challenges/challengeTypes'
import { progressShare, progressText } from './challengeWording'
import './challengeProgress.css'

export interface ChallengeProgressBarProps {
  kind: ChallengeKind
  score: number
  goal: number
  completed: boolean
  /** Names the bar for screen readers, e.g. "Your progress in 3 moves this week". */
  label: string
}

/**
 * A slim progress bar with its words under it ("2 of 3 moves"). A progressbar role, so the words
 * are read as its value rather than as a loose line of text.
 */
export function ChallengeProgressBar({ kind, score, goal, completed, label }: ChallengeProgressBarProps) {
  const text = progressText(kind, score, goal)
  return (
    <div className="challenge-bar">
      <div
        className={['challenge-bar__track', completed ? 'challenge-bar__track--done' : ''].filter(Boolean).join(' ')}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={goal}
        aria-valuenow={Math.min(score, goal)}
        aria-valuetext={completed ? `${text}, completed` : text}
      >
        <span className="challenge-bar__fill" style={{ width: `${progressShare(score, goal) * 100}%` }} />
      </div>
      <p className="challenge-bar__text" aria-hidden="true">
        {text}
        {completed && <span className="challenge-bar__done">Completed</span>}
      </p>
    </div>
  )
}
