import type { ReactNode } from 'react'
import { NavLink } from '../link/NavLink'
import { NavBadge, type NavBadgeCount } from '../sidebar/SidebarNav'
import './tabBar.css'

export interface TabBarLink {
  to: string
  label: string
  /** A decorative icon shown above the label. */
  icon: ReactNode
  /** Active only on this exact path, not on paths below it. */
  end?: boolean
  /** Other path patterns that belong to this tab (Community: friends, groups and challenges). */
  also?: readonly string[]
  /** A count on the icon, with the words a screen reader hears after the label. */
  badge?: NavBadgeCount
}

export interface TabBarProps {
  /** The nav landmark's accessible name, e.g. "Member tabs". */
  label: string
  links: readonly TabBarLink[]
  className?: string
}

/** The bottom tab bar of phone apps: a few top-level places, always one tap away. */
export function TabBar({ label, links, className }: TabBarProps) {
  return (
    <nav aria-label={label} className={['mt-tabbar', className].filter(Boolean).join(' ')}>
      <ul className="mt-tabbar__list">
        {links.map((link) => (
          <li key={link.to} className="mt-tabbar__item">
            <NavLink to={link.to} end={link.end} also={link.also} className="mt-tabbar__link">
              <span className="mt-tabbar__icon" aria-hidden="true">
                {link.icon}
              </span>
              <span className="mt-tabbar__label">{link.label}</span>
              {link.badge && <NavBadge badge={link.badge} className="mt-tabbar__badge" />}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
