import { TextField } from '@/ui/field/TextField'
import { countryName } from './countryName'
import { PHONE_MESSAGES, type PhoneCheck } from './usePhoneCheck'
import './account.css'

export interface PhoneFieldProps {
  value: string
  error: string | undefined
  check: PhoneCheck
  onChange: (value: string) => void
  /** Leaving the field checks the number. */
  onBlur: () => void
}

/** The phone field and, once checked, the number as it will be saved and its country. */
export function PhoneField({ value, error, check, onChange, onBlur }: PhoneFieldProps) {
  return (
    <div className="account-phone">
      <TextField
        label="Phone"
        name="phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint={PHONE_MESSAGES.hint}
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {/* Announced as it changes; the field's hint stays the rule. */}
      <p className="account-phone__status" role="status">
        {check.kind === 'checking' && 'Checking the number…'}
        {check.kind === 'valid' && (
          <>
            We will save it as <strong>{check.e164}</strong>
            {check.country && ` (${countryName(check.country)})`}.
          </>
        )}
      </p>
    </div>
  )
}
