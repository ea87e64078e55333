import { useCallback } from 'react'
import { Link } from 'react-router'
import type { MoveDetail } from '@/api/moves/moveTypes'
import { recordWatched } from '@/offline/session/recordWatched'
import { buttonClassName } from '@/ui/button/buttonClassName'
import { FavouriteButton } from '@/shared/moves/FavouriteButton'
import { paths } from '@/shared/paths/routePaths'
import { DownloadMoveButton } from '../downloads/DownloadMoveButton'
import { MovePlayer } from '../player/MovePlayer'
import type { WatchProgress } from '../player/watchAccumulator'
import { DeleteMoveButton } from './DeleteMoveButton'
import { MoveFacts } from './MoveFacts'
import { authorLabel } from './moveFactLabels'
import { ShareMoveButton } from './ShareMoveButton'

/** The loaded move: title, actions, the player and its details. */
export function MoveDetailView({ move }: { move: MoveDetail }) {
  const onWatched = useCallback(
    ({ secondsWatched, completed }: WatchProgress) => {
      // Queued on the device and synced; a failure must never interrupt the workout, so it is only logged.
      recordWatched({ move_id: move.id, seconds_watched: secondsWatched, completed }).catch((error: unknown) =>
        console.warn(`Could not record watching move ${move.id}`, error),
      )
    },
    [move.id],
  )

  return (
    <article className="move-detail" aria-labelledby="move-detail-title">
      <header className="move-detail__header">
        <h1 id="move-detail-title" className="move-detail__title">
          {move.title}
        </h1>
        <p className="move-detail__author">{authorLabel(move)}</p>
        {move.status === 'private' && <p className="move-detail__badge">Private: only you can see this move</p>}
      </header>

      <div className="move-detail__actions">
        <FavouriteButton moveId={move.id} title={move.title} appearance="labelled" />
        {move.status === 'published' && <ShareMoveButton moveId={move.id} title={move.title} />}
        {move.is_mine && (
          <>
            <Link className={buttonClassName('secondary')} to={paths.editMove(move.id)}>
              Edit
            </Link>
            <DeleteMoveButton moveId={move.id} title={move.title} />
          </>
        )}
      </div>

      <MovePlayer move={move} onWatched={onWatched} />
      <DownloadMoveButton move={move} />

      <section className="move-detail__about" aria-labelledby="move-detail-about">
        <h2 id="move-detail-about" className="move-detail__subtitle">
          About this move
        </h2>
        <MoveFacts move={move} />
        {move.description ? <p className="move-detail__description">{move.description}</p> : null}
      </section>
    </article>
  )
}
