import { useRef, useState } from 'react'
import { useFocusOnShow } from '@/ui/focus/useFocusOnShow'
import { PASSWORD_HINT } from '@/lib/auth/passwordRule'
import { useSearchParams } from 'react-router'
import { Link } from '@/ui/link/Link'
import { mobileReset, resetPassword } from '@/api/auth/authApi'
import type { Role } from '@/lib/auth/role'
import { useForm } from '@/shared/form/useForm'
import { paths } from '@/shared/paths/routePaths'
import { Button } from '@/ui/button/Button'
import { FormAlert } from '@/ui/field/FormAlert'
import { TextField } from '@/ui/field/TextField'
import { AuthCard } from './AuthCard'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { PasswordField } from '@/ui/field/PasswordField'
import { sixDigitCode, validateNewPassword, validateResetCode, type ResetCodeValues } from './validation'
import './authForm.css'

export interface ResetPasswordPageProps {
  role: Role
}

const TITLE = 'Choose a new password'

/**
 * /{role}/reset?token=…: the link from the reset email; sets a new password.
 * /{role}/reset?mode=code: the same with the code from that email (the mobile reset call).
 */
export function ResetPasswordPage({ role }: ResetPasswordPageProps) {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')?.trim() ?? ''
  const [done, setDone] = useState(false)

  if (done) return <PasswordChanged role={role} />

  if (token || searchParams.get('mode') === 'code') return <ResetForm key={token ? 'link' : 'code'} role={role} token={token || undefined} onDone={() => setDone(true)} />

  return (
    <AuthCard title={TITLE}>
      <FormAlert>This reset link is incomplete or has been cut short. Ask for a new link to reset your password.</FormAlert>
      <p>
        <Link to={paths.forgotPassword(role)}>Send me a new reset link</Link>
      </p>
      <p>
        <Link to={paths.resetPassword(role, 'code')}>I have a code from the email</Link>
      </p>
    </AuthCard>
  )
}

function PasswordChanged({ role }: { role: Role }) {
  const doneRef = useRef<HTMLDivElement>(null)
  useFocusOnShow(doneRef)
  return (
    <AuthCard title={TITLE}>
      <div ref={doneRef} tabIndex={-1} className="auth-form__alert">
        <FormAlert tone="success">Your password has been changed. You can sign in with it now.</FormAlert>
      </div>
      <p>
        <Link to={paths.login(role)}>Sign in</Link>
      </p>
    </AuthCard>
  )
}

/** The new password, sent with the email's link (`token`) or, without one, with the email's 6-digit code. */
function ResetForm({ role, token, onDone }: { role: Role; token?: string; onDone: () => void }) {
  const withCode = !token
  const form = useForm<ResetCodeValues>({
    initial: { code: '', password: '', confirm_password: '' },
    validate: withCode ? validateResetCode : validateNewPassword,
  })

  const reset = async ({ code, password }: ResetCodeValues) => {
    await (token ? resetPassword({ token, password }) : mobileReset({ code: sixDigitCode(code) ?? code, password }))
    onDone()
  }

  return (
    <AuthCard
      title={TITLE}
      intro={withCode ? 'Enter the 6-digit code from the reset email, then your new password.' : undefined}
      footer={
        withCode ? (
          <p>
            No code, or it expired? <Link to={paths.forgotPassword(role)}>Send a new reset email</Link>
          </p>
        ) : (
          <p>
            Link not working? <Link to={paths.forgotPassword(role)}>Send a new reset link</Link>
          </p>
        )
      }
    >
      <form className="auth-form" noValidate onSubmit={form.handleSubmit(reset)}>
        <FormErrorAlert message={form.formError} focusKey={form.settledSubmits} />
        {withCode && (
          <TextField
            label="Code from the email"
            hint="It works for 15 minutes."
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={7}
            spellCheck={false}
            required
            {...form.field('code')}
          />
        )}
        <PasswordField label="New password" autoComplete="new-password" hint={PASSWORD_HINT} required {...form.field('password')} />
        <PasswordField label="Confirm new password" autoComplete="new-password" required {...form.field('confirm_password')} />
        <Button type="submit" className="auth-form__submit" busy={form.busy}>
          Save new password
        </Button>
      </form>
    </AuthCard>
  )
}
