import { CHALLENGE_KINDS, type ChallengeKind } from '@/api/challenges/challengeTypes'
import { KIND_EXPLANATION } from '@/shared/challenges/challengeWording'
import { describedBy, useFieldIds } from '@/ui/field/fieldIds'
import { KindIcon } from './KindIcon'
import '@/ui/field/field.css'
import './challenges.css'

const KIND_LABEL: Record<ChallengeKind, string> = { count: 'Moves', minutes: 'Minutes', streak: 'Streak' }

export interface KindFieldProps {
  name: string
  value: ChallengeKind
  onChange: (kind: ChallengeKind) => void
  /** The goal typed so far, put in place of N ("Watch 3 moves"). */
  goal: string
  error?: string
}

/** What a challenge counts, as three cards of radios, each explained in words with the goal filled in. */
export function KindField({ name, value, onChange, goal, error }: KindFieldProps) {
  const { id, errorId } = useFieldIds(undefined, error)
  const n = /^\d+$/.test(goal.trim()) ? goal.trim() : 'N'
  return (
    <fieldset className={['mt-field', 'challenge-kinds', error ? 'mt-field--invalid' : ''].filter(Boolean).join(' ')}>
      <legend className="mt-field__label">What counts</legend>
      <div className="challenge-kinds__options">
        {CHALLENGE_KINDS.map((kind) => {
          const optionId = `${id}-${kind}`
          return (
            <div key={kind} className="challenge-kinds__option">
              <input
                id={optionId}
                className="challenge-kinds__input"
                type="radio"
                name={name}
                value={kind}
                checked={value === kind}
                onChange={() => onChange(kind)}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(errorId)}
              />
              <label htmlFor={optionId} className="challenge-kinds__label">
                <KindIcon kind={kind} />
                <span className="challenge-kinds__name">{KIND_LABEL[kind]}</span>
                <span className="challenge-kinds__words">
                  {KIND_EXPLANATION[kind].replace('N', n)}
                </span>
              </label>
            </div>
          )
        })}
      </div>
      {error && (
        <p id={errorId} className="mt-field__error">
          {error}
        </p>
      )}
    </fieldset>
  )
}
