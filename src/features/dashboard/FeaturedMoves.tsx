import { MoveCard } from '@/shared/moves/MoveCard'
import { useLibrary } from '@/shared/moves/useLibrary'
import { remoteData } from '@/shared/remote/remoteState'
import { Panel } from '@/ui/panel/Panel'
import './dashboard.css'

/** How many featured moves the dashboard shows at most: a row on a desktop, a short scroll on a phone. */
export const FEATURED_LIMIT = 4

/**
 * The moves MoveTime's admins feature, from the member's library (on the device when offline;
 * there, only the featured moves are read before the dashboard draws).
 * Nothing featured, or nothing known yet, shows no section at all rather than an empty panel:
 * the dashboard's other sections already say what is loading or missing.
 */
export function FeaturedMoves() {
  const library = remoteData(useLibrary({ firstScreen: true }).state)
  // From the device, the featured moves come by id before the rest of the library is read.
  const candidates = library?.firstScreen ? (library.firstScreen.featured ?? []) : (library?.moves ?? [])
  const featured = candidates.filter((move) => move.featured && move.status === 'published').slice(0, FEATURED_LIMIT)
  if (featured.length === 0) return null
  return (
    <Panel title="Featured by MoveTime">
      <ul className="dashboard__featured">
        {featured.map((move) => (
          <li key={move.id}>
            <MoveCard move={move} headingLevel={3} />
          </li>
        ))}
      </ul>
    </Panel>
  )
}
