import { matchPath } from 'react-router'
import type { ResourceDefinition } from './resourceDefinition'

/*
 * The admin routes, generated from the definitions: each resource's docs/product.md §2 paths (list, create,
 * edit with and without an id, show) with their titles. The app's route table sends
 * /admin/{screen} and /admin/{screen}/{id} here lazily, so no definition (nor ra-core) is in the
 * member bundle; `resolveAdminScreen` picks the screen a path asks for.
 */

export type AdminScreenKind = 'list' | 'create' | 'edit' | 'editWithoutId' | 'show' | 'showWithoutId'

export interface AdminResourceRoute {
  /** A react-router pattern, e.g. /admin/edit-moves/:id. */
  path: string
  title: string
  screen: AdminScreenKind
  definition: ResourceDefinition
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
const ID = ':id'

export function adminRoutesFor(definition: ResourceDefinition): AdminResourceRoute[] {
  const { paths, labels } = definition
  const routes: AdminResourceRoute[] = [{ path: paths.list, title: labels.plural, screen: 'list', definition }]
  if (paths.create) routes.push({ path: paths.create, title: `Add ${labels.singular}`, screen: 'create', definition })
  if (paths.edit) {
    const withId = paths.edit(ID)
    routes.push({ path: withId, title: `Edit ${labels.singular}`, screen: 'edit', definition })
    // docs/product.md §2 shows edit paths without an id too: they read ?id= or go back to the list.
    routes.push({ path: withId.replace(/\/:id$/, ''), title: `Edit ${labels.singular}`, screen: 'editWithoutId', definition })
  }
  if (paths.show) {
    const withId = paths.show(ID)
    routes.push({ path: withId, title: capitalise(labels.singular), screen: 'show', definition })
    routes.push({ path: withId.replace(/\/:id$/, ''), title: capitalise(labels.singular), screen: 'showWithoutId', definition })
  }
  return routes
}

export function adminRoutes(definitions: readonly ResourceDefinition[]): AdminResourceRoute[] {
  return definitions.flatMap(adminRoutesFor)
}

export interface ResolvedAdminScreen extends AdminResourceRoute {
  id?: string
}

export function resolveAdminScreen(routes: readonly AdminResourceRoute[], pathname: string): ResolvedAdminScreen | null {
  for (const route of routes) {
    const match = matchPath({ path: route.path, end: true }, pathname)
    if (match) return { ...route, id: match.params.id }
  }
  return null
}
