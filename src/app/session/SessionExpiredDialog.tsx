import { useAtom } from 'jotai'
import { useEffect, useEffectEvent, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { authAtom } from '@/lib/auth/authState'
import { Button } from '@/ui/button/Button'
import { Dialog } from '@/ui/dialog/Dialog'
import { paths } from '@/shared/paths/routePaths'

/** docs/product.md §9: the session-expired dialog redirects on its own after this delay. */
export const SESSION_EXPIRED_REDIRECT_MS = 4000

/** Shown while auth.sessionExpired is set (a TOKEN_EXPIRED answer raises it); must render inside the router. */
export function SessionExpiredDialog() {
  const [auth, dispatch] = useAtom(authAtom)
  const navigate = useNavigate()
  const location = useLocation()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const open = auth.sessionExpired

  const redirectToLogin = () => {
    // docs/product.md §4: /{role}/login?redirect_uri={current path}, or /login?redirect_uri=… with no role.
    const target = paths.login(auth.role, location.pathname + location.search)
    dispatch({ type: 'LOGOUT' })
    void navigate(target, { replace: true })
  }
  // The timer reads the latest role and path without restarting when they change.
  const onTimeout = useEffectEvent(redirectToLogin)

  useEffect(() => {
    if (!open) return
    const timer = window.setTimeout(() => onTimeout(), SESSION_EXPIRED_REDIRECT_MS)
    // LOGOUT clears sessionExpired, so a click on the button also cancels this timer.
    return () => window.clearTimeout(timer)
  }, [open])

  return (
    <Dialog
      open={open}
      title="Session Expired"
      description="Your current login session has expired. Redirecting to login page shortly"
      dismissible={false}
      initialFocusRef={buttonRef}
      actions={
        <Button ref={buttonRef} onClick={redirectToLogin}>
          Got it, thanks!
        </Button>
      }
    />
  )
}
