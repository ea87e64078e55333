import { useDeferredValue, useId, useMemo } from 'react'
import { useInput } from 'ra-core'
import { renderMarkdown } from '@/lib/html/renderMarkdown'
import { TextAreaField } from '@/ui/field/TextAreaField'
import type { FieldDefinition } from '../engine/resourceDefinition'
import { SandboxedHtml } from '../previews/SandboxedHtml'
import '../previews/previews.css'
import './markdownField.css'

/*
 * The engine's 'markdown' field: the Markdown as typed (what is stored) beside a live preview of
 * what readers will see. The preview is the app's one renderer, renderMarkdown (marked, then the one
 * sanitiser), drawn in a frame sandboxed without scripts: a <script> or an onerror in the text shows
 * nothing and runs nothing. The renderer sits in the lazy admin chunk, never on a member's first load.
 */

const textFormat = (value: unknown) => (typeof value === 'string' ? value : '')

export function MarkdownFieldInput({ field }: { field: FieldDefinition }) {
  const { field: input, fieldState } = useInput({ source: field.name, format: textFormat })
  const headingId = useId()
  const value = typeof input.value === 'string' ? input.value : ''
  // Typing stays quick on a long post: the preview catches up when the browser is free.
  const shown = useDeferredValue(value)
  const html = useMemo(() => renderMarkdown(shown), [shown])
  const label = field.required ? `${field.label} (required)` : field.label
  // react-hook-form focuses the first invalid field through this ref.
  const bound = { name: input.name, onBlur: input.onBlur, ref: input.ref } as { name: string; onBlur: () => void }

  return (
    <div className="admin-markdown">
      <TextAreaField
        {...bound}
        className="admin-markdown__editor"
        label={label}
        rows={18}
        spellCheck
        value={value}
        onChange={(event) => input.onChange(event.target.value)}
        error={fieldState.error?.message}
        hint={field.hint}
      />
      <section className="admin-markdown__preview" aria-labelledby={headingId}>
        <h3 id={headingId} className="admin-markdown__preview-title">
          {`Preview of ${field.label.toLowerCase()}`}
        </h3>
        {shown.trim() === '' ? (
          <p className="admin-preview__empty">Write in the box to see the post as readers will.</p>
        ) : (
          <SandboxedHtml html={html} title={`Preview of ${field.label.toLowerCase()}`} />
        )}
      </section>
    </div>
  )
}
