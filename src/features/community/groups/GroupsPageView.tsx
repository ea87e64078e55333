import { useId, type RefObject } from 'react'
import type { GroupInvitation, GroupsResponse } from '@/api/groups/groupTypes'
import type { RemoteData } from '@/shared/remote/useRemoteData'
import { EmptyState } from '@/shared/states/EmptyState'
import { PageFrame } from '@/shared/page/PageFrame'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { Button } from '@/ui/button/Button'
import { CommunityNav } from '../common/CommunityNav'
import { savedCopyText } from '../common/savedText'
import { GroupCard } from './GroupCard'
import { GroupInvitationList } from './GroupInvitationList'
import type { InvitationAnswer, InvitationAnswers } from './invitationAnswer'
import './groups.css'

export interface GroupsPageViewProps {
  remote: Pick<RemoteData<GroupsResponse>, 'state' | 'retry'>
  answers: InvitationAnswers
  onAnswer: (invitation: GroupInvitation, action: InvitationAnswer) => void
  onCreate: () => void
  /** False while the page shows the device's copy: creating a group needs the server. */
  canCreate: boolean
  /** The create form's code is loading: Create a group shows busy. */
  opening?: boolean
  /** Where focus goes when an answered invitation leaves the list. */
  headingRef?: RefObject<HTMLHeadingElement | null>
}

export const GROUPS_INTRO = 'Train with people you know: see what they watch and take on challenges together.'

/** /user/groups as drawn: my invitations first (they wait for me), then my groups. */
export function GroupsPageView({ remote, answers, onAnswer, onCreate, canCreate, opening = false, headingRef }: GroupsPageViewProps) {
  const createButton = (
    <Button onClick={onCreate} disabled={!canCreate} busy={opening}>
      Create a group
    </Button>
  )
  const invitationsId = useId()
  const mineId = useId()
  const loaded = remote.state.status === 'ready' || remote.state.status === 'empty'
  return (
    <PageFrame title="Groups" intro={GROUPS_INTRO} actions={loaded ? createButton : undefined} className="groups-page">
      <CommunityNav />
      {loaded && !canCreate && <p className="groups-page__note">Creating a group needs a connection.</p>}
      <RemoteContent
        remote={remote}
        loading="Loading your groups…"
        what="Your groups"
        offline="Your groups will show when you are back online."
        savedText={savedCopyText('your groups as')}
        empty={
          <EmptyState title="You’re not in a group yet" action={canCreate ? createButton : undefined}>
            Start one for your running club, your team or your family, and invite your friends. Invitations you get show here too.
          </EmptyState>
        }
      >
        {(data) => (
          <div className="groups-page__sections">
            {data.invitations.length > 0 && (
              <section className="groups-section" aria-labelledby={invitationsId}>
                <h2 id={invitationsId} className="groups-section__title" ref={headingRef} tabIndex={-1}>
                  Invitations <span className="groups-section__count">{data.invitations.length}</span>
                </h2>
                <GroupInvitationList invitations={data.invitations} answers={answers} onAnswer={onAnswer} />
              </section>
            )}
            <section className="groups-section" aria-labelledby={mineId}>
              <h2 id={mineId} className="groups-section__title" ref={data.invitations.length === 0 ? headingRef : undefined} tabIndex={-1}>
                Your groups
              </h2>
              {data.groups.length > 0 ? (
                <ul className="group-grid">
                  {data.groups.map((group) => (
                    <GroupCard key={group.id} group={group} />
                  ))}
                </ul>
              ) : (
                <EmptyState title="No groups yet" headingLevel={3} action={canCreate ? createButton : undefined}>
                  Accept an invitation above, or start a group of your own.
                </EmptyState>
              )}
            </section>
          </div>
        )}
      </RemoteContent>
    </PageFrame>
  )
}
