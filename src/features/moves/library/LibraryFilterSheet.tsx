import { useRef } from 'react'
import { Button } from '@/ui/button/Button'
import { Dialog } from '@/ui/dialog/Dialog'
import { FilterGroups } from './FilterGroups'
import { NO_FILTERS, type MoveFilters } from './moveFilters'
import './libraryFilters.css'

export interface LibraryFilterSheetProps {
  open: boolean
  filters: MoveFilters
  onChange: (filters: MoveFilters) => void
  onClose: () => void
  /** How many moves the current filters leave, when the library has loaded. */
  resultCount?: number
}

/**
 * The filters on a phone: a bottom sheet that is a real modal dialog (the page behind is inert,
 * focus starts on the first group and goes back to the Filters button on close). Choices apply as
 * they are made, so the count on the button is always what closing will show.
 */
export function LibraryFilterSheet({ open, filters, onChange, onClose, resultCount }: LibraryFilterSheetProps) {
  // Focus starts at the top of the choices (not on a checkbox, which a stray tap would toggle).
  const groupsRef = useRef<HTMLDivElement>(null)
  const show = resultCount === undefined ? 'Show moves' : `Show ${resultCount} ${resultCount === 1 ? 'move' : 'moves'}`
  return (
    <Dialog
      open={open}
      title="Filters"
      onClose={onClose}
      className="library-filter-sheet"
      initialFocusRef={groupsRef}
      actions={
        <>
          <Button variant="secondary" onClick={() => onChange({ ...NO_FILTERS, text: filters.text })}>
            Clear all
          </Button>
          <Button onClick={onClose}>{show}</Button>
        </>
      }
    >
      <div ref={groupsRef} tabIndex={-1} className="library-filter-sheet__groups">
        <FilterGroups filters={filters} onChange={onChange} />
      </div>
    </Dialog>
  )
}
