import { useMemo } from 'react'
import { useAtomValue } from 'jotai'
import type { MoveStats } from '@/api/moves/moveTypes'
import { authAtom } from '@/lib/auth/authState'
import { useFavouriteCount } from '@/offline/favourites/favouritesState'
import { statsSource } from '@/offline/sources/dashboardSources'
import { useRemoteData } from '@/shared/remote/useRemoteData'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { formatWholeNumber } from '@/lib/text/wholeNumber'
import { Panel } from '@/ui/panel/Panel'
import './dashboard.css'

/**
 * Moves watched, minutes, streak and favourites, as last synced when offline. The favourites
 * count follows hearts toggled anywhere.
 */
export function StatTiles() {
  const userId = useAtomValue(authAtom).user ?? 0
  const source = useMemo(() => statsSource(userId), [userId])
  const remote = useRemoteData({ key: `stats:${userId}`, load: source.fetch, device: source })
  const liveFavourites = useFavouriteCount()

  return (
    <Panel title="Your progress">
      <RemoteContent remote={remote} section loading="Loading your stats…" what="Your stats" offline="Your stats will show when you are back online.">
        {(stats) => <Tiles stats={stats} favourites={liveFavourites ?? stats.favourites} />}
      </RemoteContent>
    </Panel>
  )
}

function Tiles({ stats, favourites }: { stats: MoveStats; favourites: number }) {
  const tiles = [
    { label: 'Moves watched', value: stats.moves_watched },
    { label: 'Minutes', value: stats.minutes_watched },
    { label: 'Day streak', value: stats.streak_days },
    { label: 'Favourites', value: favourites },
  ]
  return (
    <dl className="dashboard__tiles">
      {tiles.map((tile) => (
        <div key={tile.label} className="dashboard__tile">
          <dt className="dashboard__tile-label">{tile.label}</dt>
          <dd className="dashboard__tile-value">{formatWholeNumber(tile.value)}</dd>
        </div>
      ))}
    </dl>
  )
}
