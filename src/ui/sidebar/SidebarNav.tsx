import { NavLink } from '../link/NavLink'
import './sidebarNav.css'

export interface SidebarNavLink {
  to: string
  label: string
  /** Active only on this exact path, not on paths below it. */
  end?: boolean
  /** Other path patterns that belong to this place (a group's page belongs to Groups). */
  also?: readonly string[]
  /** A count beside the label (waiting requests), with the words a screen reader hears after the label. */
  badge?: NavBadgeCount
}

export interface NavBadgeCount {
  count: number
  /** Read after the link's label, e.g. "2 waiting requests" ("Friends, 2 waiting requests"). */
  description: string
}

/**
 * A count on a navigation link. The number is drawn for the eye; the description is what a screen
 * reader hears as part of the link's name. Nothing is drawn for zero.
 */
export function NavBadge({ badge, className }: { badge: NavBadgeCount; className?: string }) {
  if (badge.count <= 0) return null
  return (
    <>
      <span className={['mt-nav-badge', className].filter(Boolean).join(' ')} aria-hidden="true">
        {badge.count > 99 ? '99+' : badge.count}
      </span>
      <span className="visually-hidden">, {badge.description}</span>
    </>
  )
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
            <NavLink to={link.to} end={link.end} also={link.also} className="mt-sidebar-nav__link" onClick={onNavigate}>
              {link.label}
              {link.badge && <NavBadge badge={link.badge} className="mt-sidebar-nav__badge" />}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
