import { Link } from 'react-router'
import { ShowBase, useShowContext } from 'ra-core'
import type { DbRecord } from '@/api/records/recordTypes'
import { PageFrame } from '@/shared/page/PageFrame'
import { ErrorState } from '@/shared/states/ErrorState'
import { LoadingState } from '@/shared/states/LoadingState'
import { NotFoundState } from '@/shared/states/NotFoundState'
import { buttonClassName } from '@/ui/button/buttonClassName'
import { errorStatus, errorText } from '../engine/errors'
import type { ResourceDefinition } from '../engine/resourceDefinition'
import './resourcePages.css'

/** The one view page (where SPEC has a view route): every field of the definition, read only. */
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
            <Link className={buttonClassName('primary')} to={paths.edit(record.id)}>
              Edit
            </Link>
          )}
        </>
      }
    >
      <dl className="admin-show">
        {fields.map((field) => {
          const value = record[field.name]
          const text = value === null || value === undefined || value === '' ? '—' : typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value)
          const option = field.options?.find((candidate) => candidate.value === value)
          return (
            <div key={field.name} className="admin-show__row">
              <dt>{field.label}</dt>
              <dd>{option?.label ?? text}</dd>
            </div>
          )
        })}
      </dl>
    </PageFrame>
  )
}
