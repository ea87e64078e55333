import type { ComponentType } from 'react'
import type { ZodType } from 'zod'
import type { DbRecord, RecordId } from '@/api/records/recordTypes'
import type { UploadKind } from '@/api/uploads/uploadTypes'
import type { AdminActionName } from './adminDataProvider'

/*
 * One admin resource described as data (docs/architecture.md "The admin engine"): its records, fields, columns,
 * filters, validation, the names of its actions and its docs/product.md §2 paths written out; the calls behind
 * it live in the admin data provider (../providers). The generic pages (list, create, edit,
 * show) and the admin routes are built from this; no page is written per resource.
 */

/**
 * 'markdown': a Markdown editor with a live preview (renderMarkdown, in a sandboxed frame); 'tags': a
 * list of names, added and removed one by one; 'slug': made from the field `derivedFrom` names until
 * the admin types one of their own.
 */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'select'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'url'
  | 'email'
  | 'password'
  | 'upload'
  | 'money'
  | 'markdown'
  | 'tags'
  | 'slug'

export interface FieldOption {
  value: string
  label: string
}

export interface FieldDefinition {
  /** The record's field (the column of the table, as the records call names it). */
  name: string
  label: string
  kind: FieldKind
  /** Choices of a select. */
  options?: readonly FieldOption[]
  /** An 'upload' field: the files it takes, and where they are stored (docs/product.md §7 `upload`, or `s3/upload` for large media). */
  upload?: { accept: UploadKind; storage: 'server' | 's3' }
  /** Choices of a select read from another resource (its records' ids), e.g. a price's plan. */
  reference?: { resource: string; label: (record: DbRecord) => string }
  /**
   * Names offered while typing, read from another resource (a post's category and tags): a 'text'
   * field takes one of them or a new name, a 'tags' field several.
   */
  suggest?: { resource: string; label: (record: DbRecord) => string }
  /** A 'slug' field: the field whose text it is made from (a post's title). */
  derivedFrom?: string
  /** A select whose values are numbers (a weekday, a record id): the form sends the number, not its text. */
  numeric?: boolean
  /** An emptied input is sent as null, not '' (the times an off day does not have). */
  nullable?: boolean
  required?: boolean
  /** Shown on the edit form but never sent. */
  readOnly?: boolean
  hint?: string
  /** Where the field appears; both forms when left out. */
  on?: ReadonlyArray<'create' | 'edit'>
}

export interface ColumnDefinition<T extends DbRecord = DbRecord> {
  /** The record field the column shows and sorts by. */
  field: string
  label: string
  /** Sorting by this column header sends `order={field},{dir}`. */
  sortable?: boolean
  /** The cell's text (also the CSV cell); the raw field value when left out. */
  value?: (record: T) => string
}

export interface FilterDefinition {
  /** The record field filtered (docs/product.md §5: id by equality, every other field by contains). */
  name: string
  label: string
  kind: 'text' | 'number' | 'select' | 'date'
  options?: readonly FieldOption[]
  /** A select's choices read from another resource (its records' ids), e.g. the coach of a booking. */
  reference?: { resource: string; label: (record: DbRecord) => string }
}

export interface ResourcePaths {
  list: string
  create?: string
  edit?: (id: RecordId | string) => string
  show?: (id: RecordId | string) => string
}

/** What a definition's preview panel is given: the form's values as they are typed. */
export interface ResourcePreviewProps {
  values: Record<string, unknown>
  mode: 'create' | 'edit'
}

export interface ResourceLabels {
  /** "move": used in sentences ("Add move", "Delete this move?"). */
  singular: string
  /** "Moves": the list's title and caption. */
  plural: string
}

/**
 * Something an admin does to one record beyond editing it (cancel a subscription, approve a
 * refund): a button on its row and its view, behind a dialog that confirms and, with `fields`,
 * asks for input validated by `schema` (the server's 400 lands under the same fields).
 */
export interface RecordAction<T extends DbRecord = DbRecord> {
  /** Unique within the resource; also the button's test handle. */
  name: string
  /** The button's text ("Approve"); the record's label is added for screen readers. */
  label: string
  /** Whether the record offers it now (a cancelled subscription cannot be cancelled). */
  when?: (record: T) => boolean
  title: (record: T) => string
  description?: (record: T) => string
  confirmLabel: string
  busyLabel: string
  /** Danger for what cannot be undone. */
  tone?: 'primary' | 'danger'
  fields?: readonly FieldDefinition[]
  schema?: ZodType
  /** The admin data provider's method that does the work; a rejection keeps the dialog open with its message. */
  method: AdminActionName
  /** The snackbar's words once done. */
  done: (record: T) => string
}

/** A table on the view page drawn from the record (an invoice's lines, its orders). */
export interface ShowTable<T extends DbRecord = DbRecord> {
  caption: string
  columns: ReadonlyArray<ColumnDefinition>
  rows: (record: T) => DbRecord[]
  empty: string
}

/**
 * Rows of another resource that belong to the record, drawn on its view page (a booking's review):
 * read by the foreign key `target` through the data provider's getManyReference, shown with that
 * resource's columns, view links and record actions, so acting on them needs no page of its own.
 */
