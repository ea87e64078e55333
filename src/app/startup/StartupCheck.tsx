import { useEffect, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { check } from '@/api/auth/authApi'
import { ApiError } from '@/api/apiError'
import { currentAuth, dispatchAuth } from '@/lib/auth/authState'
import { FullScreenSpinner } from '@/ui/spinner/FullScreenSpinner'
import { paths } from '@/shared/paths/routePaths'

/**
 * SPEC §4: with a stored token, confirm it with the check call (stored role) before showing pages.
 * A rejected token signs out and goes to /{role}/login, or / with no role. No answer at all
 * (offline in the gym) keeps the session: the app must still open with no network.
 */
export function StartupCheck({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  const [checking, setChecking] = useState(() => currentAuth().isAuthenticated)

  useEffect(() => {
    if (!checking) return
    const { role } = currentAuth()
    let cancelled = false
    const rejected = () => {
      dispatchAuth({ type: 'LOGOUT' })
      navigate(role ? paths.login(role) : paths.home, { replace: true })
    }
    // A token with no stored role cannot be checked; it is treated like a rejected one.
    const confirmed = role ? check({ role }) : Promise.reject(new ApiError(401, 'No role is stored with the session.'))
    confirmed
      .catch((error: unknown) => {
        if (cancelled) return
        if (error instanceof ApiError && error.isNetworkError) return
        rejected()
      })
      .finally(() => {
        if (!cancelled) setChecking(false)
      })
    return () => {
      cancelled = true
    }
  }, [checking, navigate])

  return checking ? <FullScreenSpinner /> : children
}
