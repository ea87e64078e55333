import { useState } from 'react'
import { Link } from '@/ui/link/Link'
import type { ChallengeSummary } from '@/api/challenges/challengeTypes'
import { challengesSource } from '@/offline/community/communitySources'
import { ChallengeProgressBar } from '@/shared/challenges/ChallengeProgressBar'
import { goalText, localToday, timingText } from '@/shared/challenges/challengeWording'
import { paths } from '@/shared/paths/routePaths'
import { useRemoteData, type RemoteData } from '@/shared/remote/useRemoteData'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { Panel } from '@/ui/panel/Panel'
import './activeChallenges.css'

/** More would turn the dashboard into the challenges page. */
export const DASHBOARD_CHALLENGES = 3

const load = (signal: AbortSignal) => challengesSource.fetch(signal)

interface Summary {
  active: ChallengeSummary[]
  invitations: number
}

function summarise(list: readonly ChallengeSummary[]): Summary {
  return {
    active: list
      .filter((challenge) => challenge.status === 'active' && challenge.my_status === 'joined')
      .sort((a, b) => a.end_date.localeCompare(b.end_date) || a.id - b.id),
    invitations: list.filter((challenge) => challenge.status !== 'finished' && challenge.my_status === 'invited').length,
  }
}

/**
 * The member's running challenges (ending soonest first) with their progress, and how many
 * invitations wait; the saved copy when offline. Lazy: see ActiveChallengesSection.
 */
export function ActiveChallenges() {
  const remote = useRemoteData({ key: 'dashboard-challenges', load, device: challengesSource })
  const [today] = useState(localToday)
  return <ActiveChallengesView remote={remote} today={today} />
}

export interface ActiveChallengesViewProps {
  remote: Pick<RemoteData<ChallengeSummary[]>, 'state' | 'retry'>
  /** The member's own date (YYYY-MM-DD). */
  today: string
}

/** The card as drawn, in whichever state its read is. */
export function ActiveChallengesView({ remote, today }: ActiveChallengesViewProps) {
  return (
    <Panel title="Active challenges" className="dashboard-challenges">
      <RemoteContent
        remote={remote}
        section
        loading="Loading your challenges…"
        what="Your challenges"
        offline="Your challenges will show when you are back online."
      >
        {(list) => {
          const { active, invitations } = summarise(list)
          return (
            <>
              {active.length === 0 ? (
                <p className="dashboard-challenges__none">No challenge running. Start one with friends: moves, minutes or a streak.</p>
              ) : (
                <ul className="dashboard-challenges__list">
                  {active.slice(0, DASHBOARD_CHALLENGES).map((challenge) => (
                    <li key={challenge.id} className="dashboard-challenges__item">
                      <div className="dashboard-challenges__top">
                        <Link to={paths.challenge(challenge.id)} className="dashboard-challenges__link">
                          {challenge.title}
                        </Link>
                        <span className="dashboard-challenges__timing">{timingText(challenge, today)}</span>
                      </div>
                      <p className="dashboard-challenges__goal">{goalText(challenge)}</p>
                      {challenge.my_progress && (
                        <ChallengeProgressBar
                          kind={challenge.kind}
                          score={challenge.my_progress.score}
                          goal={challenge.goal}
                          completed={challenge.my_progress.completed}
                          label={`Your progress in ${challenge.title}`}
                        />
                      )}
                    </li>
                  ))}
                </ul>
              )}
              <p className="dashboard-challenges__more">
                {invitations > 0 && (
                  <Link to={paths.challenges} className="dashboard-challenges__invitations">
                    {invitations === 1 ? '1 invitation waiting' : `${invitations} invitations waiting`}
                  </Link>
                )}
                <Link to={paths.challenges}>{active.length > DASHBOARD_CHALLENGES ? `All ${active.length} challenges` : active.length === 0 ? 'Start a challenge' : 'All challenges'}</Link>
              </p>
            </>
          )
        }}
      </RemoteContent>
    </Panel>
  )
}
