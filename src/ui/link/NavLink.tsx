import { useLocation } from 'react-router'
import { isCurrentPlace } from './isCurrentPlace'
import { Link, type LinkProps } from './Link'

export interface NavLinkProps extends LinkProps {
  to: string
  /** Current only on this exact path, not on the paths below it. */
  end?: boolean
  /** Other path patterns that belong to this place. */
  also?: readonly string[]
}

/** A navigation link that says, as `aria-current="page"`, when it stands for the page on screen; the CSS styles that. */
export function NavLink({ to, end, also, ...rest }: NavLinkProps) {
  const { pathname } = useLocation()
  return <Link {...rest} to={to} aria-current={isCurrentPlace({ to, end, also }, pathname) ? 'page' : undefined} />
}
