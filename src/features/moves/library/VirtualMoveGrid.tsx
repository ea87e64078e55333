import { memo, useEffect, useMemo, useRef, useState, type CSSProperties, type FocusEvent } from 'react'
import type { MoveSummary } from '@/api/moves/moveTypes'
import { MoveCard } from '@/shared/moves/MoveCard'
import { gridHeight, itemPosition } from './gridWindow'
import { MOVE_GRID_METRICS } from './moveGridMetrics'
import { useGridWindow } from './useGridWindow'
import './virtualMoveGrid.css'

const METRICS = MOVE_GRID_METRICS

/** Longer than a card stays mounted in a fling, shorter than a slow scroll takes to bring it on screen. */
export const FILL_DELAY_MS = 150

export interface VirtualMoveGridProps {
  moves: readonly MoveSummary[]
  /**
   * How many items the list holds, when only the first `moves` have been read yet: the grid is
   * sized for them all and marked busy until they are in.
   */
  count?: number
  /** Accessible name of the list. */
  label: string
}

/**
 * The library's grid: only the rows near the viewport are in the DOM, so 5,000 moves scroll like
 * fifty. Each item says where it sits in the whole list (aria-posinset/setsize), and the card
 * holding focus stays rendered when scrolled away, so keyboard users never lose their place.
 */
export function VirtualMoveGrid({ moves, count = moves.length, label }: VirtualMoveGridProps) {
  const listRef = useRef<HTMLUListElement>(null)
  const size = Math.max(count, moves.length)
  const { layout, range } = useGridWindow(listRef, size, METRICS)
  const [focusedId, setFocusedId] = useState<number | null>(null)
  // The rows a list first shows are drawn whole at once; a card outside them came with a scroll (or a
  // resize) and waits a moment for its details, heart and photo, which a fling never asks for.
  const [first, setFirst] = useState({ moves, range })
  if (first.moves !== moves || (first.range.end === 0 && range.end > 0)) setFirst({ moves, range })
  const cameWithScroll = (index: number) => first.moves === moves && first.range.end > 0 && (index < first.range.start || index >= first.range.end)

  const indices = useMemo(() => {
    const shown: number[] = []
    for (let i = range.start; i < range.end; i++) shown.push(i)
    const focusedIndex = focusedId === null ? -1 : moves.findIndex((move) => move.id === focusedId)
    if (focusedIndex >= 0 && (focusedIndex < range.start || focusedIndex >= range.end)) {
      shown.push(focusedIndex)
      shown.sort((a, b) => a - b)
    }
    return shown
  }, [range, focusedId, moves])

  const onBlur = (event: FocusEvent<HTMLUListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusedId(null)
  }

  const style = {
    height: gridHeight(layout, size),
    '--move-card-body-height': `${METRICS.cardBodyHeight}px`,
  } as CSSProperties

  return (
    <ul ref={listRef} className="virtual-move-grid" role="list" aria-label={label} aria-busy={size > moves.length || undefined} style={style} onBlur={onBlur}>
      {indices.map((index) => {
        const move = moves[index]
        if (!move) return null
        const { top, left } = itemPosition(layout, index)
        return (
          <li
            key={move.id}
            className="virtual-move-grid__item"
            aria-setsize={size}
            aria-posinset={index + 1}
            style={{ top, left, width: layout.columnWidth, height: layout.cardHeight }}
            onFocus={() => setFocusedId(move.id)}
          >
            <GridCard move={move} pending={cameWithScroll(index)} />
          </li>
        )
      })}
    </ul>
  )
}

/**
 * A card a scroll brings in draws its box, tint and title link at once, and its details, heart and
 * photo once it has stayed FILL_DELAY_MS: in a fling most cards are gone before that, and each whole
 * card's render, layout, paint and photo would have come out of the scroll's frames. The title link
 * is there from the start (and keeps its element), so Tab and a screen reader never skip a card.
 */
const GridCard = memo(function GridCard({ move, pending }: { move: MoveSummary; pending: boolean }) {
  // Read once: a card already drawn whole never goes back.
  const [waiting, setWaiting] = useState(pending)
  useEffect(() => {
    if (!waiting) return undefined
    const timer = setTimeout(() => setWaiting(false), FILL_DELAY_MS)
    return () => clearTimeout(timer)
  }, [waiting])
  return <MoveCard move={move} pending={waiting} />
})
