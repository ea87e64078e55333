import type { ChangeEvent } from 'react'
import { Form, useGetList, useInput, useSaveContext } from 'ra-core'
import { useFormState, useWatch, type FieldValues } from 'react-hook-form'
import { UnsavedChangesGuard } from '@/shared/form/UnsavedChangesGuard'
import { useForm } from '@/shared/form/useForm'
import { Button } from '@/ui/button/Button'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { SelectField } from '@/ui/field/SelectField'
import { TextAreaField } from '@/ui/field/TextAreaField'
import { TextField } from '@/ui/field/TextField'
import { ButtonLink } from '@/ui/button/ButtonLink'
import { zodResolver } from '../engine/zodResolver'
import { DateTimeFieldInput } from './DateTimeFieldInput'
import { MarkdownFieldInput } from './MarkdownFieldInput'
import { SlugFieldInput } from './SlugFieldInput'
import { SuggestionList } from './SuggestionList'
import { TagsFieldInput } from './TagsFieldInput'
import { UploadFieldInput } from './UploadFieldInput'
import { fieldText, formFields, type FieldDefinition, type FieldOption, type ResourceDefinition } from '../engine/resourceDefinition'
import './resourcePages.css'

/*
 * The one create/edit form: fields drawn from the definition, client validation from its zod
 * schema, the server's 400 messages at their fields (ra-core sets them from the data provider's
 * body.errors), the server's reason above the form (the shared useForm's form-level message and
 * single submit, around ra-core's save), an unsaved-changes guard, and nothing typed lost on an
 * error (react-hook-form keeps the values; only a successful save leaves the page).
 */

export interface ResourceFormProps {
  definition: ResourceDefinition
  mode: 'create' | 'edit'
  /** The create form's starting values; the edit form starts from the record. */
  record?: Record<string, unknown>
}

export function ResourceForm({ definition, mode, record }: ResourceFormProps) {
  const { save } = useSaveContext()
  // Only the outcome: react-hook-form keeps the values, the shared form keeps the failure's reason.
  const outcome = useForm<Record<string, never>>({ initial: {} })
  const schema = mode === 'edit' ? (definition.editSchema ?? definition.schema) : definition.schema

  const onSubmit = async (values: FieldValues) => {
    let fieldErrors: Record<string, unknown> | undefined
    await outcome.submit(async () => {
      let failure: unknown
      // ra-core's save answers the server's field messages (for react-hook-form) and reports the failure here.
      const answer: unknown = await save?.(values, { onError: (error: unknown) => void (failure = error) })
      if (answer && typeof answer === 'object') fieldErrors = { ...answer }
      if (failure !== undefined) throw failure
    })
    return fieldErrors
  }

  const fields = (
    <>
      <FormErrorAlert message={outcome.formError} focusKey={outcome.formError ? outcome.settledSubmits : 0} />
      {formFields(definition, mode).map((field) => (
        <FormField key={`${field.name}-${mode}`} field={field} />
      ))}
      <FormActions definition={definition} mode={mode} />
    </>
  )
  return (
    <Form record={record} resolver={zodResolver(schema)} onSubmit={onSubmit} noValidate className={definition.preview ? 'admin-form--with-preview' : 'admin-form'}>
      {definition.preview ? (
        <>
          <div className="admin-form">{fields}</div>
          <LivePreview definition={definition} mode={mode} />
        </>
      ) : (
        fields
      )}
    </Form>
  )
}

/** The definition's preview beside the form, redrawn from the values as they are typed. */
function LivePreview({ definition, mode }: { definition: ResourceDefinition; mode: 'create' | 'edit' }) {
  const values = useWatch() as Record<string, unknown>
  const Preview = definition.preview!
  const headingId = `admin-preview-${definition.name}`
  return (
    <section className="admin-form__preview" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-form__preview-title">
        Preview
      </h2>
      <Preview values={values} mode={mode} />
    </section>
  )
}

function FormActions({ definition, mode }: { definition: ResourceDefinition; mode: 'create' | 'edit' }) {
  const { isDirty, isSubmitting } = useFormState()
  return (
    <div className="admin-form__actions">
      {/* A save in flight may leave the page: the guard is only for what is typed and not sent. */}
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
      <Button type="submit" busy={isSubmitting}>
        {isSubmitting ? 'Saving…' : mode === 'create' ? `Add ${definition.labels.singular}` : 'Save changes'}
      </Button>
      <ButtonLink variant="secondary" to={definition.paths.list}>
        Cancel
      </ButtonLink>
    </div>
  )
}

/** Kinds with an input of their own (a file upload, a date-time picker, Markdown, tags, a slug); every other kind is a FieldInput. */
function FormField({ field }: { field: FieldDefinition }) {
  if (field.readOnly) return <FieldInput field={field} />
  switch (field.kind) {
    case 'upload':
      return <UploadFieldInput field={field} />
    case 'datetime':
      return <DateTimeFieldInput field={field} />
    case 'markdown':
      return <MarkdownFieldInput field={field} />
    case 'tags':
      return <TagsFieldInput field={field} />
    case 'slug':
      return <SlugFieldInput field={field} />
    default:
      return <FieldInput field={field} />
  }
}

