import { Link } from '@/ui/link/Link'
import type { ChatMoveCard } from '@/api/spaces/spaceTypes'
import { MovePhoto } from '@/shared/moves/MovePhoto'
import { paths } from '@/shared/paths/routePaths'

/** The move a message links to, as the library shows it: its photo and title, one link to the move. */
export function ChatMoveLink({ move }: { move: ChatMoveCard }) {
  return (
    <Link className="message-move" to={paths.publicMove(move.id)}>
      {move.photo ? <MovePhoto move={{ poster_url: move.photo }} className="message-move__photo" /> : <span className="message-move__photo" aria-hidden="true" />}
      <span className="message-move__text">
        <span className="message-move__label">Move</span>{' '}
        <span className="message-move__title">{move.title}</span>
      </span>
    </Link>
  )
}
