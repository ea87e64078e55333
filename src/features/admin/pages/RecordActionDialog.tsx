import { useId, useRef, useState, type FormEvent } from 'react'
import { ApiError } from '@/api/apiError'
import type { DbRecord } from '@/api/records/recordTypes'
import { Button } from '@/ui/button/Button'
import { Dialog } from '@/ui/dialog/Dialog'
import { FormAlert } from '@/ui/field/FormAlert'
import { SelectField } from '@/ui/field/SelectField'
import { TextAreaField } from '@/ui/field/TextAreaField'
import { TextField } from '@/ui/field/TextField'
import { errorText } from '../engine/errors'
import type { FieldDefinition, RecordAction } from '../engine/resourceDefinition'

/*
 * The dialog behind a record action: a confirm, or a small form (a decline's reason, a usage
 * charge's quantity) validated by the action's schema. The server's 400 lands under its field,
 * nothing typed is lost on a failure, and the dialog cannot be dismissed while the work runs.
 */

export interface RecordActionDialogProps {
  action: RecordAction | null
  record: DbRecord | null
  onClose: () => void
  /** After the work succeeded: the caller refreshes and says so. */
  onDone: (action: RecordAction, record: DbRecord) => void
}

/** The form's text as the schema takes it: numbers as numbers, empty optional text as absent. */
function toValues(fields: readonly FieldDefinition[], texts: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const field of fields) {
    const text = texts[field.name] ?? ''
    if (field.kind === 'number') out[field.name] = text.trim() === '' ? undefined : Number(text)
    else out[field.name] = text
  }
  return out
}

export function RecordActionDialog({ action, record, onClose, onDone }: RecordActionDialogProps) {
  const open = action !== null && record !== null
  const subject = open ? `${action.name}:${record.id}` : null
  const [shownFor, setShownFor] = useState(subject)
  const [texts, setTexts] = useState<Record<string, string>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState('')
  const [busy, setBusy] = useState(false)
  const keepRef = useRef<HTMLButtonElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const formId = useId()

  // Another record or action: start clean.
  if (subject !== shownFor) {
    setShownFor(subject)
    setTexts({})
    setErrors({})
    setFormError('')
  }
  if (!open) return <Dialog open={false} title="" />

  const fields = action.fields ?? []
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFormError('')
    const values = toValues(fields, texts)
    if (action.schema) {
      const parsed = action.schema.safeParse(values)
      if (!parsed.success) {
        const next: Record<string, string> = {}
        for (const issue of parsed.error.issues) {
          const key = String(issue.path[0] ?? '')
          if (key && !next[key]) next[key] = issue.message
        }
        setErrors(next)
        // The first invalid field takes focus, so a keyboard user lands on what needs fixing.
        const first = fields.find((field) => next[field.name])
        const control = first && formRef.current?.elements.namedItem(first.name)
        if (control instanceof HTMLElement) control.focus()
        return
      }
    }
    setErrors({})
    setBusy(true)
    try {
      await action.run(record, values)
      onDone(action, record)
    } catch (failure) {
      const fieldErrors = failure instanceof ApiError ? failure.fieldErrors : {}
      setErrors({ ...fieldErrors })
      // Said once: under its field when the server names one, above the buttons otherwise.
      const message = errorText(failure)
      setFormError(Object.values(fieldErrors).includes(message) ? '' : message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open
      title={action.title(record)}
      description={action.description?.(record)}
      onClose={onClose}
      dismissible={!busy}
      initialFocusRef={fields.length === 0 ? keepRef : undefined}
      actions={
        <>
          <Button ref={keepRef} variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant={action.tone === 'danger' ? 'danger' : 'primary'} busy={busy}>
            {busy ? action.busyLabel : action.confirmLabel}
          </Button>
        </>
      }
    >
      <form ref={formRef} id={formId} className="admin-action-form" noValidate onSubmit={(event) => void submit(event)}>
        {fields.map((field) => (
          <ActionField
            key={field.name}
            field={field}
            value={texts[field.name] ?? ''}
            error={errors[field.name]}
            onChange={(value) => setTexts((current) => ({ ...current, [field.name]: value }))}
          />
        ))}
        <FormAlert>{formError}</FormAlert>
      </form>
    </Dialog>
  )
}

function ActionField({ field, value, error, onChange }: { field: FieldDefinition; value: string; error?: string; onChange: (value: string) => void }) {
  const label = field.required ? `${field.label} (required)` : field.label
  if (field.kind === 'textarea') {
    return <TextAreaField name={field.name} label={label} value={value} error={error} hint={field.hint} onChange={(event) => onChange(event.target.value)} />
  }
  if (field.kind === 'select') {
    return (
      <SelectField
        name={field.name}
        label={label}
        value={value}
        placeholder={`Choose ${field.label.toLowerCase()}`}
        options={field.options ?? []}
        error={error}
        hint={field.hint}
        onChange={(event) => onChange(event.target.value)}
      />
    )
  }
  return (
    <TextField
      name={field.name}
      label={label}
      inputMode={field.kind === 'number' ? 'numeric' : undefined}
      value={value}
      error={error}
      hint={field.hint}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}
