import { useState, type ChangeEvent, type FormEvent } from 'react'
import { Link } from '@/ui/link/Link'
import { useSetAtom } from 'jotai'
import { useMutation } from '@tanstack/react-query'
import { ListBase, useDataProvider, useDeleteMany, useGetList, useListContext, type SortPayload } from 'ra-core'
import type { DbRecord } from '@/api/records/recordTypes'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { PageFrame } from '@/shared/page/PageFrame'
import { EmptyState } from '@/shared/states/EmptyState'
import { ErrorState } from '@/shared/states/ErrorState'
import { LoadingState } from '@/shared/states/LoadingState'
import { Button } from '@/ui/button/Button'
import { ConfirmDialog } from '@/ui/dialog/ConfirmDialog'
import { FormAlert } from '@/ui/field/FormAlert'
import { SelectField } from '@/ui/field/SelectField'
import { TextField } from '@/ui/field/TextField'
import { HiddenColumnHeader } from '@/ui/table/HiddenColumnHeader'
import { ButtonLink } from '@/ui/button/ButtonLink'
import { inSentence } from '../engine/labelText'
import { downloadCsv, toCsv } from '../engine/csv'
import { errorText } from '../engine/errors'
import { SEARCH_FILTER } from '../engine/recordFilter'
import type { AdminDataProvider } from '../engine/adminDataProvider'
import { cellText, type FilterDefinition, type ResourceDefinition } from '../engine/resourceDefinition'
import { useRecordActions } from './useRecordActions'
import './resourcePages.css'

/*
 * The one list of every admin resource: server-side pages (default 20), sort by column header,
 * filters and a search box, all kept in the URL by ra-core's ListBase (a deep link or a reload
 * shows the same rows); row selection with a confirmed bulk delete; CSV of the current filter.
 */

const DEFAULT_PER_PAGE = 20
const EXPORT_PAGE_SIZE = 500

export function ResourceList({ definition }: { definition: ResourceDefinition }) {
  return (
    <ListBase
      resource={definition.name}
      perPage={definition.perPage ?? DEFAULT_PER_PAGE}
      sort={definition.defaultSort ?? { field: 'id', order: 'DESC' }}
      exporter={false}
      debounce={0}
    >
      <ListView definition={definition} />
    </ListBase>
  )
}

function ListView({ definition }: { definition: ResourceDefinition }) {
  const { labels, paths } = definition
  return (
    <PageFrame
      title={labels.plural}
      width="wide"
      actions={
        paths.create && (
          <ButtonLink to={paths.create}>
            {`Add ${labels.singular}`}
          </ButtonLink>
        )
      }
    >
      <ListFilters definition={definition} />
      <ListToolbar definition={definition} />
      <ListBody definition={definition} />
    </PageFrame>
  )
}

type FilterSelectProps = { filter: FilterDefinition; value: string; onChange: (event: ChangeEvent<HTMLSelectElement>) => void }

/** A select filter: its own choices, or another resource's records (a booking's coach). */
function FilterSelect({ filter, ...props }: FilterSelectProps) {
  if (filter.reference) return <ReferenceFilterSelect filter={filter} {...props} />
  return <SelectField label={filter.label} name={filter.name} placeholder="Any" options={filter.options ?? []} {...props} />
}

/** The choices read through ra-core's cache, by the label the filter gives each record. */
function ReferenceFilterSelect({ filter, ...props }: FilterSelectProps) {
  const reference = filter.reference!
  const { data, isPending } = useGetList(reference.resource, { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } })
  const options = (data ?? []).map((record) => ({ value: String(record.id), label: reference.label(record) }))
  return <SelectField label={filter.label} name={filter.name} placeholder={isPending ? 'Loading…' : 'Any'} options={options} {...props} />
}

/** Filters and the search box: applied on submit (Enter), selects at once; "Clear" drops them all. */
function ListFilters({ definition }: { definition: ResourceDefinition }) {
  const { filterValues, setFilters } = useListContext()
  const applied = filterValues as Record<string, string | undefined>
  const [draft, setDraft] = useState<Record<string, string>>(() => stringValues(applied))
  const [shownFor, setShownFor] = useState(applied)
  // The URL changed underneath (back button, a deep link): show what is applied.
  if (applied !== shownFor) {
    setShownFor(applied)
    setDraft(stringValues(applied))
  }

  const filters = definition.filters ?? []
  if (!definition.searchField && filters.length === 0) return null

  const apply = (next: Record<string, string>) => setFilters(withoutEmpty(next), undefined, false)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    apply(draft)
  }
  const hasFilters = Object.keys(withoutEmpty(stringValues(applied))).length > 0

  return (
    <form className="admin-filters" role="search" aria-label={`Filter ${labels(definition)}`} onSubmit={onSubmit}>
      {definition.searchField && (
        <TextField
          label="Search"
          name={SEARCH_FILTER}
          type="search"
          value={draft[SEARCH_FILTER] ?? ''}
          onChange={(event) => setDraft({ ...draft, [SEARCH_FILTER]: event.target.value })}
        />
      )}
      {filters.map((filter) =>
        filter.kind === 'select' ? (
          <FilterSelect
            key={filter.name}
            filter={filter}
            value={draft[filter.name] ?? ''}
            onChange={(event) => {
              const next = { ...draft, [filter.name]: event.target.value }
              setDraft(next)
              apply(next)
            }}
          />
        ) : (
          <TextField
            key={filter.name}
            label={filter.label}
            name={filter.name}
            type={filter.kind === 'date' ? 'date' : undefined}
            inputMode={filter.kind === 'number' ? 'numeric' : undefined}
            value={draft[filter.name] ?? ''}
            onChange={(event) => setDraft({ ...draft, [filter.name]: event.target.value })}
          />
        ),
      )}
      <div className="admin-filters__actions">
        <Button type="submit" variant="secondary">
          Apply filters
        </Button>
        {hasFilters && (
          <Button variant="ghost" onClick={() => apply({})}>
            Clear filters
          </Button>
        )}
      </div>
    </form>
  )
}

