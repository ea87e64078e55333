import type { ReactNode } from 'react'
import type { MoveSummary } from '@/api/moves/moveTypes'
import { MoveCard } from '@/shared/moves/MoveCard'
import './moveGrid.css'

export interface MoveGridProps {
  moves: readonly MoveSummary[]
  /** Accessible name of the list, e.g. "Your favourites". */
  label: string
  actions?: (move: MoveSummary) => ReactNode
  showFavourite?: boolean
}

/** All cards at once: for the member's own short lists. The library uses VirtualMoveGrid. */
export function MoveGrid({ moves, label, actions, showFavourite }: MoveGridProps) {
  return (
    <ul className="move-grid" role="list" aria-label={label}>
      {moves.map((move) => (
        <li key={move.id} className="move-grid__item">
          <MoveCard move={move} actions={actions?.(move)} showFavourite={showFavourite} />
        </li>
      ))}
    </ul>
  )
}
