import { Link } from 'react-router'
import type { Role } from '@/lib/auth/role'
import { Button } from '@/ui/button/Button'
import { TextField } from '@/ui/field/TextField'
import { AuthCard } from './AuthCard'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { PasswordField } from './PasswordField'
import { useAuthForm } from './useAuthForm'
import { validateSignIn, type SignInValues } from './validation'
import './authForm.css'

export type { SignInValues }

const TITLE: Record<Role, string> = {
  user: 'Sign in',
  admin: 'Admin sign in',
  public: 'Sign in to the public area',
}

const SIGN_UP_LINK: Record<Role, { to: string; text: string }> = {
  user: { to: '/user/register', text: 'Create an account' },
  admin: { to: '/admin/sign-up', text: 'Have an invitation? Create an admin account' },
  public: { to: '/public/sign-up', text: 'Create a public account' },
}

export interface SignInFormProps {
  role: Role
  /** Called with valid values; it reports failure through `error`, not by throwing. */
  onSubmit: (values: SignInValues) => Promise<void>
  /** The server's reason the last attempt failed. */
  error?: string
  /** Forces the submitting state (Storybook); the form is also busy while `onSubmit` runs. */
  busy?: boolean
}

/** The sign-in card without any network: SignInPage supplies the call, stories supply states. */
export function SignInForm({ role, onSubmit, error, busy = false }: SignInFormProps) {
  const form = useAuthForm<SignInValues>({ email: '', password: '' })
  const submitting = busy || form.busy
  const signUp = SIGN_UP_LINK[role]

  return (
    <AuthCard
      title={TITLE[role]}
      footer={
        <>
          <p>
            <Link to={`/${role}/forgot`}>Forgot your password?</Link>
          </p>
          <p>
            <Link to={signUp.to}>{signUp.text}</Link>
          </p>
        </>
      }
    >
      <form className="auth-form" noValidate onSubmit={form.handleSubmit(validateSignIn, onSubmit)}>
        <FormErrorAlert message={error ?? form.formError} focusKey={form.settledSubmits} />
        <TextField label="Email" type="email" autoComplete="username" inputMode="email" required {...form.field('email')} />
        <PasswordField label="Password" autoComplete="current-password" required {...form.field('password')} />
        <Button type="submit" className="auth-form__submit" busy={submitting}>
          Sign in
        </Button>
      </form>
    </AuthCard>
  )
}
