import { Link } from '@/ui/link/Link'
import { generateMagicLink } from '@/api/auth/authApi'
import { paths } from '@/shared/paths/routePaths'
import { AuthCard } from '../AuthCard'
import { EmailLinkForm } from '../EmailLinkForm'
import { EmailLinkSent } from '../EmailLinkSent'
import { OfflineAuthNote } from '../OfflineAuthNote'
import { useEmailLinkRequest } from '../useEmailLinkRequest'

/** Where the emailed link opens: this app's verify page, whichever host serves it. */
export function magicLinkLandingUrl(): string {
  return `${window.location.origin}/magic-login/verify`
}

const footer = (
  <p>
    Rather use your password? <Link to={paths.login()}>Sign in</Link>
  </p>
)

/**
 * /magic-login: a member asks for a one-time sign-in link by email. The answer is the same
 * whether or not the account exists, so the page never says which emails have accounts.
 */
export function MagicLinkPage() {
  const request = useEmailLinkRequest((email) => generateMagicLink({ email, role: 'user', url: magicLinkLandingUrl() }))

  if (request.sentTo) {
    return (
      <AuthCard title="Check your inbox" footer={footer}>
        <EmailLinkSent
          request={request}
          message={
            <>
              If an account exists for <strong>{request.sentTo}</strong>, we&apos;ve sent it a sign-in link. The link works once, within
              15 minutes.
            </>
          }
        >
          <p>Nothing after a few minutes? Check your spam folder, or ask again.</p>
        </EmailLinkSent>
      </AuthCard>
    )
  }

  return (
    <AuthCard title="Sign in with a link" intro="We'll email you a link that signs you in without your password." footer={footer}>
      <OfflineAuthNote action="Sending a sign-in link" />
      <EmailLinkForm request={request} submitLabel="Email me a link" />
    </AuthCard>
  )
}
