import type { ReactNode, RefObject } from 'react'
import { FieldFrame } from '@/ui/field/FieldFrame'

export interface StripeElementFieldProps {
  label: string
  containerRef: RefObject<HTMLDivElement | null>
  error?: string
  hint?: string
  /** Shown beside the Element (the brand it recognised). */
  aside?: ReactNode
}

/**
 * A labelled home for one Stripe Element: the card data is typed inside Stripe's iframe, so the
 * control is only the container Stripe mounts into. A label whose `for` names that container
 * makes Stripe focus the Element when the label is clicked (element.mount's contract).
 */
export function StripeElementField({ label, containerRef, error, hint, aside }: StripeElementFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => (
        <div className="stripe-field__row">
          {/* A div cannot be named by a <label for>, so the group carries the label's words itself. */}
          <div
            ref={containerRef}
            id={control.id}
            role="group"
            aria-label={label}
            aria-describedby={control['aria-describedby']}
            className="mt-field__input stripe-field__element"
          />
          {aside}
        </div>
      )}
    </FieldFrame>
  )
}
