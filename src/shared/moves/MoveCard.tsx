import type { ReactNode } from 'react'
import { Link } from '@/ui/link/Link'
import type { MoveSummary } from '@/api/moves/moveTypes'
import { paths } from '@/shared/paths/routePaths'
import { FavouriteButton } from './FavouriteButton'
import { formatDuration } from './formatDuration'
import { MovePhoto } from './MovePhoto'
import { equipmentLabel } from './moveLabels'
import './moveCard.css'

export interface MoveCardProps {
  move: MoveSummary
  /** Extra controls under the details, e.g. Edit and Delete on "My moves". */
  actions?: ReactNode
  /** The card's heading level, so it fits the page's outline. */
  headingLevel?: 2 | 3
  /** Off where the member's favourites are not known yet: an empty heart would be a guess. */
  showFavourite?: boolean
  /** Only the box, tint and title link, for a card a scroll has just mounted; the rest comes when it turns false. */
  pending?: boolean
}

/**
 * One move in a list: a photo, the title once, body area · equipment · duration, and the heart.
 * The title is the only link (the whole card is its click target through CSS), so a screen reader
 * hears each move once and the heart stays a separate control.
 */
export function MoveCard({ move, actions, headingLevel = 2, showFavourite = true, pending = false }: MoveCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const details = [move.body_area, equipmentLabel(move.equipment), formatDuration(move.duration_seconds)]
  return (
    <article className="move-card">
      <div className={`move-card__poster move-card__poster--${move.body_area.toLowerCase().replace(/\s+/g, '-')}`}>
        {!pending && <MovePhoto key={move.poster_url} move={move} />}
        {move.status === 'private' && <span className="move-card__badge">Private</span>}
      </div>
      <div className="move-card__body">
        <Heading className="move-card__title">
          <Link className="move-card__link" to={paths.moveDetail(move.id)}>
            {move.title}
          </Link>
        </Heading>
        {!pending && (
          <p className="move-card__details">
            {details.map((detail, i) => (
              <span key={i} className="move-card__detail">
                {detail}
              </span>
            ))}
          </p>
        )}
      </div>
      {showFavourite && !pending && (
        <div className="move-card__favourite">
          <FavouriteButton moveId={move.id} title={move.title} />
        </div>
      )}
      {actions && <div className="move-card__actions">{actions}</div>}
    </article>
  )
}
