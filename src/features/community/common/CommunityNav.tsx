import { useAtomValue } from 'jotai'
import { matchPath, useLocation } from 'react-router'
import { Link } from '@/ui/link/Link'
import { authAtom } from '@/lib/auth/authState'
import { paths } from '@/shared/paths/routePaths'
import { useWaitingRequestCount, waitingRequestsText } from './waitingRequestCount'
import './community.css'

interface Place {
  to: string
  label: string
  /** Path patterns of the pages below this place (a group's own page belongs to Groups). */
  patterns: string[]
}

const PLACES: Place[] = [
  { to: paths.friends, label: 'Friends', patterns: [paths.friends] },
  { to: paths.groups, label: 'Groups', patterns: [paths.groups, '/user/view-groups', '/user/view-groups/:id'] },
  { to: paths.challenges, label: 'Challenges', patterns: [paths.challenges, '/user/challenges/:id'] },
]

/**
 * Friends, groups and challenges side by side at the top of each community page. On phones the
 * bottom tabs have one "Community" tab, so this is how a member moves between the three; the
 * desktop sidebar lists them itself, so there this row is hidden.
 */
export function CommunityNav() {
  const waiting = useWaitingRequestCount(useAtomValue(authAtom).user)
  return <CommunityNavLinks waiting={waiting ?? 0} />
}

/** The row itself, given the count of waiting friend requests (stories draw it with any count). */
export function CommunityNavLinks({ waiting }: { waiting: number }) {
  const { pathname } = useLocation()
  return (
    <nav aria-label="Community" className="community-nav">
      <ul className="community-nav__list">
        {PLACES.map((place) => {
          const current = place.patterns.some((pattern) => matchPath(pattern, pathname) !== null)
          const badge = place.to === paths.friends ? waiting : 0
          return (
            <li key={place.to}>
              <Link to={place.to} className="community-nav__link" aria-current={current ? 'page' : undefined}>
                {place.label}
                {/* Its own badge, not the sidebar's: importing that would split the shell's chunks. */}
                {badge > 0 && (
                  <>
                    <span className="community-nav__badge" aria-hidden="true">
                      {badge}
                    </span>
                    <span className="visually-hidden">, {waitingRequestsText(badge)}</span>
                  </>
                )}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
