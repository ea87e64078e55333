import type { ReactNode } from 'react'
import { describedBy, useFieldIds } from './fieldIds'
import './field.css'

/** What the control inside a FieldFrame must carry so its label, hint and error reach it. */
export interface FieldControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

export interface FieldFrameProps {
  label: string
  /** Shown under the control and linked to it with aria-describedby. */
  hint?: string
  /** Shown under the hint and linked to the control; marks the field invalid. */
  error?: string
  className?: string
  /** Renders the control (input, select, textarea) with the given id and aria wiring. */
  children: (control: FieldControlProps) => ReactNode
}

/** The label, hint and error around one form control, shared by every single-control field. */
export function FieldFrame({ label, hint, error, className, children }: FieldFrameProps) {
  const { id, hintId, errorId } = useFieldIds(hint, error)
  return (
    <div className={['mt-field', error ? 'mt-field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label className="mt-field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(hintId, errorId) })}
      {hint && (
        <p id={hintId} className="mt-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-field__error">
          {error}
        </p>
      )}
    </div>
  )
}