const identity = (value: unknown) => value
const emptyAsNull = (value: unknown) => (value === '' ? null : value)
const numberParse = (value: string) => (value.trim() === '' ? null : Number(value))
const numberFormat = (value: unknown) => (value === null || value === undefined || Number.isNaN(value) ? '' : String(value))
const textFormat = (value: unknown) => (value === null || value === undefined ? '' : String(value))

const INPUT_TYPES: Partial<Record<FieldDefinition['kind'], string>> = {
  email: 'email',
  url: 'url',
  password: 'password',
  date: 'date',
}

/** One field of a definition, bound to the form through ra-core's useInput. */
export function FieldInput({ field }: { field: FieldDefinition }) {
  const isNumber = field.kind === 'number' || field.numeric === true
  const { field: input, fieldState } = useInput({
    source: field.name,
    parse: isNumber ? numberParse : field.nullable ? emptyAsNull : identity,
    format: isNumber ? numberFormat : field.kind === 'boolean' ? identity : textFormat,
  })
  const error = fieldState.error?.message
  const label = field.required && !field.readOnly ? `${field.label} (required)` : field.label
  // react-hook-form focuses the first invalid field through this ref.
  const bound = { name: input.name, onBlur: input.onBlur, ref: input.ref } as { name: string; onBlur: () => void }
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => input.onChange(event.target.value)

  if (field.readOnly) {
    return <TextField label={field.label} name={field.name} value={fieldText(field, input.value)} readOnly hint={field.hint} />
  }
  if (field.reference) {
    return <ReferenceSelect field={field} label={label} value={input.value as string} onChange={onChange} bound={bound} error={error} />
  }
  switch (field.kind) {
    case 'textarea':
      return <TextAreaField {...bound} label={label} value={input.value as string} onChange={onChange} error={error} hint={field.hint} />
    case 'select':
      return (
        <SelectField
          {...bound}
          label={label}
          value={input.value as string}
          onChange={onChange}
          placeholder={`Choose ${field.label.toLowerCase()}`}
          options={field.options ?? []}
          error={error}
          hint={field.hint}
        />
      )
    case 'boolean':
      return <CheckboxInput field={field} checked={input.value === true} onChange={(checked) => input.onChange(checked)} bound={bound} error={error} />
    default:
      return (
        <>
          <TextField
            {...bound}
            label={label}
            type={INPUT_TYPES[field.kind] ?? 'text'}
            inputMode={isNumber ? 'numeric' : field.kind === 'money' ? 'decimal' : undefined}
            autoComplete={field.kind === 'password' ? 'new-password' : 'off'}
            list={field.suggest ? suggestionListId(field) : undefined}
            value={input.value as string}
            onChange={onChange}
            error={error}
            hint={field.hint}
          />
          {field.suggest && <SuggestionList id={suggestionListId(field)} suggest={field.suggest} />}
        </>
      )
  }
}

const suggestionListId = (field: FieldDefinition) => `admin-suggest-${field.name}`

/** A select whose choices are another resource's records (a price's plan), read through ra-core's cache. */
function ReferenceSelect({
  field,
  label,
  value,
  onChange,
  bound,
  error,
}: {
  field: FieldDefinition
  label: string
  value: string
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void
  bound: { name: string; onBlur: () => void }
  error?: string
}) {
  const reference = field.reference!
  const { data, isPending, error: loadError } = useGetList(reference.resource, { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'DESC' } })
  const options: FieldOption[] = (data ?? []).map((record) => ({ value: String(record.id), label: reference.label(record) }))
  const problem = loadError ? `The choices could not be loaded: ${loadError instanceof Error ? loadError.message : String(loadError)}` : undefined
  return (
    <SelectField
      {...bound}
      label={label}
      value={value === null || value === undefined ? '' : String(value)}
      onChange={onChange}
      placeholder={isPending ? 'Loading…' : `Choose ${field.label.toLowerCase()}`}
      options={options}
      error={error ?? problem}
      hint={field.hint}
    />
  )
}

function CheckboxInput({
  field,
  checked,
  onChange,
  bound,
  error,
}: {
  field: FieldDefinition
  checked: boolean
  onChange: (checked: boolean) => void
  bound: { name: string; onBlur: () => void }
  error?: string
}) {
  const id = `admin-field-${field.name}`
  return (
    <div className={['admin-check', error && 'admin-check--invalid'].filter(Boolean).join(' ')}>
      <input
        {...bound}
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : field.hint ? `${id}-hint` : undefined}
      />
      <label htmlFor={id}>{field.label}</label>
      {field.hint && (
        <p id={`${id}-hint`} className="mt-field__hint">
          {field.hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-field__error">
          {error}
        </p>
      )}
    </div>
  )
}
