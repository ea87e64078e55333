import { ActiveChallengesSection } from './ActiveChallengesSection'
import { FeaturedMoves } from './FeaturedMoves'
import { Greeting } from './Greeting'
import { QuickLinks } from './QuickLinks'
import { RecentMoves } from './RecentMoves'
import { StatTiles } from './StatTiles'
import { readLibraryFirstScreenEarly } from '@/shared/moves/useLibrary'
import './dashboard.css'

/** /user/dashboard: the member's greeting, stats, active challenges, featured moves, recent moves and shortcuts; each part loads on its own. */
/** Its route's loader awaits this beside the code, so the featured moves draw from the device at once. */
export const readFirstScreen = readLibraryFirstScreenEarly

export function DashboardPage() {
  return (
    <div className="dashboard">
      <Greeting />
      <StatTiles />
      <ActiveChallengesSection />
      <FeaturedMoves />
      <div className="dashboard__columns">
        <RecentMoves />
        <QuickLinks />
      </div>
    </div>
  )
}
