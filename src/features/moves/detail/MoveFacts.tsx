import type { MoveSummary } from '@/api/moves/moveTypes'
import { formatLongDuration } from '@/shared/moves/formatDuration'
import { difficultyLabel, equipmentLabel } from '@/shared/moves/moveLabels'
import './moveFacts.css'

/** Body area, equipment, difficulty and duration as a description list (term and value read together). */
export function MoveFacts({ move }: { move: Pick<MoveSummary, 'body_area' | 'equipment' | 'difficulty' | 'duration_seconds'> }) {
  const facts: Array<[string, string]> = [
    ['Body area', move.body_area],
    ['Equipment', equipmentLabel(move.equipment)],
    ['Difficulty', difficultyLabel(move.difficulty)],
    ['Duration', formatLongDuration(move.duration_seconds)],
  ]
  return (
    <dl className="move-facts">
      {facts.map(([term, value]) => (
        <div key={term} className="move-facts__item">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
