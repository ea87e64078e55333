import { useRef } from 'react'
import { useDataProvider } from 'ra-core'
import { ApiError, errorMessage } from '@/api/apiError'
import type { DbRecord } from '@/api/records/recordTypes'
import { useForm } from '@/shared/form/useForm'
import { Button } from '@/ui/button/Button'
import { Dialog } from '@/ui/dialog/Dialog'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { SelectField } from '@/ui/field/SelectField'
import { TextAreaField } from '@/ui/field/TextAreaField'
import { TextField } from '@/ui/field/TextField'
import type { AdminDataProvider } from '../engine/adminDataProvider'
import type { FieldDefinition, RecordAction } from '../engine/resourceDefinition'
import { zodFieldErrors } from '../engine/zodResolver'

/*
 * The dialog behind a record action: a confirm, or a small form (a decline's reason, a usage
 * charge's quantity) on the shared useForm, checked by the action's schema. The work is the admin
 * data provider's method the action names. The server's 400 lands under its field, nothing typed
 * is lost on a failure, and the dialog cannot be dismissed while the work runs.
 */

export interface RecordActionDialogProps {
  /** The engine's resource the record belongs to. */
  resource: string
  action: RecordAction | null
  record: DbRecord | null
  onClose: () => void
  /** After the work succeeded: the caller refreshes and says so. */
  onDone: (action: RecordAction, record: DbRecord) => void
}

type Texts = Record<string, string>

/** The form's text as the schema takes it: numbers as numbers, empty optional text as absent. */
function toValues(fields: readonly FieldDefinition[], texts: Texts): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const field of fields) {
    const text = texts[field.name] ?? ''
    if (field.kind === 'number') out[field.name] = text.trim() === '' ? undefined : Number(text)
    else out[field.name] = text
  }
  return out
}

export function RecordActionDialog({ action, record, ...props }: RecordActionDialogProps) {
  if (action === null || record === null) return <Dialog open={false} title="" />
  // Another record or action starts clean.
  return <OpenActionDialog key={`${action.name}:${record.id}`} action={action} record={record} {...props} />
}

function OpenActionDialog({ resource, action, record, onClose, onDone }: RecordActionDialogProps & { action: RecordAction; record: DbRecord }) {
  const dataProvider = useDataProvider<AdminDataProvider>()
  const fields = action.fields ?? []
  const { schema } = action
  const form = useForm<Texts>({
    initial: Object.fromEntries(fields.map((field) => [field.name, ''])),
    validate: schema ? (texts) => zodFieldErrors(schema, toValues(fields, texts)) : undefined,
    // Said once: under its field when the server names one, above the buttons otherwise.
    describeFailure: (failure) => (failure instanceof ApiError && fields.some((field) => failure.fieldErrors[field.name] === failure.message) ? '' : errorMessage(failure)),
  })
  const keepRef = useRef<HTMLButtonElement>(null)
  const formId = `admin-action-${resource}-${action.name}`

  const submit = form.handleSubmit(async (texts) => {
    await dataProvider[action.method](resource, { record, values: toValues(fields, texts) })
    onDone(action, record)
  })

  return (
    <Dialog
      open
      title={action.title(record)}
      description={action.description?.(record)}
      onClose={onClose}
      dismissible={!form.busy}
      initialFocusRef={fields.length === 0 ? keepRef : undefined}
      actions={
        <>
          <Button ref={keepRef} variant="secondary" onClick={onClose} disabled={form.busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant={action.tone === 'danger' ? 'danger' : 'primary'} busy={form.busy}>
            {form.busy ? action.busyLabel : action.confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className="admin-action-form" noValidate onSubmit={(event) => void submit(event)}>
        {fields.map((field) => (
          <ActionField key={field.name} field={field} {...form.field(field.name)} />
        ))}
        <FormErrorAlert message={form.formError || undefined} focusKey={form.settledSubmits} />
      </form>
    </Dialog>
  )
}

/** A field definition and what useForm's `field()` binds to its input. */
type ActionFieldProps = ReturnType<ReturnType<typeof useForm<Texts>>['field']> & { field: FieldDefinition }

function ActionField({ field, ...input }: ActionFieldProps) {
  const label = field.required ? `${field.label} (required)` : field.label
  if (field.kind === 'textarea') return <TextAreaField {...input} label={label} hint={field.hint} />
  if (field.kind === 'select') {
    return <SelectField {...input} label={label} placeholder={`Choose ${field.label.toLowerCase()}`} options={field.options ?? []} hint={field.hint} />
  }
  return <TextField {...input} label={label} inputMode={field.kind === 'number' ? 'numeric' : undefined} hint={field.hint} />
}
