import { useCallback, useEffect, useRef, type ReactNode } from 'react'
import { matchPath, Navigate, Outlet, Route, Routes, useInRouterContext, useLocation, useMatch, useNavigate, useParams } from 'react-router'
import { Link } from '@/ui/link/Link'
import type { RouterBlocker, RouterNavigateFunction, RouterProvider } from 'ra-core'

const NEVER_BLOCKED: RouterBlocker = { state: 'unblocked', reset: undefined, proceed: undefined, location: undefined }

/** ra-core expects a navigate function that keeps its identity across navigations. */
function useStableNavigate(): RouterNavigateFunction {
  const navigate = useNavigate()
  const latest = useRef(navigate)
  useEffect(() => {
    latest.current = navigate
  }, [navigate])
  return useCallback<RouterNavigateFunction>((to, options) => {
    if (typeof to === 'number') void latest.current(to)
    else void latest.current(to, options)
  }, [])
}

/**
 * ra-core draws a router of its own when it finds none. The console is always one of the app's
 * routes (/admin/*), so it always finds the app's; a second router here would only ship
 * HashRouter to every member page (react-router is one module, which every page loads).
 */
function RouterWrapper({ children }: { basename?: string; children: ReactNode }) {
  if (!useInRouterContext()) throw new Error('The admin console is drawn inside the app’s router, as its /admin routes.')
  return children
}

/**
 * ra-core's routing on the app's declarative router. It takes the place of ra-core's own
 * react-router adapter (scripts/raCoreRouterPlugin.ts), which imports the data router: as one
 * module shared with the member app, react-router would then ship the data router to every
 * member too. The console guards unsaved input with the app's UnsavedChangesGuard, so ra-core's
 * own blocking (warnWhenUnsavedChanges) stays off.
 */
export const reactRouterProvider: RouterProvider = {
  useNavigate: useStableNavigate,
  useLocation,
  // ra-core's interface types these two more loosely than react-router; its own adapter passes the same functions.
  useParams: useParams as RouterProvider['useParams'],
  useBlocker: () => NEVER_BLOCKED,
  useMatch,
  useInRouterContext,
  useCanBlock: () => false,
  Link,
  Navigate,
  Route: Route as RouterProvider['Route'],
  Routes,
  Outlet,
  RouterWrapper,
  matchPath,
}
