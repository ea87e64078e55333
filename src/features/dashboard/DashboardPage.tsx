import { FeaturedMoves } from './FeaturedMoves'
import { Greeting } from './Greeting'
import { QuickLinks } from './QuickLinks'
import { RecentMoves } from './RecentMoves'
import { StatTiles } from './StatTiles'
import './dashboard.css'

/** /user/dashboard: the member's greeting, stats, featured moves, recent moves and shortcuts; each part loads on its own. */
export function DashboardPage() {
  return (
    <div className="dashboard">
      <Greeting />
      <StatTiles />
      <FeaturedMoves />
      <div className="dashboard__columns">
        <RecentMoves />
        <QuickLinks />
      </div>
    </div>
  )
}
