import { useNavigate } from 'react-router'
import { Link } from '@/ui/link/Link'
import { useSetAtom } from 'jotai'
import { EditBase, useEditContext } from 'ra-core'
import type { DbRecord } from '@/api/records/recordTypes'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { PageFrame } from '@/shared/page/PageFrame'
import { ErrorState } from '@/shared/states/ErrorState'
import { LoadingState } from '@/shared/states/LoadingState'
import { NotFoundState } from '@/shared/states/NotFoundState'
import { inSentence } from '../engine/labelText'
import { errorText, errorStatus } from '../engine/errors'
import { formWidth, type ResourceDefinition } from '../engine/resourceDefinition'
import { ResourceForm } from './ResourceForm'

/** The one edit page: loads the record, saves it (pessimistic), then goes back to the list path of docs/product.md §2. */
export function ResourceEdit({ definition, id }: { definition: ResourceDefinition; id: string }) {
  const navigate = useNavigate()
  const showSnackbar = useSetAtom(showSnackbarAtom)
  return (
    <EditBase
      resource={definition.name}
      id={id}
      redirect={false}
      redirectOnError={false}
      mutationMode="pessimistic"
      queryOptions={{ onError: () => undefined }}
      mutationOptions={{
        onSuccess: () => {
          showSnackbar({ text: 'Changes saved.' })
          navigate(definition.paths.list)
        },
      }}
    >
      <EditView definition={definition} />
    </EditBase>
  )
}

function EditView({ definition }: { definition: ResourceDefinition }) {
  const { record, isPending, error, refetch } = useEditContext<DbRecord>()
  const { labels, paths } = definition
  const title = `Edit ${labels.singular}`
  const back = <Link to={paths.list}>{`Back to ${inSentence(labels.plural)}`}</Link>

  if (isPending) return <PageFrame title={title} width="narrow"><LoadingState label={`Loading the ${labels.singular}…`} /></PageFrame>
  if (error || !record) {
    return (
      <PageFrame title={title} width="narrow">
        {errorStatus(error) === 404 || !error ? (
          <NotFoundState title={`This ${labels.singular} does not exist`} action={back}>
            It may have been deleted.
          </NotFoundState>
        ) : (
          <ErrorState what={`The ${labels.singular}`} message={errorText(error)} onRetry={() => void refetch()} />
        )}
      </PageFrame>
    )
  }
  return (
    <PageFrame title={`${title}: ${definition.recordLabel(record)}`} width={formWidth(definition)} actions={back}>
      <ResourceForm definition={definition} mode="edit" />
    </PageFrame>
  )
}
