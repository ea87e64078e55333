import { useId } from 'react'
import { Link } from '@/ui/link/Link'
import { disableTwoFactor } from '@/api/auth/authApi'
import { useForm } from '@/shared/form/useForm'
import { paths } from '@/shared/paths/routePaths'
import { Button } from '@/ui/button/Button'
import { Dialog } from '@/ui/dialog/Dialog'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { checkAuthCode, sendAuthCode } from './authCode'
import { AuthCodeField } from './AuthCodeField'
import './account.css'

export interface TwoFactorDisableDialogProps {
  onDisabled: () => void
  onCancel: () => void
}

/** Turning two-factor off takes a current code, so a stolen session alone cannot do it. */
export function TwoFactorDisableDialog({ onDisabled, onCancel }: TwoFactorDisableDialogProps) {
  const form = useForm({ initial: { token: '' }, validate: checkAuthCode })
  const onSubmit = form.handleSubmit((values) =>
    sendAuthCode(values, async (token) => {
      await disableTwoFactor({ token })
      onDisabled()
    }),
  )
  const formId = useId()

  return (
    <Dialog
      open
      title="Turn off two-factor authentication"
      description="Enter the code your authenticator app shows now, to confirm it is you."
      dismissible={!form.busy}
      onClose={onCancel}
      actions={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={form.busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="danger" busy={form.busy}>
            Turn off
          </Button>
        </>
      }
    >
      <form id={formId} className="account-form" noValidate onSubmit={onSubmit}>
        <FormErrorAlert message={form.formError} focusKey={form.settledSubmits} />
        <AuthCodeField {...form.field('token')} />
      </form>
      <p className="account-muted">
        No longer have the app? <Link to={paths.contact}>Contact support</Link> to turn it off.
      </p>
    </Dialog>
  )
}
