import { useAtomValue } from 'jotai'
import { lazy, Suspense } from 'react'
import { authAtom } from '@/lib/auth/authState'

// Loaded only when a session expires: the dialog is no part of drawing the first page.
const SessionExpiredDialog = lazy(() => import('./SessionExpiredDialog').then((module) => ({ default: module.SessionExpiredDialog })))

/** The session-expired dialog (docs/product.md §4), downloaded the first time it has to show. */
export function LazySessionExpiredDialog() {
  const { sessionExpired } = useAtomValue(authAtom)
  if (!sessionExpired) return null
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog />
    </Suspense>
  )
}
