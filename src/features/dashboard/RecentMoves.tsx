import { useState } from 'react'
import { Link } from '@/ui/link/Link'
import type { MoveHistoryEntry } from '@/api/moves/moveTypes'
import { historySource } from '@/offline/sources/dashboardSources'
import { paths } from '@/shared/paths/routePaths'
import { useRemoteData } from '@/shared/remote/useRemoteData'
import { EmptyState } from '@/shared/states/EmptyState'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { relativeTime } from '@/shared/dates/relativeTime'
import { Panel } from '@/ui/panel/Panel'
import './dashboard.css'

export const HISTORY_LIMIT = 10

const source = historySource(HISTORY_LIMIT)

/** The last moves the member watched, newest first (as last synced when offline), each linking to its page. */
export function RecentMoves() {
  const remote = useRemoteData({ key: 'history', load: source.fetch, device: source, isEmpty: (entries) => entries.length === 0 })
  // Relative times count from when the section opened, so rendering stays pure.
  const [now] = useState(() => Date.now())

  return (
    <Panel title="Recent moves">
      <RemoteContent
        remote={remote}
        section
        loading="Loading your recent moves…"
        what="Your recent moves"
        offline="Your recent moves will show when you are back online."
        empty={
          <EmptyState title="Nothing watched yet" headingLevel={3} action={<Link to={paths.library}>Browse the library</Link>}>
            You have not watched any moves yet.
          </EmptyState>
        }
      >
        {(entries) => (
          <ul className="dashboard__history">
            {entries.map((entry) => (
              <HistoryItem key={entry.id} entry={entry} now={now} />
            ))}
          </ul>
        )}
      </RemoteContent>
    </Panel>
  )
}

function HistoryItem({ entry, now }: { entry: MoveHistoryEntry; now: number }) {
  const when = relativeTime(entry.watched_at, now)
  return (
    <li className="dashboard__history-item">
      {entry.poster_url ? (
        <img className="dashboard__history-poster" src={entry.poster_url} alt="" loading="lazy" />
      ) : (
        <span className="dashboard__history-poster dashboard__history-poster--none" aria-hidden="true" />
      )}
      <div className="dashboard__history-text">
        <Link to={paths.moveDetail(entry.move_id)} className="dashboard__history-link">
          {entry.move_title}
        </Link>
        <p className="dashboard__history-meta">
          {when && <time dateTime={entry.watched_at}>{when}</time>}
          {entry.completed ? (
            <span className="dashboard__badge">Completed</span>
          ) : (
            <span>{`${entry.seconds_watched} s watched`}</span>
          )}
        </p>
      </div>
    </li>
  )
}
