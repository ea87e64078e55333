import { useEffect, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/api/apiError'
import { currentAuth, dispatchAuth } from '@/lib/auth/authState'
import { hasSavedLibrary } from '@/offline/store/savedLibraryMark'
import { FullScreenSpinner } from '@/ui/spinner/FullScreenSpinner'
import { paths } from '@/shared/paths/routePaths'
import { afterFirstDraw } from './firstDraw'

/**
 * docs/product.md §4: with a stored token, confirm it with the check call (stored role). A rejected token
 * signs out and goes to /{role}/login, or / with no role. No answer at all (offline in the gym)
 * keeps the session: the app must still open with no network.
 *
 * Offline first: a member whose library is saved on this device sees it at once while the check
 * runs in the background; the full-screen spinner holds the first screen only when there is
 * nothing saved to show. Either way a rejection signs out and redirects the same way.
 */
export function StartupCheck({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  const [checking, setChecking] = useState(() => currentAuth().isAuthenticated)
  // Decided once, at start: whether there is something saved worth showing during the check.
  const [inBackground] = useState(() => {
    const { isAuthenticated, user } = currentAuth()
    return isAuthenticated && hasSavedLibrary(user)
  })

  useEffect(() => {
    if (!checking) return
    const { role } = currentAuth()
    let cancelled = false
    const rejected = () => {
      dispatchAuth({ type: 'LOGOUT' })
      navigate(role ? paths.login(role) : paths.home, { replace: true })
    }
    const runCheck = () => {
      // A token with no stored role cannot be checked; it is treated like a rejected one. The auth
      // calls load here, not with the app: the call has to wait for the API client to load anyway.
      const confirmed = role
        ? import('@/api/auth/authApi').then(
            ({ check }) => check({ role }),
            // Their code could not be fetched: no answer at all, like a call that could not be sent.
            () => Promise.reject(new ApiError(0, NETWORK_ERROR_MESSAGE)),
          )
        : Promise.reject(new ApiError(401, 'No role is stored with the session.'))
      confirmed
        .catch((error: unknown) => {
          if (cancelled) return
          if (error instanceof ApiError && error.isNetworkError) return
          rejected()
        })
        .finally(() => {
          if (!cancelled) setChecking(false)
        })
    }
    // In the background, the check (with the API client and axios) waits for the saved page to draw:
    // it must not compete with that page's own downloads. Behind the spinner it is the page's wait.
    let cancelWait: (() => void) | undefined
    if (inBackground) cancelWait = afterFirstDraw(runCheck)
    else runCheck()
    return () => {
      cancelled = true
      cancelWait?.()
    }
  }, [checking, inBackground, navigate])

  return checking && !inBackground ? <FullScreenSpinner /> : children
}
