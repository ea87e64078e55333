import { useEffect, useRef } from 'react'
import { useInput } from 'ra-core'
import { useFormContext, useWatch } from 'react-hook-form'
import { slugify } from '@/api/blog/blogRules'
import { TextField } from '@/ui/field/TextField'
import type { FieldDefinition } from '../engine/resourceDefinition'

/*
 * The engine's 'slug' field: while it is empty or still the one made from its source field (a
 * post's title), it follows that field as the admin types; once the admin types a slug of their own
 * it stays theirs (emptied, it follows the title again). A record that already has a slug keeps
 * it when its title changes: the slug is its public address, and links to it must keep working.
 */

const textFormat = (value: unknown) => (typeof value === 'string' ? value : '')

export function SlugFieldInput({ field }: { field: FieldDefinition }) {
  const { field: input, fieldState } = useInput({ source: field.name, format: textFormat })
  const source = field.derivedFrom ?? 'title'
  const sourceText = useWatch({ name: source }) as unknown
  const { setValue } = useFormContext()
  const value = typeof input.value === 'string' ? input.value : ''
  // Follows the source when it starts empty (a new record); an existing slug is the admin's.
  const follows = useRef(value === '')

  useEffect(() => {
    if (!follows.current) return
    const made = slugify(typeof sourceText === 'string' ? sourceText : '')
    setValue(field.name, made, { shouldDirty: true })
  }, [sourceText, field.name, setValue])

  const label = field.required ? `${field.label} (required)` : field.label
  const bound = { name: input.name, onBlur: input.onBlur, ref: input.ref } as { name: string; onBlur: () => void }
  return (
    <TextField
      {...bound}
      label={label}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      value={value}
      onChange={(event) => {
        const typed = event.target.value
        // Emptied: the server makes it from the title, and it follows the title again from here.
        follows.current = typed === ''
        input.onChange(typed)
      }}
      error={fieldState.error?.message}
      hint={field.hint}
    />
  )
}
