import { useCallback, useDeferredValue, useMemo, useRef } from 'react'
import type { MoveSummary } from '@/api/moves/moveTypes'
import { paths } from '@/shared/paths/routePaths'
import { remoteData } from '@/shared/remote/remoteState'
import { EmptyState } from '@/shared/states/EmptyState'
import { Button } from '@/ui/button/Button'
import { TextField } from '@/ui/field/TextField'
import { MovesContent } from '../states/MovesContent'
import { buildSearchIndex, filterMoves, type MoveSearchIndex } from './filterMoves'
import { LibraryFilters } from './LibraryFilters'
import { hasActiveFilters } from './moveFilters'
import { resultCountText } from './resultCountText'
import { useLibrary } from '@/shared/moves/useLibrary'
import { ButtonLink } from '@/ui/button/ButtonLink'
import { useLibraryQuery } from './useLibraryQuery'
import { VirtualMoveGrid } from './VirtualMoveGrid'
import './libraryPage.css'

const EMPTY_INDEX: MoveSearchIndex = []

/** /user/library and /explore: every move the member may see, searchable and filterable. */
export function LibraryPage() {
  const remote = useLibrary()
  const { filters, setFilters, clearFilters } = useLibraryQuery()
  const searchRef = useRef<HTMLDivElement>(null)

  const library = remoteData(remote.state)?.moves ?? null
  const index = useMemo(() => (library ? buildSearchIndex(library) : EMPTY_INDEX), [library])
  // The box updates with every keystroke; the grid may lag a frame behind on slow phones.
  const deferredFilters = useDeferredValue(filters)
  const results = useMemo(() => filterMoves(index, deferredFilters), [index, deferredFilters])
  const filtered = hasActiveFilters(filters)

  const clear = useCallback(() => {
    clearFilters()
    // The button may vanish with the filters; focus must not fall back to the page's start.
    searchRef.current?.querySelector('input')?.focus()
  }, [clearFilters])

  return (
    <div className="library-page">
      <h1 className="library-page__title">Move library</h1>
      <div className="library-page__tools">
        <div ref={searchRef} role="search" className="library-page__search">
          <TextField
            label="Search moves"
            name="q"
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            hint="A name, body area or equipment"
            value={filters.text}
            onChange={(event) => setFilters({ ...filters, text: event.target.value })}
          />
        </div>
        <LibraryFilters filters={filters} onChange={setFilters} resultCount={library ? results.length : undefined} />
      </div>

      <MovesContent remote={remote} loading="Loading the library…" savedOnDevice>
        {({ moves }) => (
          <>
            <div className="library-page__summary">
              <p role="status" className="library-page__count">
                {moves.length > 0 && resultCountText(results.length, moves.length, filtered)}
              </p>
              {filtered && (
                <Button variant="secondary" onClick={clear}>
                  Clear filters
                </Button>
              )}
            </div>
            <LibraryResults library={moves} results={results} onClear={clear} />
          </>
        )}
      </MovesContent>
    </div>
  )
}

function LibraryResults({ library, results, onClear }: { library: MoveSummary[]; results: MoveSummary[]; onClear: () => void }) {
  if (library.length === 0) {
    return (
      <EmptyState
        title="The library is empty"
        action={<ButtonLink to={paths.addMove}>Add a move</ButtonLink>}
      >
        No moves have been published yet. Add your own and it will show here.
      </EmptyState>
    )
  }
  if (results.length === 0) {
    return (
      <EmptyState title="No moves match" action={<Button onClick={onClear}>Clear filters</Button>}>
        Try fewer words or fewer filters.
      </EmptyState>
    )
  }
  return <VirtualMoveGrid moves={results} label="Moves" />
}
