import { BODY_AREAS, DIFFICULTIES, EQUIPMENT } from '@/api/moves/moveTypes'
import { difficultyLabel, equipmentLabel } from '@/shared/moves/moveLabels'
import { DURATION_BUCKETS, type MoveFilters } from './moveFilters'
import '@/ui/field/checkChip.css'
import './libraryFilters.css'

type ListKey = Exclude<keyof MoveFilters, 'text'>

interface Group<K extends ListKey> {
  key: K
  legend: string
  options: ReadonlyArray<{ value: MoveFilters[K][number]; label: string }>
}

export const FILTER_GROUPS = [
  { key: 'areas', legend: 'Body area', options: BODY_AREAS.map((value) => ({ value, label: value })) } satisfies Group<'areas'>,
  { key: 'equipment', legend: 'Equipment', options: EQUIPMENT.map((value) => ({ value, label: equipmentLabel(value) })) } satisfies Group<'equipment'>,
  { key: 'difficulties', legend: 'Difficulty', options: DIFFICULTIES.map((value) => ({ value, label: difficultyLabel(value) })) } satisfies Group<'difficulties'>,
  { key: 'durations', legend: 'Duration', options: DURATION_BUCKETS.map(({ id, label }) => ({ value: id, label })) } satisfies Group<'durations'>,
] as const

/** How many filter values are chosen, across every kind (the search text aside). */
export function selectedFilterCount(filters: MoveFilters): number {
  return FILTER_GROUPS.reduce((sum, group) => sum + filters[group.key].length, 0)
}

function toggled<T>(selected: readonly T[], value: T): T[] {
  return selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]
}

export interface FilterGroupsProps {
  filters: MoveFilters
  onChange: (filters: MoveFilters) => void
}

/** Checkbox groups, one fieldset per kind: native controls, so keyboard and screen readers just work. */
export function FilterGroups({ filters, onChange }: FilterGroupsProps) {
  const toggle = (key: ListKey, value: string) => {
    const selected: readonly string[] = filters[key]
    onChange({ ...filters, [key]: toggled(selected, value) })
  }
  return (
    <>
      {FILTER_GROUPS.map((group) => (
        <fieldset key={group.key} className="library-filters__group">
          <legend className="library-filters__legend">{group.legend}</legend>
          <div className="library-filters__options">
            {group.options.map((option) => {
              const selected: readonly string[] = filters[group.key]
              return (
                <label key={option.value} className="mt-check-chip">
                  <input type="checkbox" checked={selected.includes(option.value)} onChange={() => toggle(group.key, option.value)} />
                  <span>{option.label}</span>
                </label>
              )
            })}
          </div>
        </fieldset>
      ))}
    </>
  )
}
