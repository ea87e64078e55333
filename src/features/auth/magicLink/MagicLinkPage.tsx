import { Link } from 'react-router'
import { generateMagicLink } from '@/api/auth/authApi'
import { Button } from '@/ui/button/Button'
import { FormAlert } from '@/ui/field/FormAlert'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { TextField } from '@/ui/field/TextField'
import { paths } from '@/shared/paths/routePaths'
import { AuthCard } from '../AuthCard'
import { OfflineAuthNote } from '../OfflineAuthNote'
import { useEmailLinkRequest } from '../useEmailLinkRequest'
import '../authForm.css'

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
  const { form, sentTo, confirmationRef, onSubmit, startOver } = useEmailLinkRequest((email) =>
    generateMagicLink({ email, role: 'user', url: magicLinkLandingUrl() }),
  )

  if (sentTo) {
    return (
      <AuthCard title="Check your inbox" footer={footer}>
        <div ref={confirmationRef} tabIndex={-1} className="auth-form__alert">
          <FormAlert tone="success">
            If an account exists for <strong>{sentTo}</strong>, we&apos;ve sent it a sign-in link. The link works once, within 15
            minutes.
          </FormAlert>
        </div>
        {__MOCK__ && <p>Open the Developer panel → Mailbox to see it.</p>}
        <p>Nothing after a few minutes? Check your spam folder, or ask again.</p>
        <p>
          <Button variant="ghost" onClick={startOver}>
            Use a different email
          </Button>
        </p>
      </AuthCard>
    )
  }

  return (
    <AuthCard
      title="Sign in with a link"
      intro="We'll email you a link that signs you in without your password."
      footer={footer}
    >
      <OfflineAuthNote action="Sending a sign-in link" />
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <FormErrorAlert message={form.formError} focusKey={form.settledSubmits} />
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" required {...form.field('email')} />
        <Button type="submit" className="auth-form__submit" busy={form.busy}>
          Email me a link
        </Button>
      </form>
    </AuthCard>
  )
}
