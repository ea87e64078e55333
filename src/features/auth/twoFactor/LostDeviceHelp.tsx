import { Link } from '@/ui/link/Link'
import { paths } from '@/shared/paths/routePaths'
import './twoFactor.css'

/** What to do without the authenticator app: told plainly, with no promise of a shortcut. */
export function LostDeviceHelp() {
  return (
    <details className="auth-disclosure">
      <summary>Lost your device?</summary>
      <p>
        Without the code from your authenticator app, this sign-in cannot be finished. A sign-in link by email does not get
        around it either: it asks for the same code. MoveTime has no backup codes.
      </p>
      <p>
        Write to us on the <Link to={paths.contact}>contact page</Link>, from the email address of your account. Support checks
        that the account is yours before turning two-factor authentication off; that can take a working day or two.
      </p>
      <p>Once you are signed in again, set up two-factor authentication again in Settings with your new device.</p>
    </details>
  )
}
