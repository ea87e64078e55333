import type { ChangeEvent } from 'react'
import { PASSWORD_HINT } from '@/lib/auth/passwordRule'
import { PasswordField } from '@/ui/field/PasswordField'
import { TextField } from '@/ui/field/TextField'

type NewAccountField = 'first_name' | 'last_name' | 'email' | 'password'

/** What `useForm().field(name)` gives a text input. */
interface BoundField {
  name: string
  value: string
  error?: string
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void
}

/** Name, email and a new password: the fields every way of creating an account asks for first. */
export function NewAccountFields({ field }: { field: (name: NewAccountField) => BoundField }) {
  return (
    <>
      <div className="auth-form__row">
        <TextField label="First name" autoComplete="given-name" required {...field('first_name')} />
        <TextField label="Last name" autoComplete="family-name" required {...field('last_name')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" required {...field('email')} />
      <PasswordField label="Password" autoComplete="new-password" hint={PASSWORD_HINT} required {...field('password')} />
    </>
  )
}
