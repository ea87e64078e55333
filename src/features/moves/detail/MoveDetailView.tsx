import { lazy, Suspense, useCallback } from 'react'
import { ButtonLink } from '@/ui/button/ButtonLink'
import { recordWatched } from '@/offline/session/recordWatched'
import type { MoveDetailOnDevice } from '@/offline/store/moveDetailStore'
import { FavouriteButton } from '@/shared/moves/FavouriteButton'
import { paths } from '@/shared/paths/routePaths'
import { TitledSection } from '@/ui/section/TitledSection'
import type { WatchProgress } from '../player/watchAccumulator'
import { DeleteMoveButton } from './DeleteMoveButton'
import { MoveFacts } from './MoveFacts'
import { authorLabel } from './moveFactLabels'
import { MoveVideoArea } from './MoveVideoArea'
import { ShareMoveButton } from './ShareMoveButton'

// Fetched after the video and title: the download controls (and the download engine) are no part of the first draw.
const DownloadMoveButton = lazy(() => import('../downloads/DownloadMoveButton').then((m) => ({ default: m.DownloadMoveButton })))
const DownloadNotYet = lazy(() => import('./DownloadNotYet').then((m) => ({ default: m.DownloadNotYet })))

/** The loaded move: the video first (as workout apps show it), then title, actions and its details. */
export function MoveDetailView({ move }: { move: MoveDetailOnDevice }) {
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
      <MoveVideoArea move={move} onWatched={onWatched} />

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
            <ButtonLink variant="secondary" to={paths.editMove(move.id)}>
              Edit
            </ButtonLink>
            <DeleteMoveButton moveId={move.id} title={move.title} />
          </>
        )}
      </div>
      {/* The button itself draws nothing until it knows what is on the device, so neither does its fallback. */}
      <Suspense fallback={null}>{move.libraryOnly ? <DownloadNotYet /> : <DownloadMoveButton move={move} />}</Suspense>

      {move.cues && move.cues.length > 0 && (
        <TitledSection className="move-detail__cues" titleClassName="move-detail__subtitle" title="Coaching cues">
          <ol className="move-detail__cue-list">
            {move.cues.map((cue) => (
              <li key={cue}>{cue}</li>
            ))}
          </ol>
        </TitledSection>
      )}

      <TitledSection className="move-detail__about" titleClassName="move-detail__subtitle" title="About this move">
        <MoveFacts move={move} />
        {move.description ? <p className="move-detail__description">{move.description}</p> : null}
      </TitledSection>
    </article>
  )
}
