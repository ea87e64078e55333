import { useId, useState } from 'react'
import { Link } from '@/ui/link/Link'
import type { GroupActivity as Activity } from '@/api/groups/groupTypes'
import { relativeTime } from '@/shared/dates/relativeTime'
import { formatLongDuration } from '@/shared/moves/formatDuration'
import { paths } from '@/shared/paths/routePaths'
import { DisclosureButton } from '@/ui/button/DisclosureButton'
import { buttonClassName } from '@/ui/button/buttonClassName'
import { MemberAvatar } from '@/shared/members/MemberAvatar'
import { memberName } from '@/shared/members/memberName'
import './groups.css'

export interface GroupActivityProps {
  activity: Activity[]
  /** The time "5 minutes ago" counts from (fixed in stories and tests). */
  now: number
  /** The signed-in member: their own viewings read "You watched". */
  me: number | null
}

/** How many show before "Show all": enough to see who is moving, short enough on a phone. */
export const ACTIVITY_SHOWN_FIRST = 5

/**
 * What members who share their activity watched lately, newest first. The server leaves out anyone
 * whose privacy keeps it from this viewer, so the list says so when it is empty.
 */
export function GroupActivityList({ activity, now, me }: GroupActivityProps) {
  const [all, setAll] = useState(false)
  const listId = useId()
  if (activity.length === 0) {
    return <p className="group-empty group-empty--plain">Nothing yet. When members who share their activity watch a move, it shows here.</p>
  }
  const shown = all ? activity : activity.slice(0, ACTIVITY_SHOWN_FIRST)
  return (
    <>
      <ol id={listId} className="group-activity">
        {shown.map((entry) => (
          <li key={`${entry.member.id}:${entry.move_id}:${entry.watched_at}`} className="group-activity__item">
            <MemberAvatar member={entry.member} size="small" />
            <p className="group-activity__text">
              <strong>{entry.member.id === me ? 'You' : memberName(entry.member)}</strong> watched{' '}
              <Link to={paths.moveDetail(entry.move_id)}>{entry.move_title}</Link> for {formatLongDuration(entry.seconds_watched)}
              <span className="group-activity__meta">
                <time dateTime={entry.watched_at} title={new Date(entry.watched_at).toLocaleString()}>
                  {relativeTime(entry.watched_at, now)}
                </time>
              </span>
            </p>
          </li>
        ))}
      </ol>
      {activity.length > ACTIVITY_SHOWN_FIRST && (
        <div>
          <DisclosureButton className={buttonClassName('secondary')} expanded={all} controls={listId} onClick={() => setAll((current) => !current)}>
            {all ? 'Show fewer' : `Show all ${activity.length}`}
          </DisclosureButton>
        </div>
      )}
    </>
  )
}
