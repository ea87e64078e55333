import { useRef, useState, type KeyboardEvent } from 'react'
import { useInput } from 'ra-core'
import { Button } from '@/ui/button/Button'
import { describedBy, useFieldIds } from '@/ui/field/fieldIds'
import type { FieldDefinition } from '../engine/resourceDefinition'
import { SuggestionList } from './SuggestionList'
import '@/ui/field/field.css'
import './tagsField.css'

/*
 * The engine's 'tags' field: a list of names. Typed names are added with Enter, a comma or "Add"
 * (and when the admin leaves the box, so a name typed and not yet added is not lost on save); each
 * has its own remove button. Known names are offered while typing; a new one is simply typed.
 */

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [])

export function TagsFieldInput({ field }: { field: FieldDefinition }) {
  const { field: input, fieldState } = useInput({ source: field.name, format: asList })
  const tags = asList(input.value)
  const [draft, setDraft] = useState('')
  const [status, setStatus] = useState('')
  const box = useRef<HTMLInputElement | null>(null)
  const error = fieldState.error?.message
  const hint = field.hint ?? 'Type a tag and press Enter. Separate several with commas.'
  const { id, hintId, errorId } = useFieldIds(hint, error)
  const listId = `${id}-suggestions`
  const label = field.required ? `${field.label} (required)` : field.label

  const add = () => {
    const known = new Set(tags.map((tag) => tag.toLowerCase()))
    const added: string[] = []
    for (const name of draft.split(',').map((part) => part.trim().replace(/\s+/g, ' '))) {
      if (!name || known.has(name.toLowerCase())) continue
      known.add(name.toLowerCase())
      added.push(name)
    }
    setDraft('')
    if (added.length === 0) return
    input.onChange([...tags, ...added])
    setStatus(`Added ${added.join(', ')}.`)
  }

  const remove = (tag: string) => {
    input.onChange(tags.filter((candidate) => candidate !== tag))
    setStatus(`Removed ${tag}.`)
    box.current?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the tag rather than submitting the whole form.
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault()
      add()
    }
  }

  return (
    <fieldset className={['mt-field', 'admin-tags', error ? 'mt-field--invalid' : ''].filter(Boolean).join(' ')}>
      <legend className="mt-field__label">{label}</legend>
      {tags.length > 0 ? (
        <ul className="admin-tags__list" aria-label={`${field.label} chosen`}>
          {tags.map((tag) => (
            <li key={tag} className="admin-tags__tag">
              <span>{tag}</span>
              <button type="button" className="admin-tags__remove" aria-label={`Remove ${tag}`} onClick={() => remove(tag)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="admin-tags__none">None yet.</p>
      )}
      <div className="admin-tags__add">
        <label className="admin-tags__add-label" htmlFor={id}>
          {`${field.label} to add`}
        </label>
        <div className="admin-tags__add-row">
          <input
            ref={(element) => {
              box.current = element
              // react-hook-form focuses the first invalid field through this ref.
              input.ref(element)
            }}
            id={id}
            name={input.name}
            className="mt-field__input"
            type="text"
            autoComplete="off"
            list={field.suggest ? listId : undefined}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              if (draft.trim()) add()
              input.onBlur()
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(hintId, errorId)}
          />
          <Button variant="secondary" onClick={add} disabled={draft.trim() === ''}>
            Add
          </Button>
        </div>
      </div>
      <p id={hintId} className="mt-field__hint">
        {hint}
      </p>
      {error && (
        <p id={errorId} className="mt-field__error">
          {error}
        </p>
      )}
      {field.suggest && <SuggestionList id={listId} suggest={field.suggest} />}
      <p role="status" className="visually-hidden">
        {status}
      </p>
    </fieldset>
  )
}
