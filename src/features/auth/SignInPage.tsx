import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { login, verifyTwoFactor } from '@/api/auth/authApi'
import { ApiError } from '@/api/apiError'
import type { Role } from '@/lib/auth/role'
import { confirmCaptcha } from '@/shared/captcha/confirmCaptcha'
import { SignInForm, type SignInSubmission } from './SignInForm'
import { homePathForRole, safeRedirectPath } from './safeRedirect'
import { TwoFactorCodeForm } from './twoFactor/TwoFactorCodeForm'
import { useCompleteSignIn } from './useCompleteSignIn'

export interface SignInPageProps {
  role: Role
}

/** A refusal that means a password was wrong, or that the server now wants the robot check. */
function asksForCaptcha(failure: unknown): boolean {
  return failure instanceof ApiError && (failure.status === 401 || 'captcha_token' in failure.fieldErrors)
}

/** The two-factor step cannot go on: it expired (401) or too many codes were wrong (429). */
function endsChallenge(failure: unknown): failure is ApiError {
  return failure instanceof ApiError && (failure.status === 401 || failure.status === 429)
}

/**
 * /user/login, /admin/login, /public/login: signs in and returns to redirect_uri when it is on
 * this site. Accounts with two-factor on enter a code after the password. After a failed attempt
 * the form adds a robot check, so guessing passwords gets slow.
 */
export function SignInPage({ role }: SignInPageProps) {
  const [searchParams] = useSearchParams()
  const completeSignIn = useCompleteSignIn()
  const [error, setError] = useState<string>()
  const [captcha, setCaptcha] = useState(false)
  const [challenge, setChallenge] = useState<string | null>(null)
  const [email, setEmail] = useState('')
  const destination = safeRedirectPath(searchParams.get('redirect_uri'), homePathForRole(role))

  const signIn = async (values: SignInSubmission) => {
    setError(undefined)
    setEmail(values.email)
    try {
      const captcha_token = captcha ? await confirmCaptcha(values.captcha_token) : undefined
      const response = await login({ email: values.email.trim(), password: values.password, role, ...(captcha_token ? { captcha_token } : {}) })
      if (response.two_factor_required) setChallenge(response.token)
      else completeSignIn(response, destination)
    } catch (failure) {
      if (asksForCaptcha(failure)) setCaptcha(true)
      throw failure
    }
  }

  const verifyCode = async (code: string) => {
    if (!challenge) return
    try {
      completeSignIn(await verifyTwoFactor({ access_token: challenge, token: code }), destination)
    } catch (failure) {
      if (!endsChallenge(failure)) throw failure
      setChallenge(null)
      setError(failure.message)
    }
  }

  if (challenge) {
    return <TwoFactorCodeForm onSubmit={verifyCode} onCancel={() => setChallenge(null)} />
  }
  return <SignInForm role={role} onSubmit={signIn} error={error} captcha={captcha} initialEmail={email} />
}
