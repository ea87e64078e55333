import { useState } from 'react'
import { useSetAtom } from 'jotai'
import { saveUserInfo } from '@/api/auth/authApi'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { Button } from '@/ui/button/Button'
import { FormAlert } from '@/ui/field/FormAlert'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { SelectField } from '@/ui/field/SelectField'
import { OfflineNote } from './OfflineNote'
import { PhoneField } from './PhoneField'
import { goalOptions, LEVEL_OPTIONS } from './trainingOptions'
import { useFormSubmit } from './useFormSubmit'
import { PHONE_MESSAGES, usePhoneCheck } from './usePhoneCheck'
import './account.css'

export interface TrainingInfo {
  goal: string
  level: string
  phone: string
}

const FIELDS = ['goal', 'level', 'phone'] as const
type Field = (typeof FIELDS)[number]

export const USER_INFO_MESSAGES = {
  saved: 'Your info is saved',
  intro: 'Tell us what you are training for and how experienced you are, and we will suggest moves that suit you.',
} as const

/**
 * Goal, level and phone. Goal and level are checked by the server (its messages land at the
 * fields); the phone by the lookup call, so what is saved is a number we can dial.
 */
export function UserInfoForm({ initial, onSaved }: { initial: TrainingInfo; onSaved: (info: TrainingInfo) => void }) {
  const [values, setValues] = useState<TrainingInfo>(initial)
  const form = useFormSubmit<Field>(FIELDS)
  const phone = usePhoneCheck()
  const showSnackbar = useSetAtom(showSnackbarAtom)
  const firstTime = !initial.goal && !initial.level

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    form.clearError(field)
  }

  const save = form.onSubmit(async () => {
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
      <SelectField
        label="Goal"
        name="goal"
        placeholder="Choose your goal"
        options={goalOptions(initial.goal)}
        value={values.goal}
        error={form.fieldErrors.goal}
        onChange={(event) => change('goal')(event.target.value)}
      />
      <SelectField
        label="Level"
        name="level"
        placeholder="Choose your level"
        hint="Beginner: new to training. Intermediate: training now and then. Advanced: training most weeks."
        options={LEVEL_OPTIONS}
        value={values.level}
        error={form.fieldErrors.level}
        onChange={(event) => change('level')(event.target.value)}
      />
      <PhoneField
        value={values.phone}
        error={form.fieldErrors.phone}
        check={phone.stateFor(values.phone)}
        onChange={change('phone')}
        onBlur={() => phone.checkOnBlur(values.phone, (message) => form.setError('phone', message))}
      />
      <div className="account-form__actions">
        <Button type="submit" busy={form.busy}>
          Save info
        </Button>
      </div>
    </form>
  )
}
