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
import { readLibraryFirstScreenEarly, useLibrary } from '@/shared/moves/useLibrary'
import { ButtonLink } from '@/ui/button/ButtonLink'
import { useLibraryQuery } from './useLibraryQuery'
import { VirtualMoveGrid } from './VirtualMoveGrid'
import './libraryPage.css'

const EMPTY_INDEX: MoveSearchIndex = []

/** /user/library and /explore: every move the member may see, searchable and filterable. */
/** Its route's loader awaits this beside the code, so the first render draws the device's newest moves. */
export const readFirstScreen = readLibraryFirstScreenEarly

export function LibraryPage() {
  const remote = useLibrary({ firstScreen: true })
  const { filters, setFilters, clearFilters } = useLibraryQuery()
  const searchRef = useRef<HTMLDivElement>(null)

  const data = remoteData(remote.state)
  const library = data?.moves ?? null
  // Only the newest moves are in yet: the rest follow in a moment, and a search waits for them.
  const total = data?.firstScreen?.total ?? library?.length ?? 0
  const searchable = library !== null && !data?.firstScreen
  const index = useMemo(() => (library && searchable ? buildSearchIndex(library) : EMPTY_INDEX), [library, searchable])
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
        <LibraryFilters filters={filters} onChange={setFilters} resultCount={searchable ? results.length : undefined} />
      </div>

      <MovesContent remote={remote} loading="Loading the library…" savedOnDevice>
        {({ moves }) => (
          <>
            <div className="library-page__summary">
              <p role="status" className="library-page__count">
                {countText(total, searchable ? results.length : null, filtered)}
              </p>
              {filtered && (
                <Button variant="secondary" onClick={clear}>
                  Clear filters
                </Button>
              )}
            </div>
            <LibraryResults total={total} loaded={searchable ? results : moves} complete={searchable} filtered={filtered} onClear={clear} />
          </>
        )}
      </MovesContent>
    </div>
  )
}

/** `shown` is null while only the first screen is in: a search cannot count its matches yet. */
function countText(total: number, shown: number | null, filtered: boolean): string {
  if (total === 0) return ''
  if (shown !== null) return resultCountText(shown, total, filtered)
  return filtered ? `Searching all ${resultCountText(total, total, false)}…` : resultCountText(total, total, false)
}

interface LibraryResultsProps {
  /** Every move in the library. */
  total: number
  /** The results, or while only the first screen is in, the newest moves. */
  loaded: MoveSummary[]
  complete: boolean
  filtered: boolean
  onClear: () => void
}

function LibraryResults({ total, loaded, complete, filtered, onClear }: LibraryResultsProps) {
  if (total === 0) {
    return (
      <EmptyState
        title="The library is empty"
        action={<ButtonLink to={paths.addMove}>Add a move</ButtonLink>}
      >
        No moves have been published yet. Add your own and it will show here.
      </EmptyState>
    )
  }
  // A search over the first screen alone would miss most matches: it waits for the rest (the count says so).
  if (!complete) return filtered ? null : <VirtualMoveGrid moves={loaded} count={total} label="Moves" />
  if (loaded.length === 0) {
    return (
      <EmptyState title="No moves match" action={<Button onClick={onClear}>Clear filters</Button>}>
        Try fewer words or fewer filters.
      </EmptyState>
    )
  }
  return <VirtualMoveGrid moves={loaded} label="Moves" />
}
