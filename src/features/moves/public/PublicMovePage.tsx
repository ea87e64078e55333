import { useSearchParams } from 'react-router'
import { Link } from '@/ui/link/Link'
import { getPublishedMoves } from '@/api/moves/movesApi'
import type { PublicMove } from '@/api/moves/moveTypes'
import { takePublishedMovesEarly } from '@/api/moves/publishedMovesEarly'
import { paths } from '@/shared/paths/routePaths'
import { isNotFoundFailure } from '@/shared/remote/failureKind'
import { useRemoteData } from '@/shared/remote/useRemoteData'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { MoveFacts } from '../detail/MoveFacts'
import { authorLabel } from '../detail/moveFactLabels'
import { parseMoveId } from '../detail/parseMoveId'
import { LazyMovePlayer } from '../player/LazyMovePlayer'
import { JoinInvitation } from './JoinInvitation'
import './publicMove.css'

/** The list answered without this move: it is unknown or not published (private moves do not leak). */
const NOT_SHARED = new Error('This move is not shared.')

async function loadPublishedMove(id: number): Promise<PublicMove> {
  // The entry asked for it while this page's code loaded (src/app/startup/earlyMoveFetch.ts); without
  // that answer (another id, a retry, a failed request) the page asks now.
  const response = (await takePublishedMovesEarly(id)) ?? (await getPublishedMoves({ id }))
  // Matched by id rather than trusting the first row, in case a server ignores the filter.
  const move = response.list.find((candidate) => candidate.id === id)
  if (!move) throw NOT_SHARED
  return move
}

/** The public move page (paths.publicMove): a published move anyone can open from a shared link, with an invitation to join. */
export function PublicMovePage() {
  const [searchParams] = useSearchParams()
  const id = parseMoveId(searchParams.get('id'))
  const remote = useRemoteData({
    key: `public-move:${id}`,
    load: () => loadPublishedMove(id ?? 0),
    enabled: id !== null,
    isNotFound: (error) => error === NOT_SHARED || isNotFoundFailure(error),
  })
  const { status } = remote.state

  const content = (
    <RemoteContent
      remote={remote}
      loading="Loading the move…"
      offline="This move will show when you are back online."
      notFound={
        <>
          <p>The link may be incomplete, or the move is no longer shared.</p>
          <p>
            <Link to={paths.home}>Go to the MoveTime home page</Link>
          </p>
        </>
      }
    >
      {(move) => <PublicMoveView move={move} />}
    </RemoteContent>
  )

  return (
    <div className="public-move">
      {status === 'not-found' || status === 'error' ? (
        <div className="public-move__status">
          <h1 className="public-move__title">{status === 'error' ? "This move didn't load" : "We couldn't find that move"}</h1>
          {content}
        </div>
      ) : (
        content
      )}
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
        <LazyMovePlayer
          fallback={<img className="public-move__poster public-move__poster--player" src={move.poster_url} alt="" />}
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
