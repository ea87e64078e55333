import { memo } from 'react'
import type { ChallengeKind, LeaderboardEntry } from '@/api/challenges/challengeTypes'
import { scoreText } from '@/shared/challenges/challengeWording'
import { memberTintClass } from '@/shared/members/MemberAvatar'
import { memberInitials, memberName } from '@/shared/members/memberName'
import '../common/community.css'
import './challenges.css'

export interface LeaderboardProps {
  entries: readonly LeaderboardEntry[]
  kind: ChallengeKind
  /** The signed-in member, whose row stands out. */
  meId: number | null
  /** Once the challenge is over the ranks are final. */
  final: boolean
  /** Names the table, e.g. "Leaderboard" or "Final results". */
  caption: string
}

/**
 * The leaderboard as one plain table: rank, member and score, a "Completed" badge, and my row
 * marked. A row is a few elements with no state or effect of its own, so 500 participants draw in
 * one pass; a member whose privacy says so shows as first name and score only.
 */
export function Leaderboard({ entries, kind, meId, final, caption }: LeaderboardProps) {
  return (
    <table className="leaderboard">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="leaderboard__rank">
            {final ? 'Final rank' : 'Rank'}
          </th>
          <th scope="col">Member</th>
          <th scope="col" className="leaderboard__score">
            Score
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <LeaderboardRow key={entry.member.id} entry={entry} kind={kind} me={entry.member.id === meId} />
        ))}
      </tbody>
    </table>
  )
}

const LeaderboardRow = memo(function LeaderboardRow({ entry, kind, me }: { entry: LeaderboardEntry; kind: ChallengeKind; me: boolean }) {
  const { member, restricted } = entry
  // Restricted: the server sends the first name only; nothing else about them is drawn.
  const name = restricted ? member.first_name.trim() || 'A member' : memberName(member)
  const photo = !restricted && member.photo
  return (
    <tr className={me ? 'leaderboard__row leaderboard__row--me' : 'leaderboard__row'} aria-current={me ? 'true' : undefined}>
      <td className="leaderboard__rank">
        <span className={entry.rank <= 3 ? `leaderboard__place leaderboard__place--${entry.rank}` : 'leaderboard__place'}>{entry.rank}</span>
      </td>
      <th scope="row" className="leaderboard__member">
        <span className="leaderboard__who">
          <span className={`leaderboard__avatar ${memberTintClass(member.id)}`} aria-hidden="true">
            {restricted ? memberInitials({ first_name: member.first_name, last_name: '' }) : memberInitials(member)}
            {/* Over the initials: a photo that fails to load (offline) leaves them showing. */}
            {photo && <img src={member.photo} alt="" loading="lazy" decoding="async" />}
          </span>
          <span className="leaderboard__name">
            <span>
              {name}
              {me && <span className="leaderboard__you"> (you)</span>}
            </span>
            {!restricted && entry.last_activity && <span className="leaderboard__activity">Last: {entry.last_activity.move_title}</span>}
          </span>
        </span>
      </th>
      <td className="leaderboard__score">
        <span className="leaderboard__value">{scoreText(kind, entry.score)}</span>
        {!restricted && entry.completed && <span className="challenge-badge">Completed</span>}
      </td>
    </tr>
  )
})
