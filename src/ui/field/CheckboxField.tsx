import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import { describedBy } from '@/ui/field/fieldIds'
import './checkboxField.css'

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode
  name: string
  error?: string
  hint?: string
  /** The hint is a live status (a check under way): always in place, so each change is announced. */
  hintIsStatus?: boolean
  ref?: Ref<HTMLInputElement>
}

export function CheckboxField({ label, error, hint, hintIsStatus = false, 'aria-describedby': alsoDescribedBy, ...inputProps }: CheckboxFieldProps) {
  const id = useId()
  const showHint = hintIsStatus || Boolean(hint)
  const hintId = showHint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className="mt-check">
      <input
        {...inputProps}
        id={id}
        type="checkbox"
        className="mt-check__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId, alsoDescribedBy)}
      />
      <label htmlFor={id}>{label}</label>
      {showHint && (
        <p id={hintId} className="mt-check__hint" role={hintIsStatus ? 'status' : undefined}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-check__error">
          {error}
        </p>
      )}
    </div>
  )
}
