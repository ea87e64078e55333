import { useCallback, useDeferredValue, useMemo, useRef } from 'react'
import { Link } from 'react-router'
import { useLibrary } from './useLibrary'
import { Button } from '@/ui/button/Button'
import { buttonClassName } from '@/ui/button/buttonClassName'
import { TextField } from '@/ui/field/TextField'
import { MovesFromDevice, MovesLoadFailed, MovesLoading } from '../card/MoveListStates'
import { ADD_MOVE_PATH } from '../card/movePaths'
import { buildSearchIndex, filterMoves, type MoveSearchIndex } from './filterMoves'
import { LibraryFilters } from './LibraryFilters'
import { hasActiveFilters } from './moveFilters'
import { resultCountText } from './resultCountText'
import { useLibraryQuery } from './useLibraryQuery'
import { VirtualMoveGrid } from './VirtualMoveGrid'
import './libraryPage.css'

const EMPTY_INDEX: MoveSearchIndex = []

/** /user/library and /explore: every move the member may see, searchable and filterable. */
export function LibraryPage() {
  const { state, retry } = useLibrary()
  const { filters, setFilters, clearFilters } = useLibraryQuery()
  const searchRef = useRef<HTMLDivElement>(null)

  const library = (state.status === 'ready' || state.status === 'empty') ? state.data.moves : null
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
      <div ref={searchRef} role="search" className="library-page__search">
        <TextField
          label="Search moves"
          name="q"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          value={filters.text}
          onChange={(event) => setFilters({ ...filters, text: event.target.value })}
        />
      </div>
      <LibraryFilters filters={filters} onChange={setFilters} />

      {state.status === 'loading' && <MovesLoading label="Loading the library…" />}
      {state.status === 'error' && <MovesLoadFailed message={state.message} onRetry={retry} />}
      {(state.status === 'ready' || state.status === 'empty') && state.saved && (
        <MovesFromDevice syncedAt={state.data.syncedAt} message={state.saved.message} onRetry={retry} />
      )}
      {library && (
        <>
          <div className="library-page__summary">
            <p role="status" className="library-page__count">
              {library.length > 0 && resultCountText(results.length, library.length, filtered)}
            </p>
            {filtered && (
              <Button variant="secondary" onClick={clear}>
                Clear filters
              </Button>
            )}
          </div>
          {library.length === 0 && (
            <div className="move-list-empty">
              <h2>The library is empty</h2>
              <p>No moves have been published yet. Add your own and it will show here.</p>
              <Link className={buttonClassName('primary')} to={ADD_MOVE_PATH}>
                Add a move
              </Link>
            </div>
          )}
          {library.length > 0 && results.length === 0 && (
            <div className="move-list-empty">
              <h2>No moves match</h2>
              <p>Try fewer words or fewer filters.</p>
              <Button onClick={clear}>Clear filters</Button>
            </div>
          )}
          {results.length > 0 && <VirtualMoveGrid moves={results} label="Moves" />}
        </>
      )}
    </div>
  )
}
