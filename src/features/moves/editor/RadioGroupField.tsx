import { describedBy, useFieldIds } from '@/ui/field/fieldIds'
import '@/ui/field/field.css'
import './moveForm.css'

export interface RadioOption {
  value: string
  label: string
  /** A line under the label, read with it. */
  description?: string
}

export interface RadioGroupFieldProps {
  legend: string
  name: string
  value: string
  options: readonly RadioOption[]
  onChange: (value: string) => void
  error?: string
  hint?: string
  required?: boolean
}

/** A fieldset of radios; the error is linked from every radio, so whichever gets focus announces it. */
export function RadioGroupField({ legend, name, value, options, onChange, error, hint, required }: RadioGroupFieldProps) {
  const { id, hintId, errorId } = useFieldIds(hint, error)
  return (
    <fieldset className={['mt-field', 'move-form__radios', error ? 'mt-field--invalid' : ''].filter(Boolean).join(' ')}>
      <legend className="mt-field__label">{legend}</legend>
      {hint && (
        <p id={hintId} className="mt-field__hint">
          {hint}
        </p>
      )}
      <div className="move-form__radio-list">
        {options.map((option) => {
          const optionId = `${id}-${option.value}`
          const descriptionId = option.description ? `${optionId}-description` : undefined
          return (
            <div key={option.value} className="move-form__radio">
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                required={required}
                onChange={() => onChange(option.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(descriptionId, hintId, errorId)}
              />
              <label htmlFor={optionId}>{option.label}</label>
              {option.description && (
                <p id={descriptionId} className="move-form__radio-description">
                  {option.description}
                </p>
              )}
            </div>
          )
        })}
      </div>
      {error && (
        <p id={errorId} className="mt-field__error">
          {error}
        </p>
      )}
    </fieldset>
  )
}