export interface RelatedRecords {
  /** The rows' resource: a registered definition. */
  definition: ResourceDefinition
  /** The field of those rows that holds this record's id. */
  target: string
  /** The section's heading and the table's caption. */
  title: string
  /** What the section says when no row belongs to the record. */
  empty: string
}

export interface ResourceDefinition<T extends DbRecord = DbRecord> {
  /** The resource's name in the engine (ra-core's resource): unique, e.g. "moves". */
  name: string
  labels: ResourceLabels
  /** The generic records table behind it (docs/product.md §7 /v4/api/records/{table}). */
  table: string
  /** Tables joined on every read (`join=user` attaches `row.user` from `row.user_id`). */
  join?: string[]
  fields: readonly FieldDefinition[]
  /** Client validation of the create form (and of the edit form unless `editSchema` is given). */
  schema: ZodType
  editSchema?: ZodType
  /** What a new record starts with. */
  defaults?: Record<string, unknown>
  columns: ReadonlyArray<ColumnDefinition<T>>
  filters?: readonly FilterDefinition[]
  /** The field the search box (`q`) looks in, by contains; no search box when left out. */
  searchField?: string
  /** Default id, desc (docs/product.md §7). */
  defaultSort?: { field: string; order: 'ASC' | 'DESC' }
  /** Default 20 (docs/product.md §9). */
  perPage?: number
  /** A record in words, for headings and confirm dialogs ("Squat (#12)"). */
  recordLabel: (record: T) => string
  paths: ResourcePaths
  /** Whether rows may be deleted from the list (with a confirm). Default true. */
  canDelete?: boolean
  /** A panel beside the create and edit forms showing the record as typed (template and CMS previews). */
  preview?: ComponentType<ResourcePreviewProps>
  /** Actions on one record, on its row and its view. */
  recordActions?: ReadonlyArray<RecordAction<T>>
  /** Tables on the view page, below the fields. */
  showTables?: ReadonlyArray<ShowTable<T>>
  /** Lines of the view page worked out from the record (a booking's local times), after its fields. */
  showDetails?: ReadonlyArray<ColumnDefinition<T>>
  /** Other resources' rows belonging to the record, on its view page. */
  related?: readonly RelatedRecords[]
  /**
   * The list's "Export CSV" is written by the server (the data provider's `exportCsv`, e.g.
   * export-invoices) for the current filter, instead of paging through getList.
   */
  serverExport?: boolean
}

/**
 * Keeps the record type of a definition while checking it (and lets `T` be inferred). A column of
 * a field with choices shows the choice's label ("Intermediate", not "intermediate") unless the
 * definition says otherwise.
 */
export function defineResource<T extends DbRecord>(definition: ResourceDefinition<T>): ResourceDefinition {
  const columns = definition.columns.map((column) => {
    const options = column.value ? undefined : definition.fields.find((field) => field.name === column.field)?.options
    if (!options) return column
    return { ...column, value: (record: T) => optionLabel(options, record[column.field]) }
  })
  return { ...definition, columns } as unknown as ResourceDefinition
}

function optionLabel(options: readonly FieldOption[], value: unknown): string {
  if (value === null || value === undefined) return ''
  return options.find((option) => option.value === String(value))?.label ?? String(value)
}

/** Forms with a preview beside them (a definition's panel, a Markdown field's) take the wide page. */
export function formWidth(definition: ResourceDefinition): 'wide' | 'narrow' {
  return definition.preview || definition.fields.some((field) => field.kind === 'markdown') ? 'wide' : 'narrow'
}

/** The fields a form shows, in order. */
export function formFields(definition: ResourceDefinition, mode: 'create' | 'edit'): FieldDefinition[] {
  return definition.fields.filter((field) => (field.on ?? ['create', 'edit']).includes(mode) && !(mode === 'create' && field.readOnly))
}

/** The fields that may be sent: those the form shows, minus read-only ones. */
export function writableFields(definition: ResourceDefinition, mode: 'create' | 'edit'): string[] {
  return formFields(definition, mode)
    .filter((field) => !field.readOnly)
    .map((field) => field.name)
}

/** The fields' text on a view page and read-only inputs: money as dollars, dates in words. */
export function fieldText(field: FieldDefinition, value: unknown): string {
  if (value === null || value === undefined || value === '') return ''
  if (field.kind === 'money' && typeof value === 'number') return formatCents(value)
  if (field.kind === 'boolean' || typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (Array.isArray(value)) return value.map(String).join(', ')
  if (field.kind === 'datetime' && typeof value === 'string') {
    const date = new Date(value)
    return Number.isNaN(date.getTime()) ? value : date.toLocaleString()
  }
  const option = field.options?.find((candidate) => candidate.value === String(value))
  return option?.label ?? (typeof value === 'object' ? JSON.stringify(value) : String(value))
}

/** Minor units as the provider counts them, shown as money: 999 → "$9.99". */
export function formatCents(cents: number, currency = 'usd'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100)
}

export function cellText(column: ColumnDefinition, record: DbRecord): string {
  if (column.value) return column.value(record)
  const value = record[column.field]
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (Array.isArray(value)) return value.map(String).join(', ')
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}
