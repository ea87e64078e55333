import { useEffect } from 'react'
import { useSetAtom } from 'jotai'
import { updateEmail } from '@/api/auth/authApi'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { useForm } from '@/shared/form/useForm'
import { Button } from '@/ui/button/Button'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { TextField } from '@/ui/field/TextField'
import { Panel } from '@/ui/panel/Panel'
import './account.css'

export const EMAIL_TEXT = {
  same: 'That is already your email.',
  updated: 'Email updated',
} as const

export interface EmailSectionProps {
  email: string
  onChange: (email: string) => void
  /** Whether a new address is typed but not saved, for the page's unsaved-changes guard. */
  onDirtyChange?: (dirty: boolean) => void
}

/**
 * The server changes the address at once (no confirmation mail) and checks it: its messages
 * (missing, malformed, already used by another account) land at the field.
 */
export function EmailSection({ email, onChange, onDirtyChange }: EmailSectionProps) {
  const form = useForm({
    initial: { email: '' },
    validate: ({ email: typed }) => {
      const address = typed.trim()
      return address && address.toLowerCase() === email.toLowerCase() ? { email: EMAIL_TEXT.same } : {}
    },
  })
  const showSnackbar = useSetAtom(showSnackbarAtom)
  const { dirty } = form

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange])

  const save = form.handleSubmit(async (values) => {
    const address = values.email.trim()
    await updateEmail({ email: address })
    onChange(address)
    form.reset({ email: '' })
    showSnackbar({ text: EMAIL_TEXT.updated })
  })

  return (
    <Panel title="Email">
      <p className="account-muted">
        You sign in with <strong>{email}</strong>. A new address takes effect at once: sign in with it from then on.
      </p>
      <form className="account-form" noValidate onSubmit={save} aria-label="Change email">
        <FormErrorAlert message={form.formError} focusKey={form.settledSubmits} />
        <TextField label="New email" type="email" inputMode="email" autoComplete="email" {...form.field('email')} />
        <div>
          <Button type="submit" busy={form.busy}>
            Change email
          </Button>
        </div>
      </form>
    </Panel>
  )
}
