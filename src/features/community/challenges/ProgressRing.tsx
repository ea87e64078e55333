import type { ChallengeKind } from '@/api/challenges/challengeTypes'
import { progressShare, progressText, scoreText } from '@/shared/challenges/challengeWording'
import './challenges.css'

export interface ProgressRingProps {
  kind: ChallengeKind
  score: number
  goal: number
  completed: boolean
  /** Names the ring for screen readers. */
  label?: string
}

const SIZE = 132
const STROKE = 12
const RADIUS = (SIZE - STROKE) / 2
const CIRCUMFERENCE = 2 * Math.PI * RADIUS

/**
 * The member's progress as a ring (Apple's activity rings, one of them), the score in its middle
 * and the words under it. A progressbar for assistive technology, valued in words ("2 of 3 moves").
 */
export function ProgressRing({ kind, score, goal, completed, label = 'Your progress' }: ProgressRingProps) {
  const share = progressShare(score, goal)
  const text = progressText(kind, score, goal)
  const [amount, ...unit] = scoreText(kind, score).split(' ')
  return (
    <div
      className={['challenge-ring', completed ? 'challenge-ring--done' : ''].filter(Boolean).join(' ')}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={goal}
      aria-valuenow={Math.min(score, goal)}
      aria-valuetext={completed ? `${text}, completed` : text}
    >
      <div className="challenge-ring__dial">
        <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true" focusable="false">
          <circle className="challenge-ring__track" cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} strokeWidth={STROKE} fill="none" />
          {share > 0 && (
            <circle
              className="challenge-ring__fill"
              cx={SIZE / 2}
              cy={SIZE / 2}
              r={RADIUS}
              strokeWidth={STROKE}
              fill="none"
              strokeLinecap="round"
              strokeDasharray={CIRCUMFERENCE}
              strokeDashoffset={CIRCUMFERENCE * (1 - share)}
              transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
            />
          )}
        </svg>
        <p className="challenge-ring__centre" aria-hidden="true">
          <span className="challenge-ring__score">{amount}</span>
          <span className="challenge-ring__unit">{unit.join(' ')}</span>
        </p>
      </div>
      <p className="challenge-ring__caption" aria-hidden="true">
        {text}
        {completed && <span className="challenge-badge">Completed</span>}
      </p>
    </div>
  )
}
