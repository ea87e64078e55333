import { useLayoutEffect } from 'react'
import { matchRoutes, Route, Routes, useLocation } from 'react-router'
import { AppRoot } from '../AppRoot'
import { RequireAccess } from '../guards/RequireAccess'
import type { AppRoute, LayoutName } from './routeTypes'
import { adminPage, NOT_FOUND_TITLE, routeTable } from './routeTable'
import { lazyPage, type LazyPage } from './lazyPage'
import { TitledPage } from './TitledPage'

/** Layouts load lazily too: the admin layout is admin code and must not ship to members. */
const layouts = {
  visitor: lazyPage(() => import('../layouts/VisitorLayout').then((m) => m.VisitorLayout)),
  publicArea: lazyPage(() => import('../layouts/PublicAreaLayout').then((m) => m.PublicAreaLayout)),
  member: lazyPage(() => import('../layouts/MemberLayout').then((m) => m.MemberLayout)),
  admin: lazyPage(adminPage('layout')),
  bare: null,
} satisfies Record<LayoutName, LazyPage | null>

interface LazyRoute extends AppRoute {
  Page: LazyPage
  Layout: LazyPage | null
}

// Made once: a lazy component must keep its identity from render to render.
const lazyRoutes: LazyRoute[] = routeTable.map((route) => ({ ...route, Page: lazyPage(route.page), Layout: layouts[route.layout] }))
const NotFoundPage = lazyPage(() => import('../errors/NotFoundPage').then((m) => m.NotFoundPage))

const pageRoute = (route: LazyRoute) => <Route key={route.path} path={route.path} element={<TitledPage title={route.title} page={route.Page} />} />

/** The route table as routes, grouped by guard and layout so each layout mounts once per group. */
function buildRoutes() {
  const groups = new Map<string, LazyRoute[]>()
  for (const route of lazyRoutes) {
    const key = `${route.access}:${route.layout}`
    groups.set(key, [...(groups.get(key) ?? []), route])
  }
  const guarded = [...groups.entries()].map(([key, routes]) => {
    const { access, Layout } = routes[0]!
    return (
      <Route key={key} element={<RequireAccess access={access} />}>
        {Layout ? <Route element={<Layout />}>{routes.map(pageRoute)}</Route> : routes.map(pageRoute)}
      </Route>
    )
  })
  return (
    <Route element={<AppRoot />}>
      {guarded}
      <Route element={<layouts.visitor />}>
        <Route path="*" element={<TitledPage title={NOT_FOUND_TITLE} page={NotFoundPage} />} />
      </Route>
    </Route>
  )
}

const appRoutes = buildRoutes()

/** Fetches the code of the page at `pathname` and of its layout, together. */
export async function preloadRoute(pathname: string): Promise<void> {
  const route = matchRoutes(lazyRoutes, pathname)?.[0]?.route
  await Promise.all([route?.Layout?.preload(), route?.Page.preload()])
}

/** A page renders only once its layout's code is in, so on its own it would be fetched after the layout's. */
function usePreloadMatchedRoute() {
  const { pathname } = useLocation()
  useLayoutEffect(() => void preloadRoute(pathname), [pathname])
}

export function AppRoutes() {
  usePreloadMatchedRoute()
  return <Routes>{appRoutes}</Routes>
}
