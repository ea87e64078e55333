import { useState } from 'react'
import { useSetAtom } from 'jotai'
import { updateEmail } from '@/api/auth/authApi'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { Button } from '@/ui/button/Button'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { TextField } from '@/ui/field/TextField'
import { AccountCard } from './AccountCard'
import { useFormSubmit } from './useFormSubmit'
import './account.css'

const FIELDS = ['email'] as const

export const EMAIL_TEXT = {
  same: 'That is already your email.',
  updated: 'Email updated',
} as const

/**
 * The server changes the address at once (no confirmation mail) and checks it: its messages
 * (missing, malformed, already used by another account) land at the field.
 */
export function EmailSection({ email, onChange }: { email: string; onChange: (email: string) => void }) {
  const [value, setValue] = useState('')
  const form = useFormSubmit<'email'>(FIELDS)
  const showSnackbar = useSetAtom(showSnackbarAtom)

  const save = form.onSubmit(async () => {
    const address = value.trim()
    if (address && address.toLowerCase() === email.toLowerCase()) return { email: EMAIL_TEXT.same }
    await updateEmail({ email: address })
    onChange(address)
    setValue('')
    showSnackbar({ text: EMAIL_TEXT.updated })
  })

  return (
    <AccountCard title="Email">
      <p className="account-muted">
        You sign in with <strong>{email}</strong>. A new address takes effect at once: sign in with it from then on.
      </p>
      <form className="account-form" noValidate onSubmit={save} aria-label="Change email">
        <FormErrorAlert message={form.formError} focusKey={form.settledSubmits} />
        <TextField
          label="New email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={value}
          error={form.fieldErrors.email}
          onChange={(event) => {
            setValue(event.target.value)
            form.clearError('email')
          }}
        />
        <div>
          <Button type="submit" busy={form.busy}>
            Change email
          </Button>
        </div>
      </form>
    </AccountCard>
  )
}
