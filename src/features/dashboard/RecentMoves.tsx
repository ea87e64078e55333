import { useId, useState } from 'react'
import { Link } from 'react-router'
import type { MoveHistoryEntry } from '@/api/moves/moveTypes'
import { useOfflineFirst } from '@/offline/session/useOfflineFirst'
import { historySource } from '@/offline/sources/dashboardSources'
import { relativeTime } from './relativeTime'
import { SectionFailed, SectionLoading } from './SectionProblem'
import './dashboard.css'

export const HISTORY_LIMIT = 10

const source = historySource(HISTORY_LIMIT)

/** The last moves the member watched, newest first (as last synced when offline), each linking to its page. */
export function RecentMoves() {
  const { state, retry } = useOfflineFirst(source, 'history')
  // Relative times count from when the section opened, so rendering stays pure.
  const [now] = useState(() => Date.now())
  const headingId = useId()

  return (
    <section className="mt-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="mt-panel__title">
        Recent moves
      </h2>
      {state.kind === 'loading' && <SectionLoading label="Loading your recent moves…" />}
      {state.kind === 'failed' && <SectionFailed what="Your recent moves" message={state.message} onRetry={retry} />}
      {state.kind === 'ready' && state.data.length === 0 && (
        <div className="dashboard__empty">
          <p>You have not watched any moves yet.</p>
          <p>
            <Link to="/user/library">Browse the library</Link> to find your first one.
          </p>
        </div>
      )}
      {state.kind === 'ready' && state.data.length > 0 && (
        <ul className="dashboard__history">
          {state.data.map((entry) => (
            <HistoryItem key={entry.id} entry={entry} now={now} />
          ))}
        </ul>
      )}
    </section>
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
        <Link to={`/user/view-moves/${entry.move_id}`} className="dashboard__history-link">
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
