import type { ColumnDefinition, FieldOption, FilterDefinition } from '../engine/resourceDefinition'

/** Pieces most definitions' lists share, so each definition lists only what is its own. */

/** The record's id as the first, sortable column. */
export const idColumn: ColumnDefinition = { field: 'id', label: 'Id', sortable: true }

/** Find one record by its id. */
export const idFilter: FilterDefinition = { name: 'id', label: 'Id', kind: 'number' }

/** Select options from a list of lower-case values, each shown capitalised ("beginner" → "Beginner"). */
export const choices = (values: readonly string[]): FieldOption[] => values.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) }))

/** Long text cut for a list cell: at most `max` characters, the last an ellipsis when it was cut. */
export const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)
