import { useId, useState } from 'react'
import { BODY_AREAS, DIFFICULTIES, EQUIPMENT } from '@/api/moves/moveTypes'
import { difficultyLabel, equipmentLabel } from '@/shared/moves/moveLabels'
import { DURATION_BUCKETS, type MoveFilters } from './moveFilters'
import './libraryFilters.css'

type ListKey = Exclude<keyof MoveFilters, 'text'>

interface Group<K extends ListKey> {
  key: K
  legend: string
  options: ReadonlyArray<{ value: MoveFilters[K][number]; label: string }>
}

const GROUPS = [
  { key: 'areas', legend: 'Body area', options: BODY_AREAS.map((value) => ({ value, label: value })) } satisfies Group<'areas'>,
  { key: 'equipment', legend: 'Equipment', options: EQUIPMENT.map((value) => ({ value, label: equipmentLabel(value) })) } satisfies Group<'equipment'>,
  { key: 'difficulties', legend: 'Difficulty', options: DIFFICULTIES.map((value) => ({ value, label: difficultyLabel(value) })) } satisfies Group<'difficulties'>,
  { key: 'durations', legend: 'Duration', options: DURATION_BUCKETS.map(({ id, label }) => ({ value: id, label })) } satisfies Group<'durations'>,
] as const

export interface LibraryFiltersProps {
  filters: MoveFilters
  onChange: (filters: MoveFilters) => void
}

/** Phones get the list first; wide screens have room to show the filters from the start. */
const startsOpen = () => typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 768px)').matches

function toggled<T>(selected: readonly T[], value: T): T[] {
  return selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]
}

/** Checkbox groups, one fieldset per kind: native controls, so keyboard and screen readers just work. */
export function LibraryFilters({ filters, onChange }: LibraryFiltersProps) {
  const panelId = useId()
  const [open, setOpen] = useState(startsOpen)
  const selectedCount = GROUPS.reduce((sum, group) => sum + filters[group.key].length, 0)

  const toggle = (key: ListKey, value: string) => {
    const selected: readonly string[] = filters[key]
    onChange({ ...filters, [key]: toggled(selected, value) })
  }

  return (
    <div className="library-filters">
      <button
        type="button"
        className="library-filters__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        Filters{selectedCount > 0 && <span className="library-filters__count"> ({selectedCount} selected)</span>}
      </button>
      <div id={panelId} className="library-filters__panel" hidden={!open}>
        {GROUPS.map((group) => (
          <fieldset key={group.key} className="library-filters__group">
            <legend className="library-filters__legend">{group.legend}</legend>
            <div className="library-filters__options">
              {group.options.map((option) => {
                const selected: readonly string[] = filters[group.key]
                return (
                  <label key={option.value} className="library-filters__option">
                    <input type="checkbox" checked={selected.includes(option.value)} onChange={() => toggle(group.key, option.value)} />
                    <span>{option.label}</span>
                  </label>
                )
              })}
            </div>
          </fieldset>
        ))}
      </div>
    </div>
  )
}
