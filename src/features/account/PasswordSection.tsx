import { useState } from 'react'
import { useSetAtom } from 'jotai'
import { updatePassword } from '@/api/auth/authApi'
import { isStrongEnoughPassword, PASSWORD_HINT, PASSWORD_WEAK_MESSAGE } from '@/lib/auth/passwordRule'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { Button } from '@/ui/button/Button'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { PasswordField } from '@/ui/field/PasswordField'
import { AccountCard } from './AccountCard'
import { useFormSubmit } from './useFormSubmit'
import './account.css'

const FIELDS = ['password', 'confirm_password'] as const
type Field = (typeof FIELDS)[number]

export const PASSWORD_TEXT = {
  confirmRequired: 'Enter the new password again.',
  differ: 'The passwords do not match.',
  updated: 'Password updated',
} as const

/** Checked here with the API's own rule first; the server's answer still lands at the field. */
export function PasswordSection() {
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirm_password: '' })
  const form = useFormSubmit<Field>(FIELDS)
  const showSnackbar = useSetAtom(showSnackbarAtom)

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    form.clearError(field)
  }

  const save = form.onSubmit(async () => {
    if (!isStrongEnoughPassword(values.password)) return { password: PASSWORD_WEAK_MESSAGE }
    if (values.password && !values.confirm_password) return { confirm_password: PASSWORD_TEXT.confirmRequired }
    if (values.password !== values.confirm_password) return { confirm_password: PASSWORD_TEXT.differ }
    await updatePassword({ password: values.password })
    // Cleared on success only: after a failure the member corrects what they typed.
    setValues({ password: '', confirm_password: '' })
    showSnackbar({ text: PASSWORD_TEXT.updated })
  })

  return (
    <AccountCard title="Password">
      <p className="account-muted">Changing it signs you out on your other devices; this one stays signed in.</p>
      <form className="account-form" noValidate onSubmit={save} aria-label="Change password">
        <FormErrorAlert message={form.formError} focusKey={form.settledSubmits} />
        <PasswordField
          label="New password"
          name="password"
          hint={PASSWORD_HINT}
          autoComplete="new-password"
          value={values.password}
          error={form.fieldErrors.password}
          onChange={(event) => change('password')(event.target.value)}
        />
        <PasswordField
          label="Confirm new password"
          name="confirm_password"
          autoComplete="new-password"
          value={values.confirm_password}
          error={form.fieldErrors.confirm_password}
          onChange={(event) => change('confirm_password')(event.target.value)}
        />
        <div>
          <Button type="submit" busy={form.busy}>
            Change password
          </Button>
        </div>
      </form>
    </AccountCard>
  )
}
