import { Link, useSearchParams } from 'react-router'
import { LoadFailedAlert } from '@/ui/field/LoadFailedAlert'
import { Spinner } from '@/ui/spinner/Spinner'
import { MoveFacts } from '../detail/MoveFacts'
import { authorLabel } from '../detail/moveFactLabels'
import { parseMoveId } from '../detail/parseMoveId'
import { MovePlayer } from '../player/MovePlayer'
import { JoinInvitation } from './JoinInvitation'
import type { PublicMove } from '@/api/moves/moveTypes'
import { usePublicMove } from './usePublicMove'
import './publicMove.css'

/** /move?id=…: a published move anyone can open from a shared link, with an invitation to join. */
export function PublicMovePage() {
  const [searchParams] = useSearchParams()
  const id = parseMoveId(searchParams.get('id'))
  const { load, retry } = usePublicMove(id)

  return (
    <div className="public-move">
      {load.kind === 'loading' && <Spinner size={48} label="Loading the move…" />}
      {load.kind === 'notFound' && (
        <div className="public-move__status">
          <h1 className="public-move__title">We couldn't find that move</h1>
          <p>The link may be incomplete, or the move is no longer shared.</p>
          <p>
            <Link to="/">Go to the MoveTime home page</Link>
          </p>
        </div>
      )}
      {load.kind === 'failed' && (
        <div className="public-move__status">
          <h1 className="public-move__title">This move didn't load</h1>
          <LoadFailedAlert message={load.message} onRetry={retry} />
        </div>
      )}
      {load.kind === 'ready' && <PublicMoveView move={load.move} />}
    </div>
  )
}

function PublicMoveView({ move }: { move: PublicMove }) {
  return (
    <article className="public-move__article" aria-labelledby="public-move-title">
      <header className="public-move__header">
        <h1 id="public-move-title" className="public-move__title">
          {move.title}
        </h1>
        <p className="public-move__author">{authorLabel(move)}</p>
      </header>
      {move.video_url ? (
        <MovePlayer
          move={{
            title: move.title,
            video_url: move.video_url,
            video_webm_url: move.video_webm_url ?? '',
            captions_url: move.captions_url ?? '',
            poster_url: move.poster_url,
            duration_seconds: move.duration_seconds,
          }}
        />
      ) : (
        // Without the video the poster is a preview only; the title above already names it.
        <img className="public-move__poster" src={move.poster_url} alt="" />
      )}
      <MoveFacts move={move} />
      {move.description ? <p className="public-move__description">{move.description}</p> : null}
      <JoinInvitation moveId={move.id} />
    </article>
  )
}
