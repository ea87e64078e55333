import { CheckboxField } from '@/ui/field/CheckboxField'
import type { ConsentChoice } from './consent'
import { CONSENT_TEXT } from './consentText'

export interface ConsentChoiceFieldsProps {
  values: ConsentChoice
  onChange: (next: ConsentChoice) => void
  disabled?: boolean
}

/**
 * The two choices, as the banner's dialog and Settings show them: usage statistics, and session
 * snapshots on top of them (a snapshot belongs to a recorded visit, so it needs statistics).
 */
export function ConsentChoiceFields({ values, onChange, disabled = false }: ConsentChoiceFieldsProps) {
  return (
    <div className="consent-choices">
      <CheckboxField
        name="statistics"
        label={CONSENT_TEXT.statistics}
        hint={CONSENT_TEXT.statisticsHint}
        checked={values.statistics}
        disabled={disabled}
        onChange={(event) => onChange({ statistics: event.target.checked, snapshots: event.target.checked && values.snapshots })}
      />
      <CheckboxField
        name="snapshots"
        label={CONSENT_TEXT.snapshots}
        hint={CONSENT_TEXT.snapshotsHint}
        checked={values.statistics && values.snapshots}
        disabled={disabled || !values.statistics}
        onChange={(event) => onChange({ ...values, snapshots: event.target.checked })}
      />
    </div>
  )
}
