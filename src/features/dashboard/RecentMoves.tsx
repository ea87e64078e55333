import { useCallback, useId } from 'react'
import { Link } from 'react-router'
import { getMoveHistory } from '@/api/moves/movesApi'
import type { MoveHistoryEntry } from '@/api/moves/moveTypes'
import { relativeTime } from './relativeTime'
import { SectionFailed, SectionLoading } from './SectionProblem'
import { useSectionLoad } from './useSectionLoad'
import './dashboard.css'

export const HISTORY_LIMIT = 10

interface History {
  list: MoveHistoryEntry[]
  /** When the list arrived: relative times are counted from here, so rendering stays pure. */
  loadedAt: number
}

/** The last moves the member watched, newest first, each linking to its page. */
export function RecentMoves() {
  const load = useCallback(async (): Promise<History> => {
    const response = await getMoveHistory({ limit: HISTORY_LIMIT })
    return { list: response.list, loadedAt: Date.now() }
  }, [])
  const { state, retry } = useSectionLoad(load)
  const headingId = useId()

  return (
    <section className="dashboard__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="dashboard__heading">
        Recent moves
      </h2>
      {state.kind === 'loading' && <SectionLoading label="Loading your recent moves…" />}
      {state.kind === 'failed' && <SectionFailed what="Your recent moves" message={state.message} onRetry={retry} />}
      {state.kind === 'ready' && state.data.list.length === 0 && (
        <div className="dashboard__empty">
          <p>You have not watched any moves yet.</p>
          <p>
            <Link to="/user/library">Browse the library</Link> to find your first one.
          </p>
        </div>
      )}
      {state.kind === 'ready' && state.data.list.length > 0 && (
        <ul className="dashboard__history">
          {state.data.list.map((entry) => (
            <HistoryItem key={entry.id} entry={entry} now={state.data.loadedAt} />
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
