import type { ButtonHTMLAttributes, Ref } from 'react'
import './button.css'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  /** Shows a busy state and blocks repeat clicks (a double-submitted form is a double request). */
  busy?: boolean
  /** React 19 passes ref as a prop; it reaches the <button> through the spread below. */
  ref?: Ref<HTMLButtonElement>
}

export function Button({ variant = 'primary', busy = false, disabled, className, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={['mt-button', `mt-button--${variant}`, className].filter(Boolean).join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {children}
    </button>
  )
}
