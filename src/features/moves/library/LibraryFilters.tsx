import { lazy, Suspense, useId, useState, useSyncExternalStore } from 'react'
import { FilterGroups, selectedFilterCount } from './FilterGroups'
import type { MoveFilters } from './moveFilters'
import './libraryFilters.css'

// Phones only, and only once asked for: the sheet is not needed to draw the library.
const LibraryFilterSheet = lazy(() => import('./LibraryFilterSheet').then((module) => ({ default: module.LibraryFilterSheet })))

export interface LibraryFiltersProps {
  filters: MoveFilters
  onChange: (filters: MoveFilters) => void
  /** How many moves the current filters leave, for the sheet's "Show N moves". */
  resultCount?: number
}

const WIDE_QUERY = '(min-width: 768px)'

function subscribeWide(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {}
  const query = window.matchMedia(WIDE_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
/** Where media queries are unknown (jsdom), the inline panel: everything stays on the page. */
const isWide = () => typeof window.matchMedia !== 'function' || window.matchMedia(WIDE_QUERY).matches

/**
 * The library's filters: on tablets and desktops an inline panel shown from the start; on phones a
 * Filters button that opens them in a bottom sheet, so the list comes first.
 */
export function LibraryFilters({ filters, onChange, resultCount }: LibraryFiltersProps) {
  const wide = useSyncExternalStore(subscribeWide, isWide, () => true)
  const panelId = useId()
  const [panelOpen, setPanelOpen] = useState(true)
  const [sheetOpen, setSheetOpen] = useState(false)
  const selectedCount = selectedFilterCount(filters)
  const label = (
    <>
      <svg className="library-filters__icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
        <path d="M4 6h16M7 12h10M10 18h4" />
      </svg>
      Filters
      {selectedCount > 0 && (
        <>
          {' '}
          <span className="library-filters__count">({selectedCount} selected)</span>
        </>
      )}
    </>
  )

  if (!wide) {
    return (
      <div className="library-filters">
        <button type="button" className="library-filters__toggle" aria-haspopup="dialog" aria-expanded={sheetOpen} onClick={() => setSheetOpen(true)}>
          {label}
        </button>
        {sheetOpen && (
          <Suspense fallback={null}>
            <LibraryFilterSheet open filters={filters} onChange={onChange} onClose={() => setSheetOpen(false)} resultCount={resultCount} />
          </Suspense>
        )}
      </div>
    )
  }

  return (
    <div className="library-filters">
      <button type="button" className="library-filters__toggle" aria-expanded={panelOpen} aria-controls={panelId} onClick={() => setPanelOpen((o) => !o)}>
        {label}
      </button>
      <div id={panelId} className="library-filters__panel" hidden={!panelOpen}>
        <FilterGroups filters={filters} onChange={onChange} />
      </div>
    </div>
  )
}
