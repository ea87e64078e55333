import { Button } from '@/ui/button/Button'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { TextField } from '@/ui/field/TextField'
import type { EmailLinkRequest } from './useEmailLinkRequest'
import './authForm.css'

/** The one-field form of an "email me a link" page. */
export function EmailLinkForm({ request, submitLabel }: { request: EmailLinkRequest; submitLabel: string }) {
  const { form, onSubmit } = request
  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      <FormErrorAlert message={form.formError} focusKey={form.settledSubmits} />
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" required {...form.field('email')} />
      <Button type="submit" className="auth-form__submit" busy={form.busy}>
        {submitLabel}
      </Button>
    </form>
  )
}
