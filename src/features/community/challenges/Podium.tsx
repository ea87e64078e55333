import type { ChallengeKind, LeaderboardEntry } from '@/api/challenges/challengeTypes'
import { ordinal, scoreText } from '@/shared/challenges/challengeWording'
import { MemberAvatar } from '@/shared/members/MemberAvatar'
import { memberName } from '@/shared/members/memberName'
import './challenges.css'

export interface PodiumProps {
  entries: readonly LeaderboardEntry[]
  kind: ChallengeKind
  meId: number | null
}

/** The first three of a finished challenge, Peloton style: first in the middle, raised. */
export function Podium({ entries, kind, meId }: PodiumProps) {
  const top = entries.filter((entry) => entry.rank <= 3).slice(0, 3)
  if (top.length === 0) return null
  return (
    <ol className="podium" aria-label="Top three">
      {top.map((entry) => {
        const name = entry.restricted ? entry.member.first_name.trim() || 'A member' : memberName(entry.member)
        const member = entry.restricted ? { ...entry.member, last_name: '', photo: '' } : entry.member
        return (
          <li key={entry.member.id} className={`podium__place podium__place--${entry.rank}`}>
            <MemberAvatar member={member} size="large" />
            <span className="podium__rank">{ordinal(entry.rank)}</span>
            <span className="podium__name">
              {name}
              {entry.member.id === meId && ' (you)'}
            </span>
            <span className="podium__score">{scoreText(kind, entry.score)}</span>
          </li>
        )
      })}
    </ol>
  )
}
