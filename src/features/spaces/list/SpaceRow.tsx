import { Link } from '@/ui/link/Link'
import type { SpaceSummary } from '@/api/spaces/spaceTypes'
import { relativeTime } from '@/shared/dates/relativeTime'
import { paths } from '@/shared/paths/routePaths'
import { SpaceAvatar } from '../common/SpaceAvatar'
import { MutedIcon } from '../common/MutedIcon'
import { KIND_LABEL, messagePreview, onlineLabel } from '../common/spaceText'

export interface SpaceRowProps {
  space: SpaceSummary
  meId: number | null
  now: number
}

/**
 * One space in the list. The title is the row's one link (the whole row is its target through CSS),
 * so a screen reader hears each space once, followed by its kind, last message, time and counts.
 */
export function SpaceRow({ space, meId, now }: SpaceRowProps) {
  const when = space.last_message?.date ?? space.activity_at
  const unread = space.unread > 0
  return (
    <li className={unread ? 'space-row space-row--unread' : 'space-row'}>
      <SpaceAvatar space={space} />
      <div className="space-row__main">
        <p className="space-row__top">
          <Link className="space-row__link" to={paths.space(space.id)}>
            {space.title}
          </Link>
          {space.muted && <MutedIcon />}
        </p>
        <p className="space-row__preview">{space.last_message ? messagePreview(space.last_message, meId) : 'No messages yet'}</p>
      </div>
      <div className="space-row__side">
        <span className="space-row__kind">{KIND_LABEL[space.kind]}</span>
        <time className="space-row__time" dateTime={when}>
          {relativeTime(when, now)}
        </time>
        <span className="space-row__counts">
          {space.online_count > 0 && (
            <span className="space-row__online">
              <span className="space-online-dot" aria-hidden="true" />
              {onlineLabel(space.online_count)}
            </span>
          )}
          {unread && <span className="space-badge">{space.unread}<span className="visually-hidden"> unread</span></span>}
        </span>
      </div>
    </li>
  )
}