const labels = (definition: ResourceDefinition) => inSentence(definition.labels.plural)

function stringValues(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(values ?? {}).map(([key, value]) => [key, value === undefined || value === null ? '' : String(value)]))
}

function withoutEmpty(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''))
}

/** What acts on the selection or the whole filter: bulk delete and CSV export. */
function ListToolbar({ definition }: { definition: ResourceDefinition }) {
  const { selectedIds, onUnselectItems, filterValues, sort, total, refetch } = useListContext()
  const dataProvider = useDataProvider<AdminDataProvider>()
  // Rejects on failure, so the confirm dialog stays open with the reason.
  const [deleteMany] = useDeleteMany(definition.name, undefined, { returnPromise: true })
  const showSnackbar = useSetAtom(showSnackbarAtom)
  const [confirming, setConfirming] = useState(false)
  const count = selectedIds.length
  const canDelete = definition.canDelete !== false

  /** The file and how many rows it holds: the server's (every page of this filter), or the list's pages joined here. */
  const exportRows = async (): Promise<{ csv: string; fileName: string; rows: number }> => {
    if (definition.serverExport) {
      const { csv, fileName } = await dataProvider.exportCsv(definition.name, { filter: filterValues })
      return { csv, fileName, rows: Math.max(0, csv.split('\r\n').filter(Boolean).length - 1) }
    }
    const rows: DbRecord[] = []
    for (let page = 1; ; page += 1) {
      const result = await dataProvider.getList<DbRecord>(definition.name, {
        pagination: { page, perPage: EXPORT_PAGE_SIZE },
        sort: sort as SortPayload,
        filter: filterValues,
      })
      rows.push(...result.data)
      if (result.data.length < EXPORT_PAGE_SIZE || rows.length >= (result.total ?? 0)) break
    }
    return { csv: toCsv(definition.columns, rows), fileName: `${definition.name}.csv`, rows: rows.length }
  }
  const exporting = useMutation({
    mutationFn: exportRows,
    onSuccess: ({ csv, fileName, rows }) => {
      downloadCsv(csv, fileName)
      showSnackbar({ text: `${rows} ${rows === 1 ? definition.labels.singular : labels(definition)} exported.` })
    },
  })
  const exportError = exporting.error ? errorText(exporting.error) : ''

  return (
    <div className="admin-toolbar">
      <p className="admin-toolbar__count" aria-live="polite">
        {count > 0 ? `${count} selected` : ''}
      </p>
      {canDelete && count > 0 && (
        <>
          <Button variant="ghost" onClick={() => onUnselectItems()}>
            Clear selection
          </Button>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {`Delete selected (${count})`}
          </Button>
        </>
      )}
      <Button variant="secondary" busy={exporting.isPending} disabled={!total} onClick={() => exporting.mutate()}>
        {exporting.isPending ? 'Exporting…' : 'Export CSV'}
      </Button>
      <FormAlert>{exportError}</FormAlert>
      <ConfirmDialog
        subject={confirming ? selectedIds.join(',') : null}
        title={`Delete ${count} ${count === 1 ? definition.labels.singular : labels(definition)}?`}
        description="This cannot be undone."
        keepLabel="Keep them"
        confirmLabel="Delete"
        busyLabel="Deleting…"
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          await deleteMany(definition.name, { ids: selectedIds })
          setConfirming(false)
          onUnselectItems()
          showSnackbar({ text: `${count} ${count === 1 ? definition.labels.singular : labels(definition)} deleted.` })
          refetch()
        }}
      />
    </div>
  )
}

