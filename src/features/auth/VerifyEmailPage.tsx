import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { Link } from '@/ui/link/Link'
import { ButtonLink } from '@/ui/button/ButtonLink'
import { verifyEmail } from '@/api/auth/authApi'
import { errorMessage } from '@/api/apiError'
import { FormAlert } from '@/ui/field/FormAlert'
import { LabelledSpinner } from '@/ui/spinner/LabelledSpinner'
import { paths } from '@/shared/paths/routePaths'
import { AuthCard } from './AuthCard'
import './authForm.css'

/** docs/product.md §4's sign-up flow: a verified member signs in and goes on to choose a plan. */
const CHOOSE_PLAN_SIGN_IN = paths.login('user', paths.plans)

type Outcome = { token: string } & ({ kind: 'verified' } | { kind: 'failed'; message: string })

/** /user/verify-email?token=…: the link from the verification email lands here. */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')?.trim() ?? ''
  const [outcome, setOutcome] = useState<Outcome>()
  // A verification token is single-use. StrictMode runs effects twice, so the ref (which
  // survives that re-run) makes sure a token is sent once; the first answer is the one shown.
  const sentFor = useRef<string | null>(null)

  useEffect(() => {
    if (!token || sentFor.current === token) return
    sentFor.current = token
    verifyEmail(token).then(
      () => setOutcome({ token, kind: 'verified' }),
      (error: unknown) => setOutcome({ token, kind: 'failed', message: errorMessage(error) }),
    )
  }, [token])

  // An outcome for an earlier token (the member opened a second link) does not describe this one.
  const status = outcome?.token === token ? outcome : { kind: 'verifying' as const }

  if (!token) {
    return (
      <AuthCard title="Verify your email">
        <FormAlert>This verification link is incomplete. Open the link from your email again, or register once more.</FormAlert>
        <Links />
      </AuthCard>
    )
  }

  return (
    <AuthCard title="Verify your email">
      {status.kind === 'verifying' && (
        <LabelledSpinner label="Verifying your email…" />
      )}
      {status.kind === 'verified' && (
        <>
          <FormAlert tone="success">Your email is verified.</FormAlert>
          <p>Next, sign in and choose the plan that suits you.</p>
          <ButtonLink className="auth-form__submit" to={CHOOSE_PLAN_SIGN_IN}>
            Sign in to choose your plan
          </ButtonLink>
        </>
      )}
      {status.kind === 'failed' && (
        <>
          <FormAlert>{status.message}</FormAlert>
          <Links />
        </>
      )}
    </AuthCard>
  )
}

function Links() {
  return (
    <p>
      <Link to={paths.login()}>Sign in</Link> or <Link to={paths.register}>create an account</Link>
    </p>
  )
}
