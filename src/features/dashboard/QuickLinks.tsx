import { Link } from '@/ui/link/Link'
import { paths } from '@/shared/paths/routePaths'
import './dashboard.css'

const links = [
  { to: paths.library, label: 'Library', description: 'Browse every move' },
  { to: paths.favourites, label: 'Favourites', description: 'The moves you saved' },
  { to: paths.addMove, label: 'Add a move', description: 'Film your own' },
] as const

export function QuickLinks() {
  return (
    <nav className="mt-panel" aria-label="Quick links">
      <h2 className="mt-panel__title">Quick links</h2>
      <ul className="dashboard__links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="dashboard__link">
              <span className="dashboard__link-label">{link.label}</span>
              <span className="dashboard__link-description">{link.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
