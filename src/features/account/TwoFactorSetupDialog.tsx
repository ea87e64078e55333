import { useId } from 'react'
import { authorizeTwoFactor } from '@/api/auth/authApi'
import type { TwoFactorEnableResponse } from '@/api/auth/authTypes'
import { useForm } from '@/shared/form/useForm'
import { Button } from '@/ui/button/Button'
import { Dialog } from '@/ui/dialog/Dialog'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { TextAreaField } from '@/ui/field/TextAreaField'
import { checkAuthCode, sendAuthCode } from './authCode'
import { AuthCodeField } from './AuthCodeField'
import { CopyButton } from './CopyButton'
import { groupSecret } from './groupSecret'
import { QrCode } from './QrCode'
import './account.css'

export const TWO_FACTOR_SETUP_TEXT = {
  title: 'Set up two-factor authentication',
  qrLabel: 'QR code for your authenticator app',
} as const

export interface TwoFactorSetupDialogProps {
  setup: TwoFactorEnableResponse
  /** The code was right: two-factor is now on. */
  onEnabled: () => void
  /** Closed without a code: two-factor stays off. */
  onCancel: () => void
}

/** Step 1: scan the QR code (or type the key); step 2: confirm with a code, which turns two-factor on. */
export function TwoFactorSetupDialog({ setup, onEnabled, onCancel }: TwoFactorSetupDialogProps) {
  const form = useForm({ initial: { token: '' }, validate: checkAuthCode })
  const onSubmit = form.handleSubmit((values) =>
    sendAuthCode(values, async (token) => {
      await authorizeTwoFactor({ token })
      onEnabled()
    }),
  )
  const formId = useId()

  return (
    <Dialog
      open
      title={TWO_FACTOR_SETUP_TEXT.title}
      description="Scan the QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password), or type the key into it. Then enter the 6-digit code the app shows."
      dismissible={!form.busy}
      onClose={onCancel}
      className="account-two-factor-dialog"
      actions={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={form.busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={form.busy}>
            Turn on
          </Button>
        </>
      }
    >
      <ol className="account-steps">
        <li className="account-steps__step">
          <h3 className="account-steps__title">Add MoveTime to your app</h3>
          <div className="account-qr-frame">
            <QrCode text={setup.otpauth_url} label={TWO_FACTOR_SETUP_TEXT.qrLabel} />
          </div>
          {/* A read-only text area rather than an input: the whole key stays in view, wrapped. */}
          <TextAreaField
            label="Setup key"
            name="setup_key"
            className="account-secret"
            rows={2}
            readOnly
            spellCheck={false}
            autoComplete="off"
            hint="Cannot scan the code? Type this key into the app instead; the spaces do not matter."
            value={groupSecret(setup.secret)}
          />
          <CopyButton text={setup.secret} label="Copy key" copiedText="Key copied" />
          <p className="account-muted">
            Setting up on this phone? <a href={setup.otpauth_url}>Open in your authenticator app</a>
          </p>
        </li>
        <li className="account-steps__step">
          <h3 className="account-steps__title">Enter the code it shows</h3>
          <form id={formId} className="account-form" noValidate onSubmit={onSubmit}>
            <FormErrorAlert message={form.formError} focusKey={form.settledSubmits} />
            <AuthCodeField {...form.field('token')} />
          </form>
        </li>
      </ol>
    </Dialog>
  )
}
