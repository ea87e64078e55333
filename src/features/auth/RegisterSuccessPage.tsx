import { useSearchParams } from 'react-router'
import { Link } from '@/ui/link/Link'
import { paths } from '@/shared/paths/routePaths'
import { AuthCard } from './AuthCard'

/** /register/success?email=…: the account exists; the member now confirms their address. */
export function RegisterSuccessPage() {
  const [searchParams] = useSearchParams()
  const email = searchParams.get('email')?.trim()

  return (
    <AuthCard
      title="Check your inbox"
      footer={
        <p>
          Verified already? <Link to={paths.login()}>Sign in</Link>
        </p>
      }
    >
      <p>
        We sent a verification link to {email ? <strong>{email}</strong> : 'your email address'}. Open it to activate your
        account, then sign in.
      </p>
      {__MOCK__ && <p>Open the Developer panel → Mailbox to see it.</p>}
    </AuthCard>
  )
}
