import { Link } from 'react-router'
import { ShowBase, useShowContext } from 'ra-core'
import type { DbRecord } from '@/api/records/recordTypes'
import { PageFrame } from '@/shared/page/PageFrame'
import { ErrorState } from '@/shared/states/ErrorState'
import { LoadingState } from '@/shared/states/LoadingState'
import { NotFoundState } from '@/shared/states/NotFoundState'
import { ButtonLink } from '@/ui/button/ButtonLink'
import { errorStatus, errorText } from '../engine/errors'
import { cellText, fieldText, type ResourceDefinition, type ShowTable } from '../engine/resourceDefinition'
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
          const text = fieldText(field, record[field.name])
          return (
            <div key={field.name} className="admin-show__row">
              <dt>{field.label}</dt>
              <dd>{text === '' ? '—' : text}</dd>
            </div>
          )
        })}
      </dl>
      {(definition.showTables ?? []).map((table) => (
        <ShowRecordTable key={table.caption} table={table} record={record} />
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
