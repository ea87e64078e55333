import type { ChallengeDetails } from '@/api/challenges/challengeTypes'
import { PageFrame } from '@/shared/page/PageFrame'
import { remoteData } from '@/shared/remote/remoteState'
import type { RemoteData } from '@/shared/remote/useRemoteData'
import { NotFoundState } from '@/shared/states/NotFoundState'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { ButtonLink } from '@/ui/button/ButtonLink'
import { TitledSection } from '@/ui/section/TitledSection'
import { paths } from '@/shared/paths/routePaths'
import { CommunityNav } from '../common/CommunityNav'
import { MemberRow } from '../common/MemberRow'
import { savedCopyText } from '../common/savedText'
import { ChallengeActions, type ChallengeActionsProps } from './ChallengeActions'
import { savedTimeText } from '@/shared/challenges/challengeDates'
import { ChallengeOverview } from './ChallengeOverview'
import { Leaderboard } from './Leaderboard'
import { Podium } from './Podium'
import './challenges.css'

export interface ChallengePageViewProps extends Omit<ChallengeActionsProps, 'details' | 'connected'> {
  remote: Pick<RemoteData<ChallengeDetails>, 'state' | 'retry'>
  meId: number | null
  /** The browser's own view: false means surely offline. */
  online: boolean
  /** The member's own date (YYYY-MM-DD). */
  today: string
}

/** /user/challenges/:id as drawn, in every state: the overview, the leaderboard (final results once over), who has not joined, the rules. */
export function ChallengePageView({ remote, meId, online, today, ...actions }: ChallengePageViewProps) {
  const data = remoteData(remote.state)
  const saved = remote.state.status === 'ready' ? remote.state.saved : null
  // Shown from the device because the network failed: what needs the server says so.
  const connected = online && !(saved && saved.message === undefined)
  return (
    <PageFrame title={data?.challenge.title ?? 'Challenge'} width="wide" className="challenge-page">
      <CommunityNav />
      <RemoteContent
        remote={remote}
        loading="Loading the challenge…"
        what="This challenge"
        offline="This challenge will show when you are back online."
        savedText={savedCopyText('this challenge')}
        notFound={
          <NotFoundState title="No such challenge">
            It may have been removed, or you are not part of it. <ButtonLink to={paths.challenges} variant="secondary">Your challenges</ButtonLink>
          </NotFoundState>
        }
      >
        {(details) => {
          const finished = details.challenge.status === 'finished'
          const title = finished ? 'Final results' : 'Leaderboard'
          return (
            <div className="challenge-page__body">
              <ChallengeOverview details={details} meId={meId} today={today} actions={<ChallengeActions details={details} connected={connected} {...actions} />} />
              <div className="challenge-page__columns">
                <TitledSection title={title} className="challenge-panel challenge-panel--board" titleClassName="challenge-panel__title">
                  {saved?.savedAt != null && <p className="challenge-panel__saved">Saved leaderboard from {savedTimeText(saved.savedAt)}</p>}
                  {details.leaderboard.length === 0 ? (
                    <p className="challenge-panel__empty">Nobody has joined yet.</p>
                  ) : (
                    <>
                      {finished && <Podium entries={details.leaderboard} kind={details.challenge.kind} meId={meId} />}
                      <Leaderboard entries={details.leaderboard} kind={details.challenge.kind} meId={meId} final={finished} caption={title} />
                    </>
                  )}
                </TitledSection>
                <div className="challenge-page__side">
                  {!finished && details.not_joined.length > 0 && (
                    <TitledSection title="Not joined yet" className="challenge-panel" titleClassName="challenge-panel__title">
                      <ul className="community-list">
                        {details.not_joined.map((member) => (
                          <MemberRow key={member.id} member={member} detail="Invited" />
                        ))}
                      </ul>
                    </TitledSection>
                  )}
                  {details.rules.length > 0 && (
                    <TitledSection title="Rules" className="challenge-panel" titleClassName="challenge-panel__title">
                      <ul className="challenge-rules">
                        {details.rules.map((rule) => (
                          <li key={rule}>{rule}</li>
                        ))}
                      </ul>
                    </TitledSection>
                  )}
                </div>
              </div>
            </div>
          )
        }}
      </RemoteContent>
    </PageFrame>
  )
}
