import type { Ref } from 'react'
import type { ChallengeSummary } from '@/api/challenges/challengeTypes'
import { PageFrame } from '@/shared/page/PageFrame'
import type { RemoteData } from '@/shared/remote/useRemoteData'
import { EmptyState } from '@/shared/states/EmptyState'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { Button } from '@/ui/button/Button'
import { TitledSection } from '@/ui/section/TitledSection'
import { CommunityNav } from '../common/CommunityNav'
import { savedCopyText } from '../common/savedText'
import { ChallengeCard } from './ChallengeCard'
import { sortChallenges } from './challengeGroups'
import type { AnswerState, ChallengeAnswer } from './useChallengeAnswer'
import './challenges.css'

export interface ChallengesPageViewProps {
  /** Empty when nothing is listed (see `hasAnyChallenge`). */
  remote: Pick<RemoteData<ChallengeSummary[]>, 'state' | 'retry'>
  /** The member's own date (YYYY-MM-DD). */
  today: string
  answers: Readonly<Record<number, AnswerState>>
  onAnswer: (challenge: ChallengeSummary, answer: ChallengeAnswer) => void
  onCreate: () => void
  /** Takes focus after an answer moves a challenge between sections. */
  listRef?: Ref<HTMLDivElement>
}

const SECTION_TITLES = { active: 'Active', upcoming: 'Upcoming', finished: 'Finished' } as const

/** /user/challenges as drawn: invitations first, then my active, upcoming and finished challenges. */
export function ChallengesPageView({ remote, today, answers, onAnswer, onCreate, listRef }: ChallengesPageViewProps) {
  const create = <Button onClick={onCreate}>Create a challenge</Button>
  return (
    <PageFrame title="Challenges" intro="Move together: the most moves, the most minutes, or the longest streak wins." actions={create} className="challenges-page">
      <CommunityNav />
      <RemoteContent
        remote={remote}
        loading="Loading your challenges…"
        what="Your challenges"
        offline="Your challenges will show when you are back online."
        savedText={savedCopyText('your challenges')}
        empty={
          <EmptyState title="No challenges yet" action={create}>
            Start one with friends or a group: watch a number of moves, add up minutes, or keep a streak going.
          </EmptyState>
        }
      >
        {(list) => {
          const sections = sortChallenges(list)
          return (
            <div ref={listRef} tabIndex={-1} className="challenges-page__lists" aria-label="Your challenges" role="group">
              {sections.invitations.length > 0 && (
                <TitledSection title="Invitations" className="challenges-section" titleClassName="challenges-section__title">
                  <ul className="challenge-cards">
                    {sections.invitations.map((challenge) => (
                      <ChallengeCard
                        key={challenge.id}
                        challenge={challenge}
                        today={today}
                        answerState={answers[challenge.id]}
                        onAnswer={(answer) => onAnswer(challenge, answer)}
                      />
                    ))}
                  </ul>
                </TitledSection>
              )}
              {(['active', 'upcoming', 'finished'] as const).map(
                (status) =>
                  sections[status].length > 0 && (
                    <TitledSection key={status} title={SECTION_TITLES[status]} className="challenges-section" titleClassName="challenges-section__title">
                      <ul className="challenge-cards">
                        {sections[status].map((challenge) => (
                          <ChallengeCard key={challenge.id} challenge={challenge} today={today} rank={challenge.my_rank} />
                        ))}
                      </ul>
                    </TitledSection>
                  ),
              )}
            </div>
          )
        }}
      </RemoteContent>
    </PageFrame>
  )
}
