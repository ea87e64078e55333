import { Route, Routes } from 'react-router'
import { AppRoot } from '../AppRoot'
import { RequireAccess } from '../guards/RequireAccess'
import type { AppRoute, LayoutName } from './routeTypes'
import { NOT_FOUND_TITLE, routeTable } from './routeTable'
import { lazyPage } from './lazyPage'
import { TitledPage } from './TitledPage'

/** Layouts load lazily too: the admin layout is admin code and must not ship to members. */
const layouts: Record<LayoutName, ReturnType<typeof lazyPage> | null> = {
  visitor: lazyPage(() => import('../layouts/VisitorLayout').then((m) => m.VisitorLayout)),
  publicArea: lazyPage(() => import('../layouts/PublicAreaLayout').then((m) => m.PublicAreaLayout)),
  member: lazyPage(() => import('../layouts/MemberLayout').then((m) => m.MemberLayout)),
  admin: lazyPage(() => import('../layouts/AdminLayout').then((m) => m.AdminLayout)),
  bare: null,
}

function pageRoute(route: AppRoute, Page = lazyPage(route.page)) {
  return <Route key={route.path} path={route.path} element={<TitledPage title={route.title} page={Page} />} />
}

const NotFoundPage = lazyPage(() => import('../errors/NotFoundPage').then((m) => m.NotFoundPage))

/** The route table as routes, grouped by guard and layout so each layout mounts once per group. */
export function buildRoutes(table: AppRoute[] = routeTable) {
  const groups = new Map<string, AppRoute[]>()
  for (const route of table) {
    const key = `${route.access}:${route.layout}`
    groups.set(key, [...(groups.get(key) ?? []), route])
  }

  const guarded = [...groups.entries()].map(([key, routes]) => {
    const { access, layout } = routes[0]!
    const Layout = layouts[layout]
    return (
      <Route key={key} element={<RequireAccess access={access} />}>
        {Layout ? <Route element={<Layout />}>{routes.map((route) => pageRoute(route))}</Route> : routes.map((route) => pageRoute(route))}
      </Route>
    )
  })
  const Visitor = layouts.visitor!

  return (
    <Route element={<AppRoot />}>
      {guarded}
      <Route element={<Visitor />}>
        <Route path="*" element={<TitledPage title={NOT_FOUND_TITLE} page={NotFoundPage} />} />
      </Route>
    </Route>
  )
}

const appRoutes = buildRoutes()

export function AppRoutes() {
  return <Routes>{appRoutes}</Routes>
}
