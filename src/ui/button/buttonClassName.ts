import type { ButtonVariant } from './Button'
import './button.css'

/**
 * The button look for elements that must stay links (navigation is a link, not a button),
 * e.g. `<Link className={buttonClassName('primary')} to="/">`.
 */
export function buttonClassName(variant: ButtonVariant = 'primary', extra?: string): string {
  return ['mt-button', `mt-button--${variant}`, extra].filter(Boolean).join(' ')
}
