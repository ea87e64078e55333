import type { ReactNode } from 'react'
import { Link } from '@/ui/link/Link'
import { ShowBase, useGetManyReference, useShowContext } from 'ra-core'
import type { DbRecord } from '@/api/records/recordTypes'
import { PageFrame } from '@/shared/page/PageFrame'
import { ErrorState } from '@/shared/states/ErrorState'
import { LoadingState } from '@/shared/states/LoadingState'
import { NotFoundState } from '@/shared/states/NotFoundState'
import { ButtonLink } from '@/ui/button/ButtonLink'
import { HiddenColumnHeader } from '@/ui/table/HiddenColumnHeader'
import { inSentence } from '../engine/labelText'
import { errorStatus, errorText } from '../engine/errors'
import { cellText, fieldText, type RelatedRecords, type ResourceDefinition, type ShowTable } from '../engine/resourceDefinition'
import { useRecordActions } from './useRecordActions'
import './resourcePages.css'

/** The one view page (where docs/product.md §2 has a view route): every field of the definition, read only. */
export function ResourceShow({ definition, id }: { definition: ResourceDefinition; id: string }) {
  return (
    <ShowBase resource={definition.name} id={id} queryOptions={{ onError: () => undefined }}>
      <ShowView definition={definition} />
    </ShowBase>
  )
}

function ShowView({ definition }: { definition: ResourceDefinition }) {
  const { record, isPending, error, refetch } = useShowContext<DbRecord>()
  const { labels, paths } = definition
  const actions = useRecordActions(definition, () => void refetch())
  const title = labels.singular.charAt(0).toUpperCase() + labels.singular.slice(1)
  const back = <Link to={paths.list}>{`Back to ${labels.plural.toLowerCase()}`}</Link>
  if (isPending) return <PageFrame title={title}><LoadingState label={`Loading the ${labels.singular}…`} /></PageFrame>
  if (error || !record) {
    return (
      <PageFrame title={title}>
        {errorStatus(error) === 404 || !error ? (
          <NotFoundState title={`This ${labels.singular} does not exist`} action={back} />
        ) : (
          <ErrorState what={`The ${labels.singular}`} message={errorText(error)} onRetry={() => void refetch()} />
        )}
      </PageFrame>
    )
  }
  const seen = new Set<string>()
  const fields = definition.fields.filter((field) => field.kind !== 'password' && !seen.has(field.name) && seen.add(field.name))
  return (
    <PageFrame
      title={`${title}: ${definition.recordLabel(record)}`}
      actions={
        <>
          {back}
          {paths.edit && (
            <ButtonLink to={paths.edit(record.id)}>
              Edit
            </ButtonLink>
          )}
          {actions.buttons(record)}
        </>
      }
    >
      <dl className="admin-show">
        {fields.map((field) => {
          // A chosen record (a booking's coach) reads as its list column names it, not as a bare id.
          const column = field.reference ? definition.columns.find((candidate) => candidate.field === field.name) : undefined
          const text = column ? cellText(column, record) : fieldText(field, record[field.name])
          return (
            <div key={field.name} className="admin-show__row">
              <dt>{field.label}</dt>
              <dd>{text === '' ? '—' : text}</dd>
            </div>
          )
        })}
        {(definition.showDetails ?? []).map((detail) => {
          const text = cellText(detail, record)
          return (
            <div key={`detail-${detail.field}-${detail.label}`} className="admin-show__row">
              <dt>{detail.label}</dt>
              <dd>{text === '' ? '—' : text}</dd>
            </div>
          )
        })}
      </dl>
      {(definition.showTables ?? []).map((table) => (
        <ShowRecordTable key={table.caption} table={table} record={record} />
      ))}
      {(definition.related ?? []).map((related) => (
        <RelatedRecordsSection key={`${related.definition.name}-${related.target}`} related={related} record={record} />
      ))}
      {actions.dialog}
    </PageFrame>
  )
}

function ShowRecordTable({ table, record }: { table: ShowTable; record: DbRecord }) {
  const rows = table.rows(record)
  return (
    <section className="admin-show__table">
      {rows.length === 0 ? (
        <p>
          <strong>{table.caption}: </strong>
          {table.empty}
        </p>
      ) : (
        <div className="admin-table__scroll">
          <table className="admin-table">
            <caption className="admin-table__caption">{table.caption}</caption>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column.field} scope="col">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                // Invoice lines have no id of their own; their order is their identity.
                <tr key={`${row.id ?? 'row'}-${index}`}>
                  {table.columns.map((column) => (
                    <td key={column.field}>{cellText(column, row)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

/**
 * Another resource's rows that belong to this record (a booking's review), read by their foreign
 * key, with that resource's columns, its view link and its record actions (hide a review).
 */
function RelatedRecordsSection({ related, record }: { related: RelatedRecords; record: DbRecord }) {
  const { definition, target, title, empty } = related
  const { data, isPending, error, refetch } = useGetManyReference<DbRecord>(
    definition.name,
    { target, id: record.id, pagination: { page: 1, perPage: RELATED_ROWS }, sort: { field: 'id', order: 'DESC' }, filter: {} },
    { onError: () => undefined },
  )
  const actions = useRecordActions(definition, () => void refetch())
  const headingId = `admin-related-${definition.name}-${target}`
  const show = definition.paths.show
  const hasActions = Boolean(show || definition.recordActions?.length)
  let body: ReactNode
  if (isPending) body = <LoadingState label={`Loading the ${inSentence(title)}…`} section />
  else if (error) body = <ErrorState what={title} message={errorText(error)} onRetry={() => void refetch()} />
  else if (!data || data.length === 0) body = <p>{empty}</p>
  else {
    body = (
      <div className="admin-table__scroll">
        <table className="admin-table">
          <caption className="admin-table__caption">{title}</caption>
          <thead>
            <tr>
              {definition.columns.map((column) => (
                <th key={column.field} scope="col">
                  {column.label}
                </th>
              ))}
              {hasActions && <HiddenColumnHeader label="Actions" />}
            </tr>
          </thead>
          <tbody>
            {data.map((row) => (
              <tr key={row.id}>
                {definition.columns.map((column) => (
                  <td key={column.field}>{cellText(column, row)}</td>
                ))}
                {hasActions && (
                  <td className="admin-table__actions">
                    {show && (
                      <Link to={show(row.id)}>
                        View<span className="visually-hidden">{` ${definition.recordLabel(row)}`}</span>
                      </Link>
                    )}
                    {actions.buttons(row)}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    )
  }
  return (
    <section className="admin-show__table" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-show__heading">
        {title}
      </h2>
      {body}
      {actions.dialog}
    </section>
  )
}

/** A record's related rows are few (a booking has one review); more than this is not a view page's job. */
const RELATED_ROWS = 50