function ListBody({ definition }: { definition: ResourceDefinition }) {
  const { data, total, isPending, error, refetch, filterValues, setFilters } = useListContext<DbRecord>()
  const { labels: names, paths } = definition

  if (isPending) return <LoadingState label={`Loading ${inSentence(names.plural)}…`} section />
  if (error) return <ErrorState what={names.plural} message={error instanceof Error ? error.message : String(error)} onRetry={() => void refetch()} />
  if (!data || data.length === 0) {
    const filtered = Object.keys(filterValues ?? {}).length > 0
    return filtered ? (
      <EmptyState
        title={`No ${inSentence(names.plural)} match these filters`}
        action={
          <Button variant="secondary" onClick={() => setFilters({}, undefined, false)}>
            Clear filters
          </Button>
        }
      />
    ) : (
      <EmptyState
        title={`No ${inSentence(names.plural)} yet`}
        action={paths.create && <ButtonLink to={paths.create}>{`Add ${names.singular}`}</ButtonLink>}
      />
    )
  }
  return (
    <>
      <ResourceTable definition={definition} rows={data} total={total ?? 0} />
      <ListPagination definition={definition} />
    </>
  )
}

function ariaSort(sort: SortPayload, field: string): 'ascending' | 'descending' | 'none' {
  if (sort.field !== field) return 'none'
  return sort.order === 'ASC' ? 'ascending' : 'descending'
}

function ResourceTable({ definition, rows, total }: { definition: ResourceDefinition; rows: DbRecord[]; total: number }) {
  const { sort, setSort, selectedIds, onToggleItem, onSelect, isFetching, refetch } = useListContext<DbRecord>()
  const { labels: names, paths, columns } = definition
  const actions = useRecordActions(definition, () => void refetch())
  const hasActions = Boolean(paths.edit || paths.show || definition.recordActions?.length)
  const pageIds = rows.map((row) => row.id)
  const allSelected = pageIds.length > 0 && pageIds.every((id) => selectedIds.includes(id))
  const canDelete = definition.canDelete !== false
  const sortedBy = columns.find((column) => column.field === sort.field)

  const toggleSort = (field: string) =>
    setSort({ field, order: sort.field === field && sort.order === 'ASC' ? 'DESC' : sort.field === field ? 'ASC' : 'ASC' })

  return (
    <div className="admin-table__scroll" aria-busy={isFetching || undefined}>
      <table className="admin-table">
        <caption className="admin-table__caption">
          {`${names.plural}: ${total} in all`}
          {sortedBy && `, sorted by ${sortedBy.label.toLowerCase()} ${sort.order === 'ASC' ? 'ascending' : 'descending'}`}
        </caption>
        <thead>
          <tr>
            {canDelete && (
              <th scope="col" className="admin-table__select">
                <input
                  type="checkbox"
                  aria-label="Select every row on this page"
                  checked={allSelected}
                  onChange={() =>
                    onSelect(allSelected ? selectedIds.filter((id) => !pageIds.includes(id)) : [...new Set([...selectedIds, ...pageIds])])
                  }
                />
              </th>
            )}
            {columns.map((column) => (
              <th key={column.field} scope="col" aria-sort={column.sortable ? ariaSort(sort, column.field) : undefined}>
                {column.sortable ? (
                  <button type="button" className="admin-table__sort" onClick={() => toggleSort(column.field)}>
                    {column.label}
                    <span aria-hidden="true" className="admin-table__sort-mark">
                      {sort.field === column.field ? (sort.order === 'ASC' ? '▲' : '▼') : '↕'}
                    </span>
                  </button>
                ) : (
                  column.label
                )}
              </th>
            ))}
            {hasActions && (
              <HiddenColumnHeader label="Actions" />
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const name = definition.recordLabel(row)
            return (
              <tr key={row.id} aria-selected={canDelete ? selectedIds.includes(row.id) : undefined}>
                {canDelete && (
                  <td className="admin-table__select">
                    <input type="checkbox" aria-label={`Select ${name}`} checked={selectedIds.includes(row.id)} onChange={() => onToggleItem(row.id)} />
                  </td>
                )}
                {columns.map((column) => (
                  <td key={column.field}>{cellText(column, row)}</td>
                ))}
                {hasActions && (
                  <td className="admin-table__actions">
                    {paths.show && (
                      <Link to={paths.show(row.id)}>
                        View<span className="visually-hidden">{` ${name}`}</span>
                      </Link>
                    )}
                    {paths.edit && (
                      <Link to={paths.edit(row.id)}>
                        Edit<span className="visually-hidden">{` ${name}`}</span>
                      </Link>
                    )}
                    {actions.buttons(row)}
                  </td>
                )}
              </tr>
            )
          })}
        </tbody>
      </table>
      {actions.dialog}
    </div>
  )
}

function ListPagination({ definition }: { definition: ResourceDefinition }) {
  const { page, perPage, total = 0, setPage, setPerPage } = useListContext()
  const pageCount = Math.max(1, Math.ceil(total / perPage))
  const first = total === 0 ? 0 : (page - 1) * perPage + 1
  const last = Math.min(total, page * perPage)
  return (
    <nav className="admin-pagination" aria-label={`${definition.labels.plural} pages`}>
      <p className="admin-pagination__where">{`${first}–${last} of ${total} · page ${page} of ${pageCount}`}</p>
      <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
        Previous page
      </Button>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => setPage(page + 1)}>
        Next page
      </Button>
      <label className="admin-pagination__size">
        Rows per page
        <select value={perPage} onChange={(event) => setPerPage(Number(event.target.value))}>
          {[10, 20, 50, 100].map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
    </nav>
  )
}
