import { Link } from 'react-router'
import { forgotPassword } from '@/api/auth/authApi'
import type { Role } from '@/lib/auth/role'
import { paths } from '@/shared/paths/routePaths'
import { Button } from '@/ui/button/Button'
import { TextField } from '@/ui/field/TextField'
import { FormAlert } from '@/ui/field/FormAlert'
import { AuthCard } from './AuthCard'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { useEmailLinkRequest } from './useEmailLinkRequest'
import './authForm.css'

export interface ForgotPasswordPageProps {
  role: Role
}

/** /{role}/forgot: asks for a reset link. The answer never reveals whether the account exists. */
export function ForgotPasswordPage({ role }: ForgotPasswordPageProps) {
  const { form, sentTo, confirmationRef, onSubmit, startOver } = useEmailLinkRequest((email) => forgotPassword({ email, role }))

  const footer = (
    <p>
      Remembered it? <Link to={paths.login(role)}>Back to sign in</Link>
    </p>
  )

  if (sentTo) {
    return (
      <AuthCard title="Reset your password" footer={footer}>
        <div ref={confirmationRef} tabIndex={-1} className="auth-form__alert">
          <FormAlert tone="success">If an account exists for {sentTo}, we&apos;ve sent a link to reset your password.</FormAlert>
        </div>
        {__MOCK__ && <p>Open the Developer panel → Mailbox to see it.</p>}
        <p>
          The email also has a 6-digit code. Reading it on another device?{' '}
          <Link to={paths.resetPassword(role, 'code')}>Enter the code here</Link>
        </p>
        <p>
          <Button variant="ghost" onClick={startOver}>
            Use a different email
          </Button>
        </p>
      </AuthCard>
    )
  }

  return (
    <AuthCard title="Reset your password" intro="Enter the email you sign in with and we'll send you a link to choose a new password." footer={footer}>
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <FormErrorAlert message={form.formError} focusKey={form.settledSubmits} />
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" required {...form.field('email')} />
        <Button type="submit" className="auth-form__submit" busy={form.busy}>
          Send reset link
        </Button>
      </form>
    </AuthCard>
  )
}
