import { Link } from '@/ui/link/Link'
import { forgotPassword } from '@/api/auth/authApi'
import type { Role } from '@/lib/auth/role'
import { paths } from '@/shared/paths/routePaths'
import { AuthCard } from './AuthCard'
import { EmailLinkForm } from './EmailLinkForm'
import { EmailLinkSent } from './EmailLinkSent'
import { useEmailLinkRequest } from './useEmailLinkRequest'

export interface ForgotPasswordPageProps {
  role: Role
}

/** /{role}/forgot: asks for a reset link. The answer never reveals whether the account exists. */
export function ForgotPasswordPage({ role }: ForgotPasswordPageProps) {
  const request = useEmailLinkRequest((email) => forgotPassword({ email, role }))

  const footer = (
    <p>
      Remembered it? <Link to={paths.login(role)}>Back to sign in</Link>
    </p>
  )

  if (request.sentTo) {
    return (
      <AuthCard title="Reset your password" footer={footer}>
        <EmailLinkSent request={request} message={<>If an account exists for {request.sentTo}, we&apos;ve sent a link to reset your password.</>}>
          <p>
            The email also has a 6-digit code. Reading it on another device?{' '}
            <Link to={paths.resetPassword(role, 'code')}>Enter the code here</Link>
          </p>
        </EmailLinkSent>
      </AuthCard>
    )
  }

  return (
    <AuthCard title="Reset your password" intro="Enter the email you sign in with and we'll send you a link to choose a new password." footer={footer}>
      <EmailLinkForm request={request} submitLabel="Send reset link" />
    </AuthCard>
  )
}
