import { useNavigate } from 'react-router'
import { Link } from '@/ui/link/Link'
import { useSetAtom } from 'jotai'
import { CreateBase } from 'ra-core'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { PageFrame } from '@/shared/page/PageFrame'
import { inSentence } from '../engine/labelText'
import { formWidth, type ResourceDefinition } from '../engine/resourceDefinition'
import { ResourceForm } from './ResourceForm'

/** The one create page: the definition's defaults, saved (pessimistic), then back to the list path of docs/product.md §2. */
export function ResourceCreate({ definition }: { definition: ResourceDefinition }) {
  const navigate = useNavigate()
  const showSnackbar = useSetAtom(showSnackbarAtom)
  const { labels, paths } = definition
  return (
    <PageFrame title={`Add ${labels.singular}`} width={formWidth(definition)} actions={<Link to={paths.list}>{`Back to ${inSentence(labels.plural)}`}</Link>}>
      <CreateBase
        resource={definition.name}
        redirect={false}
        mutationMode="pessimistic"
        mutationOptions={{
          onSuccess: () => {
            showSnackbar({ text: `${labels.singular.charAt(0).toUpperCase()}${labels.singular.slice(1)} added.` })
            navigate(paths.list)
          },
        }}
      >
        <ResourceForm definition={definition} mode="create" record={definition.defaults ?? {}} />
      </CreateBase>
    </PageFrame>
  )
}
