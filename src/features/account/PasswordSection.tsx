import { useEffect } from 'react'
import { useSetAtom } from 'jotai'
import { updatePassword } from '@/api/auth/authApi'
import { isStrongEnoughPassword, PASSWORD_HINT, PASSWORD_WEAK_MESSAGE } from '@/lib/auth/passwordRule'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import type { FieldErrors } from '@/shared/form/fieldErrors'
import { useForm } from '@/shared/form/useForm'
import { Button } from '@/ui/button/Button'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { PasswordField } from '@/ui/field/PasswordField'
import { Panel } from '@/ui/panel/Panel'
import './account.css'

interface PasswordValues {
  password: string
  confirm_password: string
}

const EMPTY: PasswordValues = { password: '', confirm_password: '' }

export const PASSWORD_TEXT = {
  confirmRequired: 'Enter the new password again.',
  differ: 'The passwords do not match.',
  updated: 'Password updated',
} as const

/** The API's own rule first, then the confirmation; the server's answer still lands at the field. */
function checkPassword(values: PasswordValues): FieldErrors<keyof PasswordValues> {
  if (!isStrongEnoughPassword(values.password)) return { password: PASSWORD_WEAK_MESSAGE }
  if (values.password && !values.confirm_password) return { confirm_password: PASSWORD_TEXT.confirmRequired }
  if (values.password !== values.confirm_password) return { confirm_password: PASSWORD_TEXT.differ }
  return {}
}

export function PasswordSection({ onDirtyChange }: { onDirtyChange?: (dirty: boolean) => void }) {
  const form = useForm({ initial: EMPTY, validate: checkPassword })
  const showSnackbar = useSetAtom(showSnackbarAtom)
  const { dirty } = form

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange])

  const save = form.handleSubmit(async (values) => {
    await updatePassword({ password: values.password })
    // Cleared on success only: after a failure the member corrects what they typed.
    form.reset(EMPTY)
    showSnackbar({ text: PASSWORD_TEXT.updated })
  })

  return (
    <Panel title="Password">
      <p className="account-muted">Changing it signs you out on your other devices; this one stays signed in.</p>
      <form className="account-form" noValidate onSubmit={save} aria-label="Change password">
        <FormErrorAlert message={form.formError} focusKey={form.settledSubmits} />
        <PasswordField label="New password" hint={PASSWORD_HINT} autoComplete="new-password" {...form.field('password')} />
        <PasswordField label="Confirm new password" autoComplete="new-password" {...form.field('confirm_password')} />
        <div>
          <Button type="submit" busy={form.busy}>
            Change password
          </Button>
        </div>
      </form>
    </Panel>
  )
}
