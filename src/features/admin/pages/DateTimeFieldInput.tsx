import { useInput } from 'ra-core'
import { TextField } from '@/ui/field/TextField'
import type { FieldDefinition } from '../engine/resourceDefinition'

/*
 * The engine's editable 'datetime' field: a native date-and-time picker in the admin's own time
 * zone, stored as an ISO instant (what the mock's schemas and docs/product.md §3's meeting times hold).
 */

const pad = (value: number) => String(value).padStart(2, '0')

/** ISO instant → `YYYY-MM-DDTHH:mm` in local time, as datetime-local shows it. */
export function toLocalInput(value: unknown): string {
  if (typeof value !== 'string' || value === '') return ''
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** `YYYY-MM-DDTHH:mm` (local) → ISO instant; anything unreadable is kept as typed, for the schema to name. */
export function fromLocalInput(value: string): string {
  if (value === '') return ''
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : date.toISOString()
}

export function DateTimeFieldInput({ field }: { field: FieldDefinition }) {
  const { field: input, fieldState } = useInput({ source: field.name, parse: fromLocalInput, format: toLocalInput })
  const label = field.required ? `${field.label} (required)` : field.label
  // react-hook-form focuses the first invalid field through this ref (React 19 passes it as a prop).
  const bound = { name: input.name, onBlur: input.onBlur, ref: input.ref } as { name: string; onBlur: () => void }
  return (
    <TextField
      {...bound}
      label={label}
      type="datetime-local"
      value={input.value as string}
      onChange={(event) => input.onChange(event.target.value)}
      error={fieldState.error?.message}
      hint={field.hint}
    />
  )
}
