import { useEffect } from 'react'
import { useSetAtom } from 'jotai'
import { useNavigate } from 'react-router'
import { ButtonLink } from '@/ui/button/ButtonLink'
import { updateProfile } from '@/api/auth/authApi'
import type { Profile } from '@/api/auth/authTypes'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import type { FieldErrors } from '@/shared/form/fieldErrors'
import { useForm } from '@/shared/form/useForm'
import { Button } from '@/ui/button/Button'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { TextField } from '@/ui/field/TextField'
import { OfflineNote } from './OfflineNote'
import { PhoneField } from './PhoneField'
import { PHONE_MESSAGES, usePhoneCheck } from './usePhoneCheck'
import { isWebAddress } from './webAddress'
import './account.css'

interface ProfileValues {
  first_name: string
  last_name: string
  phone: string
  photo: string
}

export const PROFILE_FORM_MESSAGES = {
  photoInvalid: 'Enter a web address starting with https://, or leave it empty.',
  saved: 'Profile saved',
} as const

export interface ProfileEditFormProps {
  profile: Profile
  /** Where Save and Cancel lead (the member's profile page); absent, the form stays where it is. */
  doneTo?: string
  /** Whether something typed is not saved yet, for the page's unsaved-changes guard. */
  onDirtyChange?: (dirty: boolean) => void
}

/** The account's names, phone (checked by the server's lookup) and photo address. */
export function ProfileEditForm({ profile, doneTo, onDirtyChange }: ProfileEditFormProps) {
  const form = useForm<ProfileValues>({
    initial: { first_name: profile.first_name, last_name: profile.last_name, phone: profile.phone, photo: profile.photo },
  })
  const phone = usePhoneCheck()
  const navigate = useNavigate()
  const showSnackbar = useSetAtom(showSnackbarAtom)

  useEffect(() => onDirtyChange?.(form.dirty), [form.dirty, onDirtyChange])

  // Photo and phone are checked together (the phone by the server's lookup), so both messages show at once.
  const save = form.handleSubmit(async (values) => {
    const problems: FieldErrors<keyof ProfileValues> = {}
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
        <TextField label="First name" autoComplete="given-name" required {...form.field('first_name')} />
        <TextField label="Last name" autoComplete="family-name" required {...form.field('last_name')} />
      </div>
      <PhoneField {...phone.bind(form)} />
      <TextField
        label="Photo address"
        type="url"
        inputMode="url"
        hint="Optional. The web address of a photo of you, starting with https://."
        {...form.field('photo')}
      />
      <div className="account-form__actions">
        <Button type="submit" busy={form.busy}>
          Save profile
        </Button>
        {doneTo && (
          <ButtonLink variant="ghost" to={doneTo}>
            Cancel
          </ButtonLink>
        )}
      </div>
    </form>
  )
}
