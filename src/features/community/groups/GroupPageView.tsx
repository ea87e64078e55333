import { lazy, Suspense, type RefObject } from 'react'
import type { GroupDetails, GroupInvitation } from '@/api/groups/groupTypes'
import { PageFrame } from '@/shared/page/PageFrame'
import { paths } from '@/shared/paths/routePaths'
import type { RemoteData } from '@/shared/remote/useRemoteData'
import { LoadingState } from '@/shared/states/LoadingState'
import { NotFoundState } from '@/shared/states/NotFoundState'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { Button } from '@/ui/button/Button'
import { ButtonLink } from '@/ui/button/ButtonLink'
import { CommunityNav } from '../common/CommunityNav'
import { GroupActivityList } from './GroupActivity'
import { GroupChallenges } from './GroupChallenges'
import { GroupHeader } from './GroupHeader'
import type { CancelState } from './GroupInvitees'
import { GroupMembers } from './GroupMembers'
import type { GroupActions } from './groupPageTypes'
import { GroupSection } from './GroupSection'
import { INVITEES_LOADING } from './groupText'
import './groups.css'

// Only an owner sees who was invited and the tools to hand over or delete the group: their code
// loads beside the invitations, not for every member. Until then the list says it is loading.
const GroupOwnerSide = lazy(() => import('./GroupOwnerSide').then((module) => ({ default: module.GroupOwnerSide })))

export interface GroupPageViewProps {
  remote: Pick<RemoteData<GroupDetails>, 'state' | 'retry'>
  me: number | null
  /** "5 minutes ago" counts from here. */
  now: number
  /** The owner's list of who was invited; null for members. */
  invitees: Pick<RemoteData<GroupInvitation[]>, 'state' | 'retry'> | null
  cancel: CancelState
  /** False offline or while the page shows the device's copy: every action here needs the server. */
  connected: boolean
  actions: GroupActions
  /** The button whose dialog's code is loading (see openerKey): it shows busy. */
  opening?: string | null
  membersHeadingRef?: RefObject<HTMLHeadingElement | null>
  inviteesHeadingRef?: RefObject<HTMLHeadingElement | null>
}

export const GROUP_SAVED_TEXT = 'Showing this group as saved on this device.'
export const GROUP_NEEDS_CONNECTION = 'Inviting, editing and leaving need a connection. They’ll be back when you are online.'

/** /user/view-groups/:id as drawn: the group's header, then its people, challenges and activity, and the tools my role gives me. */
export function GroupPageView(props: GroupPageViewProps) {
  const ready = props.remote.state.status === 'ready' || props.remote.state.status === 'empty'
  return (
    // Once the group is here its header carries the h1 (its name); until then the page's title does.
    <PageFrame title={ready ? undefined : 'Group'} className="group-page">
      <CommunityNav />
      <RemoteContent
        remote={props.remote}
        loading="Loading the group…"
        what="This group"
        offline="This group will show when you are back online."
        savedText={GROUP_SAVED_TEXT}
        notFound={
          <NotFoundState title="Group not found" action={<ButtonLink to={paths.groups}>Your groups</ButtonLink>}>
            It may have been deleted, or you’re not a member of it.
          </NotFoundState>
        }
      >
        {(details) => <GroupBody {...props} details={details} />}
      </RemoteContent>
    </PageFrame>
  )
}

function GroupBody({ details, me, now, invitees, cancel, connected, actions, opening = null, membersHeadingRef, inviteesHeadingRef }: GroupPageViewProps & { details: GroupDetails }) {
  const { group, members, challenges, activity } = details
  const owner = group.my_role === 'owner'
  const member = group.my_role === 'member'
  return (
    <div className="group-page__body">
      <GroupHeader
        group={group}
        actions={
          owner || member ? (
            <>
              <ButtonLink to={paths.groupSpace(group.id)} variant={owner ? 'secondary' : 'primary'}>
                Open the group’s space
              </ButtonLink>
              {owner && (
                <>
                  <Button onClick={actions.invite} disabled={!connected} busy={opening === 'invite'}>
                    Invite members
                  </Button>
                  <Button variant="secondary" onClick={actions.edit} disabled={!connected} busy={opening === 'edit'}>
                    Edit group
                  </Button>
                </>
              )}
            </>
          ) : undefined
        }
      />
      {!connected && <p className="group-page__note">{GROUP_NEEDS_CONNECTION}</p>}
      <div className="group-layout">
        <div className="group-layout__main">
          <GroupSection title={`Members (${members.length})`} headingRef={membersHeadingRef}>
            <GroupMembers members={members} me={me} onRemove={owner && connected ? actions.removeMember : null} opening={opening} />
          </GroupSection>
          <GroupSection title="Challenges">
            <GroupChallenges groupId={group.id} challenges={challenges} />
          </GroupSection>
          <GroupSection title="Recent activity">
            <GroupActivityList activity={activity} now={now} me={me} />
          </GroupSection>
        </div>
        <div className="group-layout__side">
          {owner && (
            <Suspense
              fallback={
                invitees && (
                  <GroupSection title="Invited" headingRef={inviteesHeadingRef}>
                    <LoadingState label={INVITEES_LOADING} section />
                  </GroupSection>
                )
              }
            >
              <GroupOwnerSide
                invitees={invitees}
                cancel={cancel}
                connected={connected}
                actions={actions}
                opening={opening}
                inviteesHeadingRef={inviteesHeadingRef}
              />
            </Suspense>
          )}
          {member && (
            <GroupSection title="Leave the group" tone="danger">
              <div className="group-manage">
                <p>The group leaves your list and you stop seeing its activity. The owner can invite you again.</p>
                <Button variant="danger" onClick={actions.leave} disabled={!connected} busy={opening === 'leave'}>
                  Leave group
                </Button>
              </div>
            </GroupSection>
          )}
        </div>
      </div>
    </div>
  )
}
