import { useState } from 'react'
import { useSetAtom } from 'jotai'
import { Link, useNavigate } from 'react-router'
import { updateProfile } from '@/api/auth/authApi'
import type { Profile } from '@/api/auth/authTypes'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { Button } from '@/ui/button/Button'
import { buttonClassName } from '@/ui/button/buttonClassName'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { TextField } from '@/ui/field/TextField'
import { OfflineNote } from './OfflineNote'
import { PhoneField } from './PhoneField'
import { useFormSubmit, type FieldMessages } from './useFormSubmit'
import { PHONE_MESSAGES, usePhoneCheck } from './usePhoneCheck'
import { isWebAddress } from './webAddress'
import './account.css'

const FIELDS = ['first_name', 'last_name', 'phone', 'photo'] as const
type Field = (typeof FIELDS)[number]
type Values = Record<Field, string>

export const PROFILE_FORM_MESSAGES = {
  photoInvalid: 'Enter a web address starting with https://, or leave it empty.',
  saved: 'Profile saved',
} as const

export interface ProfileEditFormProps {
  profile: Profile
  /** Where Save and Cancel lead (the member's profile page); absent, the form stays where it is. */
  doneTo?: string
}

/** The account's names, phone (checked by the server's lookup) and photo address. */
export function ProfileEditForm({ profile, doneTo }: ProfileEditFormProps) {
  const [values, setValues] = useState<Values>({
    first_name: profile.first_name,
    last_name: profile.last_name,
    phone: profile.phone,
    photo: profile.photo,
  })
  const form = useFormSubmit<Field>(FIELDS)
  const phone = usePhoneCheck()
  const navigate = useNavigate()
  const showSnackbar = useSetAtom(showSnackbarAtom)

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    form.clearError(field)
  }

  const save = form.onSubmit(async () => {
    const problems: FieldMessages<Field> = {}
    const photo = values.photo.trim()
    if (photo && !isWebAddress(photo)) problems.photo = PROFILE_FORM_MESSAGES.photoInvalid
    const checked = await phone.check(values.phone)
    if (checked.kind === 'invalid') problems.phone = PHONE_MESSAGES.invalid
    if (Object.keys(problems).length > 0) return problems

    await updateProfile({
      first_name: values.first_name,
      last_name: values.last_name,
      phone: checked.kind === 'valid' ? checked.e164 : '',
      photo,
    })
    showSnackbar({ text: PROFILE_FORM_MESSAGES.saved })
    if (doneTo) navigate(doneTo)
  })

  return (
    <form className="mt-panel account-form" noValidate onSubmit={save} aria-label="Your details">
      <OfflineNote />
      <FormErrorAlert message={form.formError} focusKey={form.settledSubmits} />
      <div className="account-form__row">
        <TextField
          label="First name"
          name="first_name"
          autoComplete="given-name"
          required
          value={values.first_name}
          error={form.fieldErrors.first_name}
          onChange={(event) => change('first_name')(event.target.value)}
        />
        <TextField
          label="Last name"
          name="last_name"
          autoComplete="family-name"
          required
          value={values.last_name}
          error={form.fieldErrors.last_name}
          onChange={(event) => change('last_name')(event.target.value)}
        />
      </div>
      <PhoneField
        value={values.phone}
        error={form.fieldErrors.phone}
        check={phone.stateFor(values.phone)}
        onChange={change('phone')}
        onBlur={() => phone.checkOnBlur(values.phone, (message) => form.setError('phone', message))}
      />
      <TextField
        label="Photo address"
        name="photo"
        type="url"
        inputMode="url"
        hint="Optional. The web address of a photo of you, starting with https://."
        value={values.photo}
        error={form.fieldErrors.photo}
        onChange={(event) => change('photo')(event.target.value)}
      />
      <div className="account-form__actions">
        <Button type="submit" busy={form.busy}>
          Save profile
        </Button>
        {doneTo && (
          <Link to={doneTo} className={buttonClassName('ghost')}>
            Cancel
          </Link>
        )}
      </div>
    </form>
  )
}
