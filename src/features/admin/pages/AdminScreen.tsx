import { useEffect } from 'react'
import { Navigate, useLocation } from 'react-router'
import { Link } from '@/ui/link/Link'
import { useSetAtom } from 'jotai'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { paths } from '@/shared/paths/routePaths'
import { PageFrame } from '@/shared/page/PageFrame'
import { PAGE_NOT_FOUND } from '@/shared/states/pageNotFound'
import { AdminEngine } from '../engine/AdminEngine'
import { adminRoutes, resolveAdminScreen, type AdminResourceRoute, type ResolvedAdminScreen } from '../engine/adminRoutes'
import { adminResources as resources } from '../resources/adminResources'
import { ResourceCreate } from './ResourceCreate'
import { ResourceEdit } from './ResourceEdit'
import { ResourceList } from './ResourceList'
import { ResourceShow } from './ResourceShow'

/*
 * Every admin resource screen: the path picks a route generated from the definitions (list,
 * create, edit, show) and its generic page, inside ra-core's context. The app's route table
 * sends /admin/{screen} and /admin/{screen}/{id} here, after its own static admin routes.
 */

const routes: readonly AdminResourceRoute[] = adminRoutes(resources)

export function AdminScreen({ routesToServe = routes }: { routesToServe?: readonly AdminResourceRoute[] }) {
  const { pathname } = useLocation()
  const screen = resolveAdminScreen(routesToServe, pathname)
  useAdminTitle(screen?.title ?? PAGE_NOT_FOUND.title)

  if (!screen) {
    return (
      <PageFrame title={PAGE_NOT_FOUND.title} intro={PAGE_NOT_FOUND.text}>
        <Link to={paths.adminDashboard}>Go to the admin dashboard</Link>
      </PageFrame>
    )
  }
  // A new screen (or another record) starts fresh: no form state carries across.
  return (
    <AdminEngine>
      <Screen key={pathname} screen={screen} />
    </AdminEngine>
  )
}

function Screen({ screen }: { screen: ResolvedAdminScreen }) {
  const { definition } = screen
  switch (screen.screen) {
    case 'list':
      return <ResourceList definition={definition} />
    case 'create':
      return <ResourceCreate definition={definition} />
    case 'edit':
      return <ResourceEdit definition={definition} id={screen.id!} />
    case 'show':
      return <ResourceShow definition={definition} id={screen.id!} />
    case 'editWithoutId':
    case 'showWithoutId':
      return <WithoutId screen={screen} />
  }
}

/** docs/product.md §2's id-less edit and view paths: `?id=` opens that record, no id goes back to the list with a word why. */
function WithoutId({ screen }: { screen: ResolvedAdminScreen }) {
  const { search } = useLocation()
  const showSnackbar = useSetAtom(showSnackbarAtom)
  const id = new URLSearchParams(search).get('id')?.trim()
  const { definition } = screen
  const missing = !id
  useEffect(() => {
    if (missing) showSnackbar({ text: `Choose a ${definition.labels.singular} from the list first.`, status: 'info' })
  }, [missing, showSnackbar, definition])
  if (!id) return <Navigate replace to={definition.paths.list} />
  return screen.screen === 'editWithoutId' ? <ResourceEdit definition={definition} id={id} /> : <ResourceShow definition={definition} id={id} />
}

/**
 * The document title of the screen (docs/product.md §2: the route's title). The app's title keeper sets the
 * product name for a route without a title first; this runs after it, in the same commit.
 */
function useAdminTitle(title: string) {
  useEffect(() => {
    document.title = title
  })
}
