import { NavLink } from 'react-router'
import './sidebarNav.css'

export interface SidebarNavLink {
  to: string
  label: string
  /** Active only on this exact path, not on paths below it. */
  end?: boolean
}

export interface SidebarNavProps {
  /** The nav landmark's accessible name, e.g. "Member navigation". */
  label: string
  links: readonly SidebarNavLink[]
  /** Called after a link is chosen, e.g. to close an overlaying sidebar on phones. */
  onNavigate?: () => void
  className?: string
}

export function SidebarNav({ label, links, onNavigate, className }: SidebarNavProps) {
  return (
    <nav aria-label={label} className={['mt-sidebar-nav', className].filter(Boolean).join(' ')}>
      <ul className="mt-sidebar-nav__list">
        {links.map((link) => (
          <li key={link.to}>
            {/* NavLink sets aria-current="page" on the active item; the CSS styles that. */}
            <NavLink to={link.to} end={link.end} className="mt-sidebar-nav__link" onClick={onNavigate}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
