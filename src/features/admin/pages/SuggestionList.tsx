import { useGetList } from 'ra-core'
import type { FieldDefinition } from '../engine/resourceDefinition'

/**
 * The names a text field offers while the admin types (a `<datalist>`): another resource's records,
 * read through ra-core's cache. A name not on the list can still be typed.
 */
export function SuggestionList({ id, suggest }: { id: string; suggest: NonNullable<FieldDefinition['suggest']> }) {
  const { data } = useGetList(suggest.resource, { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } })
  return (
    <datalist id={id}>
      {(data ?? []).map((record) => (
        <option key={record.id} value={suggest.label(record)} />
      ))}
    </datalist>
  )
}
