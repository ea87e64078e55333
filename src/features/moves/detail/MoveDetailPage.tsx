import { useParams, useSearchParams } from 'react-router'
import { Link } from '@/ui/link/Link'
import { paths } from '@/shared/paths/routePaths'
import { OfflineState } from '@/shared/states/OfflineState'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { MoveDetailView } from './MoveDetailView'
import { parseMoveId } from './parseMoveId'
import { useMoveDetail } from './useMoveDetail'
import './moveDetail.css'

/** /user/view-moves/:id and /user/move-details?id=…: one move, its video and what the member can do with it. */
export function MoveDetailPage() {
  const params = useParams()
  const [searchParams] = useSearchParams()
  const id = parseMoveId(params.id ?? searchParams.get('id'))
  const remote = useMoveDetail(id)
  const { status } = remote.state
  const ready = status === 'ready'

  return (
    <div className={ready ? undefined : 'move-detail move-detail--status'}>
      {status === 'not-found' && <h1 className="move-detail__title">We couldn't find that move</h1>}
      {status === 'error' && <h1 className="move-detail__title">This move didn't load</h1>}
      <RemoteContent
        remote={remote}
        loading="Loading the move…"
        notFound={
          <>
            <p>It may have been deleted, or the link may be incomplete.</p>
            <p>
              <Link to={paths.library}>Browse the library</Link>
            </p>
          </>
        }
        offline={(retry) => (
          <OfflineState onRetry={retry} action={<Link to={paths.library}>Browse the library</Link>}>
            This move isn't saved on this device yet. Open it once while online to keep it for offline use.
          </OfflineState>
        )}
      >
        {(move) => <MoveDetailView key={move.id} move={move} />}
      </RemoteContent>
    </div>
  )
}
