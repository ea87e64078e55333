import { Link, useParams, useSearchParams } from 'react-router'
import { LoadFailedAlert } from '@/ui/field/LoadFailedAlert'
import { Spinner } from '@/ui/spinner/Spinner'
import { MoveDetailView } from './MoveDetailView'
import { parseMoveId } from './parseMoveId'
import { useMoveDetail } from './useMoveDetail'
import './moveDetail.css'

export const LIBRARY_PATH = '/user/library'

/** /user/view-moves/:id and /user/move-details?id=…: one move, its video and what the member can do with it. */
export function MoveDetailPage() {
  const params = useParams()
  const [searchParams] = useSearchParams()
  const id = parseMoveId(params.id ?? searchParams.get('id'))
  const { load, retry } = useMoveDetail(id)

  switch (load.kind) {
    case 'loading':
      return (
        <div className="move-detail move-detail--status">
          <Spinner size={48} label="Loading the move…" />
        </div>
      )
    case 'notFound':
      return (
        <div className="move-detail move-detail--status">
          <h1 className="move-detail__title">We couldn't find that move</h1>
          <p>It may have been deleted, or the link may be incomplete.</p>
          <p>
            <Link to={LIBRARY_PATH}>Browse the library</Link>
          </p>
        </div>
      )
    case 'failed':
      return (
        <div className="move-detail move-detail--status">
          <h1 className="move-detail__title">This move didn't load</h1>
          <LoadFailedAlert message={load.message} onRetry={retry} />
        </div>
      )
    case 'ready':
      return <MoveDetailView key={load.move.id} move={load.move} />
  }
}
