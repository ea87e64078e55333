import { useId, type ReactNode, type RefObject } from 'react'
import { describedBy } from '@/ui/field/fieldIds'

export interface StripeElementFieldProps {
  label: string
  containerRef: RefObject<HTMLDivElement | null>
  error?: string
  hint?: string
  /** Clicking the label focuses the Element inside Stripe's iframe. */
  onLabelClick: () => void
  /** Shown beside the Element (the brand it recognised). */
  aside?: ReactNode
}

/**
 * A labelled home for one Stripe Element: the card data is typed inside Stripe's iframe, so
 * our markup is only the label, the container Stripe mounts into and the message under it.
 */
export function StripeElementField({ label, containerRef, error, hint, onLabelClick, aside }: StripeElementFieldProps) {
  const id = useId()
  const labelId = `${id}-label`
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className={['mt-field', error ? 'mt-field--invalid' : ''].filter(Boolean).join(' ')}>
      <label id={labelId} className="mt-field__label" htmlFor={id} onClick={onLabelClick}>
        {label}
      </label>
      <div className="stripe-field__row">
        <div
          ref={containerRef}
          id={id}
          role="group"
          aria-labelledby={labelId}
          aria-describedby={describedBy(hintId, errorId)}
          className="mt-field__input stripe-field__element"
        />
        {aside}
      </div>
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
