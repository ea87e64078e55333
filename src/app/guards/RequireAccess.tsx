import { useAtomValue } from 'jotai'
import { lazy } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { authAtom } from '@/lib/auth/authState'
import { paths } from '@/shared/paths/routePaths'
import type { Access } from '../routes/routeTypes'

// Only an account of the wrong role ever sees it: no part of a page's first download. The route's Suspense shows the spinner meanwhile.
const AccessDeniedPage = lazy(() => import('../errors/AccessDeniedPage').then((m) => ({ default: m.AccessDeniedPage })))

/**
 * docs/product.md §2 guards: signed out → that role's sign-in page carrying redirect_uri;
 * signed in with another role → an access-denied page offering the right sign-in.
 */
export function RequireAccess({ access }: { access: Access }) {
  const auth = useAtomValue(authAtom)
  const location = useLocation()
  if (access === 'open') return <Outlet />
  if (!auth.isAuthenticated) {
    return <Navigate to={paths.login(access, location.pathname + location.search)} replace />
  }
  if (auth.role !== access) return <AccessDeniedPage requiredRole={access} currentRole={auth.role} />
  return <Outlet />
}
