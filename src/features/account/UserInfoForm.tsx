import { useEffect } from 'react'
import { useSetAtom } from 'jotai'
import { saveUserInfo } from '@/api/auth/authApi'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { useForm } from '@/shared/form/useForm'
import { Button } from '@/ui/button/Button'
import { FormAlert } from '@/ui/field/FormAlert'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { SelectField } from '@/ui/field/SelectField'
import { OfflineNote } from './OfflineNote'
import { PhoneField } from './PhoneField'
import { goalOptions, LEVEL_OPTIONS } from './trainingOptions'
import { PHONE_MESSAGES, usePhoneCheck } from './usePhoneCheck'
import './account.css'

export interface TrainingInfo {
  goal: string
  level: string
  phone: string
}

export const USER_INFO_MESSAGES = {
  saved: 'Your info is saved',
  intro: 'Tell us what you are training for and how experienced you are, and we will suggest moves that suit you.',
} as const

export interface UserInfoFormProps {
  initial: TrainingInfo
  onSaved: (info: TrainingInfo) => void
  /** Whether a choice is not saved yet, for the page's unsaved-changes guard. */
  onDirtyChange?: (dirty: boolean) => void
}

/**
 * Goal, level and phone. Goal and level are checked by the server (its messages land at the
 * fields); the phone by the lookup call, so what is saved is a number we can dial.
 */
export function UserInfoForm({ initial, onSaved, onDirtyChange }: UserInfoFormProps) {
  const form = useForm<TrainingInfo>({ initial })
  const phone = usePhoneCheck()
  const showSnackbar = useSetAtom(showSnackbarAtom)
  const firstTime = !initial.goal && !initial.level

  useEffect(() => onDirtyChange?.(form.dirty), [form.dirty, onDirtyChange])

  const save = form.handleSubmit(async (values) => {
    const checked = await phone.check(values.phone)
    if (checked.kind === 'invalid') return { phone: PHONE_MESSAGES.invalid }
    const saved: TrainingInfo = { goal: values.goal, level: values.level, phone: checked.kind === 'valid' ? checked.e164 : '' }
    await saveUserInfo(saved)
    showSnackbar({ text: USER_INFO_MESSAGES.saved })
    onSaved(saved)
  })

  return (
    <form className="mt-panel account-form" noValidate onSubmit={save} aria-label="Your training info">
      {firstTime && <FormAlert tone="info">{USER_INFO_MESSAGES.intro}</FormAlert>}
      <OfflineNote />
      <FormErrorAlert message={form.formError} focusKey={form.settledSubmits} />
      <SelectField label="Goal" placeholder="Choose your goal" options={goalOptions(initial.goal)} {...form.field('goal')} />
      <SelectField
        label="Level"
        placeholder="Choose your level"
        hint="Beginner: new to training. Intermediate: training now and then. Advanced: training most weeks."
        options={LEVEL_OPTIONS}
        {...form.field('level')}
      />
      <PhoneField {...phone.bind(form)} />
      <div className="account-form__actions">
        <Button type="submit" busy={form.busy}>
          Save info
        </Button>
      </div>
    </form>
  )
}
