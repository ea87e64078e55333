import { useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { Link } from '@/ui/link/Link'
import { magicLinkLogin, verifyTwoFactor } from '@/api/auth/authApi'
import type { LoginResponse } from '@/api/auth/authTypes'
import { ApiError, errorMessage } from '@/api/apiError'
import { LoadFailedAlert } from '@/ui/field/LoadFailedAlert'
import { FormAlert } from '@/ui/field/FormAlert'
import { LabelledSpinner } from '@/ui/spinner/LabelledSpinner'
import { paths } from '@/shared/paths/routePaths'
import { AuthCard } from '../AuthCard'
import { homePathForRole } from '../safeRedirect'
import { TwoFactorCodeForm } from '../twoFactor/TwoFactorCodeForm'
import { useCompleteSignIn } from '../useCompleteSignIn'
import '../authForm.css'

const PROVIDER_NAMES: Record<string, string> = { google: 'Google', apple: 'Apple' }

type Status =
  | { kind: 'signing-in' }
  | { kind: 'two-factor'; challenge: string }
  | { kind: 'failed'; message: string; canRetry: boolean }

/**
 * /magic-login/verify?token=…[&provider=google]: where an emailed sign-in link, and a provider's
 * sign-in, land. The token works once; an account with two-factor on still enters its code.
 */
export function MagicLinkVerifyPage() {
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const completeSignIn = useCompleteSignIn()
  const token = searchParams.get('token')?.trim() ?? ''
  const providerName = PROVIDER_NAMES[searchParams.get('provider') ?? '']
  const [status, setStatus] = useState<Status>({ kind: 'signing-in' })
  // Bumped by "Try again" after a network failure: the token was never spent, so it is sent again.
  const [attempt, setAttempt] = useState(0)
  // The token is single-use. StrictMode runs effects twice; the ref survives that, so each
  // attempt sends it once.
  const sentFor = useRef<string | null>(null)

  const finish = useCallback(
    (response: LoginResponse) => {
      if (response.two_factor_required) setStatus({ kind: 'two-factor', challenge: response.token })
      else completeSignIn(response, homePathForRole(response.role))
    },
    [completeSignIn],
  )

  useEffect(() => {
    const key = `${token}#${attempt}`
    if (!token || sentFor.current === key) return
    sentFor.current = key
    magicLinkLogin({ token }).then(finish, (error: unknown) =>
      setStatus({ kind: 'failed', message: errorMessage(error), canRetry: error instanceof ApiError && error.isNetworkError }),
    )
  }, [token, attempt, finish])

  const retry = () => {
    setStatus({ kind: 'signing-in' })
    setAttempt((n) => n + 1)
  }

  const verifyCode = async (code: string) => {
    if (status.kind !== 'two-factor') return
    try {
      completeSignIn(await verifyTwoFactor({ access_token: status.challenge, token: code }), homePathForRole('user'))
    } catch (failure) {
      if (!(failure instanceof ApiError) || (failure.status !== 401 && failure.status !== 429)) throw failure
      // The challenge is over and the link is spent: only a new link (or the password) helps now.
      setStatus({ kind: 'failed', message: failure.message, canRetry: false })
    }
  }

  if (!token) {
    return (
      <AuthCard title="Sign-in link">
        <FormAlert>This sign-in link is incomplete. Open the link from your email again, or ask for a new one.</FormAlert>
        <NextSteps />
      </AuthCard>
    )
  }

  if (status.kind === 'two-factor') {
    return <TwoFactorCodeForm onSubmit={verifyCode} onCancel={() => navigate(paths.login())} cancelLabel="Sign in another way" />
  }

  if (status.kind === 'failed') {
    return (
      <AuthCard title="This sign-in did not work">
        <LoadFailedAlert message={status.message} onRetry={status.canRetry ? retry : undefined} />
        <NextSteps />
      </AuthCard>
    )
  }

  return (
    <AuthCard title="Signing you in">
      <LabelledSpinner label={providerName ? `Signing you in with ${providerName}…` : 'Signing you in…'} />
    </AuthCard>
  )
}

function NextSteps() {
  return (
    <>
      <p>
        <Link to={paths.magicLogin}>Email me a new sign-in link</Link>
      </p>
      <p>
        <Link to={paths.login()}>Sign in with your password</Link>
      </p>
    </>
  )
}
