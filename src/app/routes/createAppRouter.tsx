import type { ComponentType } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { FullScreenSpinner } from '@/ui/spinner/FullScreenSpinner'
import { AppRoot } from '../AppRoot'
import { RouteErrorPage } from '../errors/RouteErrorPage'
import { RequireAccess } from '../guards/RequireAccess'
import type { Access, AppRoute, LayoutName } from './routeTypes'
import { NOT_FOUND_TITLE, routeTable } from './routeTable'
import type { RouteHandle } from './routeTitle'

/** Layouts load lazily too: the admin layout is admin code and must not ship to members. */
const layouts: Record<LayoutName, (() => Promise<ComponentType>) | null> = {
  visitor: () => import('../layouts/VisitorLayout').then((m) => m.VisitorLayout),
  publicArea: () => import('../layouts/PublicAreaLayout').then((m) => m.PublicAreaLayout),
  member: () => import('../layouts/MemberLayout').then((m) => m.MemberLayout),
  admin: () => import('../layouts/AdminLayout').then((m) => m.AdminLayout),
  bare: null,
}

function pageRoute(route: AppRoute): RouteObject {
  const handle: RouteHandle = { title: route.title }
  return {
    path: route.path,
    handle,
    lazy: async () => ({ Component: await route.page() }),
  }
}

/** Groups the table by guard and layout, so each layout mounts once per group. */
export function buildRoutes(table: AppRoute[] = routeTable): RouteObject[] {
  const groups = new Map<string, { access: Access; layout: LayoutName; routes: AppRoute[] }>()
  for (const route of table) {
    const key = `${route.access}:${route.layout}`
    const existing = groups.get(key)
    if (existing) existing.routes.push(route)
    else groups.set(key, { access: route.access, layout: route.layout, routes: [route] })
  }

  const guarded: RouteObject[] = [...groups.values()].map(({ access, layout, routes }) => {
    const loadLayout = layouts[layout]
    const children = routes.map(pageRoute)
    return {
      element: <RequireAccess access={access} />,
      children: [loadLayout ? { lazy: async () => ({ Component: await loadLayout() }), children } : { children }],
    }
  })

  const notFound: RouteObject = {
    lazy: async () => ({ Component: await layouts.visitor!() }),
    children: [
      {
        path: '*',
        handle: { title: NOT_FOUND_TITLE } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('../errors/NotFoundPage')).NotFoundPage }),
      },
    ],
  }

  return [
    {
      element: <AppRoot />,
      errorElement: <RouteErrorPage />,
      HydrateFallback: FullScreenSpinner,
      children: [{ errorElement: <RouteErrorPage />, children: [...guarded, notFound] }],
    },
  ]
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes())
}
