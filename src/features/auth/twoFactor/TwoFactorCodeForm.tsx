import { useEffect, useRef } from 'react'
import { useForm } from '@/shared/form/useForm'
import { Button } from '@/ui/button/Button'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { TextField } from '@/ui/field/TextField'
import { AuthCard } from '../AuthCard'
import { sixDigitCode, validateTwoFactorCode, type TwoFactorCodeValues } from '../validation'
import { LostDeviceHelp } from './LostDeviceHelp'
import '../authForm.css'
import './twoFactor.css'

export interface TwoFactorCodeFormProps {
  /** Called with six digits. Throwing an ApiError shows its message; one for `token` sits at the field. */
  onSubmit: (code: string) => Promise<void>
  /** Leaves the code step (back to the password form, or another way to sign in). */
  onCancel: () => void
  cancelLabel?: string
  /** Forces the submitting state (Storybook); the form is also busy while `onSubmit` runs. */
  busy?: boolean
}

/** The second step of a sign-in for an account with two-factor authentication on. */
export function TwoFactorCodeForm({ onSubmit, onCancel, cancelLabel = 'Use a different account', busy = false }: TwoFactorCodeFormProps) {
  const form = useForm<TwoFactorCodeValues>({ initial: { token: '' }, validate: validateTwoFactorCode })
  const formRef = useRef<HTMLFormElement>(null)
  const fieldError = form.fieldErrors.token

  // One field: after a refused code, focus goes back to it (its message is read with it), ready to retype.
  useEffect(() => {
    if (form.settledSubmits === 0 || !fieldError) return
    const input = formRef.current?.querySelector<HTMLInputElement>('input[name="token"]')
    input?.focus()
    input?.select()
  }, [form.settledSubmits, fieldError])

  const submit = (values: TwoFactorCodeValues) => onSubmit(sixDigitCode(values.token) ?? values.token)
  // A message already at the field is not repeated above the form.
  const formMessage = form.formError && form.formError !== fieldError ? form.formError : undefined

  return (
    <AuthCard title="Two-step verification" intro="Enter the 6-digit code from your authenticator app.">
      <form ref={formRef} className="auth-form" noValidate onSubmit={form.handleSubmit(submit)}>
        <FormErrorAlert message={formMessage} focusKey={formMessage ? form.settledSubmits : 0} />
        <TextField
          label="Authentication code"
          hint="The code changes every 30 seconds."
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={7}
          spellCheck={false}
          // The member came here to type this code: focus starts in the field.
          autoFocus
          required
          {...form.field('token')}
        />
        <Button type="submit" className="auth-form__submit" busy={busy || form.busy}>
          Verify
        </Button>
      </form>
      <Button variant="ghost" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <LostDeviceHelp />
    </AuthCard>
  )
}
