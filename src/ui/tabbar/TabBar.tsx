import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import './tabBar.css'

export interface TabBarLink {
  to: string
  label: string
  /** A decorative icon shown above the label. */
  icon: ReactNode
  /** Active only on this exact path, not on paths below it. */
  end?: boolean
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
            <NavLink to={link.to} end={link.end} className="mt-tabbar__link">
              <span className="mt-tabbar__icon" aria-hidden="true">
                {link.icon}
              </span>
              <span className="mt-tabbar__label">{link.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
