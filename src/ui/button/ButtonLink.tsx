import { Link, type LinkProps } from '../link/Link'
import type { ButtonVariant } from './Button'
import { buttonClassName } from './buttonClassName'

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant
  className?: string
}

/** A link with a button's look: where it goes is navigation, so it stays a link. */
export function ButtonLink({ variant = 'primary', className, ...rest }: ButtonLinkProps) {
  return <Link {...rest} className={buttonClassName(variant, className)} />
}
