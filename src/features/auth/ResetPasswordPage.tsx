import { useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { resetPassword } from '@/api/auth/authApi'
import type { Role } from '@/lib/auth/role'
import { Button } from '@/ui/button/Button'
import { FormAlert } from '@/ui/field/FormAlert'
import { AuthCard } from './AuthCard'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { PasswordField } from './PasswordField'
import { loginPathForRole } from './safeRedirect'
import { useAuthForm } from './useAuthForm'
import { PASSWORD_HINT, validateNewPassword, type NewPasswordValues } from './validation'
import './authForm.css'

export interface ResetPasswordPageProps {
  role: Role
}

/** /{role}/reset?token=…: the link from the reset email; sets a new password. */
export function ResetPasswordPage({ role }: ResetPasswordPageProps) {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')?.trim() ?? ''
  const form = useAuthForm<NewPasswordValues>({ password: '', confirm_password: '' })
  const [done, setDone] = useState(false)
  const doneRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (done) doneRef.current?.focus()
  }, [done])

  const title = 'Choose a new password'
  const forgotPath = `/${role}/forgot`

  if (!token) {
    return (
      <AuthCard title={title}>
        <FormAlert>This reset link is incomplete or has been cut short. Ask for a new link to reset your password.</FormAlert>
        <p>
          <Link to={forgotPath}>Send me a new reset link</Link>
        </p>
      </AuthCard>
    )
  }

  if (done) {
    return (
      <AuthCard title={title}>
        <div ref={doneRef} tabIndex={-1} className="auth-form__alert">
          <FormAlert tone="success">Your password has been changed. You can sign in with it now.</FormAlert>
        </div>
        <p>
          <Link to={loginPathForRole(role)}>Sign in</Link>
        </p>
      </AuthCard>
    )
  }

  const reset = async ({ password }: NewPasswordValues) => {
    await resetPassword({ token, password })
    setDone(true)
  }

  return (
    <AuthCard
      title={title}
      footer={
        <p>
          Link not working? <Link to={forgotPath}>Send a new reset link</Link>
        </p>
      }
    >
      <form className="auth-form" noValidate onSubmit={form.handleSubmit(validateNewPassword, reset)}>
        <FormErrorAlert message={form.formError} focusKey={form.settledSubmits} />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          required
          {...form.field('password')}
        />
        <PasswordField label="Confirm new password" autoComplete="new-password" required {...form.field('confirm_password')} />
        <Button type="submit" className="auth-form__submit" busy={form.busy}>
          Save new password
        </Button>
      </form>
    </AuthCard>
  )
}
