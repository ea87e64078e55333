import { useState } from 'react'
import { Link } from '@/ui/link/Link'
import type { Role } from '@/lib/auth/role'
import { useForm } from '@/shared/form/useForm'
import { paths } from '@/shared/paths/routePaths'
import { TextField } from '@/ui/field/TextField'
import { AuthCard } from './AuthCard'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { CaptchaSubmit } from './CaptchaSubmit'
import { captchaErrors, type CaptchaValues } from '@/shared/captcha/confirmCaptcha'
import { OfflineAuthNote } from './OfflineAuthNote'
import { PasswordField } from '@/ui/field/PasswordField'
import { ProviderSignInButton } from './provider/ProviderSignInButton'
import { validateSignIn, type SignInValues } from './validation'
import './authForm.css'

export type { SignInValues }

/** What the form hands over: the credentials, and the robot check's token when it is shown. */
export interface SignInSubmission extends SignInValues, CaptchaValues {}

const TITLE: Record<Role, string> = {
  user: 'Sign in',
  admin: 'Admin sign in',
  public: 'Sign in to the public area',
}

const SIGN_UP_LINK: Record<Role, { to: string; text: string }> = {
  user: { to: paths.register, text: 'Create an account' },
  admin: { to: paths.adminSignUp, text: 'Have an invitation? Create an admin account' },
  public: { to: paths.publicSignUp, text: 'Create a public account' },
}

export interface SignInFormProps {
  role: Role
  /**
   * Called with valid values. Throwing an ApiError shows its message above the form and its
   * field messages (`captcha_token` included) at the fields; what was typed stays.
   */
  onSubmit: (values: SignInSubmission) => Promise<void>
  /** A reason from outside the form, e.g. a two-factor step that ended ("Sign in again."). */
  error?: string
  /** Forces the submitting state (Storybook); the form is also busy while `onSubmit` runs. */
  busy?: boolean
  /** Shows the robot check; the sign-in page turns it on after a failed attempt. */
  captcha?: boolean
  /** Starts the email field filled in (coming back from the two-factor step). */
  initialEmail?: string
}

/** The sign-in card without any network: SignInPage supplies the calls, stories supply states. */
export function SignInForm({ role, onSubmit, error, busy = false, captcha = false, initialEmail = '' }: SignInFormProps) {
  const form = useForm<SignInSubmission>({
    initial: { email: initialEmail, password: '', captcha_token: '' },
    validate: (values) => ({ ...validateSignIn(values), ...(captcha ? captchaErrors(values.captcha_token) : {}) }),
  })
  // An outside reason present on arrival takes focus like a failed submit's would.
  const [arrivedWithError] = useState(Boolean(error))
  const submitting = busy || form.busy
  const signUp = SIGN_UP_LINK[role]

  const submit = async (values: SignInSubmission) => {
    try {
      await onSubmit(values)
    } finally {
      // A robot check's token works once: whatever happened, the next try needs a new tick.
      if (values.captcha_token) form.setValue('captcha_token', '')
    }
  }

  return (
    <AuthCard
      title={TITLE[role]}
      footer={
        <>
          <p>
            <Link to={paths.forgotPassword(role)}>Forgot your password?</Link>
          </p>
          {role === 'user' && (
            <p>
              <Link to={paths.magicLogin}>Email me a sign-in link</Link>
            </p>
          )}
          <p>
            <Link to={signUp.to}>{signUp.text}</Link>
          </p>
        </>
      }
    >
      <OfflineAuthNote action="Signing in" />
      <form className="auth-form" noValidate onSubmit={form.handleSubmit(submit)}>
        <FormErrorAlert message={form.formError ?? error} focusKey={form.settledSubmits + (arrivedWithError ? 1 : 0)} />
        <TextField label="Email" type="email" autoComplete="username" inputMode="email" required {...form.field('email')} />
        <PasswordField label="Password" autoComplete="current-password" required {...form.field('password')} />
        <CaptchaSubmit form={form} label="Sign in" captcha={captcha} busy={submitting} />
      </form>
      {role === 'user' && <ProviderSignInButton />}
    </AuthCard>
  )
}
