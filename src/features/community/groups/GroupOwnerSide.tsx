import type { RefObject } from 'react'
import type { GroupInvitation } from '@/api/groups/groupTypes'
import type { RemoteData } from '@/shared/remote/useRemoteData'
import { Button } from '@/ui/button/Button'
import { GroupInvitees, type CancelState } from './GroupInvitees'
import type { GroupActions } from './groupPageTypes'
import { GroupSection } from './GroupSection'
import './groups.css'

export interface GroupOwnerSideProps {
  /** Who was invited; null leaves the list out. */
  invitees: Pick<RemoteData<GroupInvitation[]>, 'state' | 'retry'> | null
  cancel: CancelState
  connected: boolean
  actions: Pick<GroupActions, 'handOver' | 'delete' | 'cancelInvitation'>
  /** The button whose dialog's code is loading (see openerKey): it shows busy. */
  opening: string | null
  inviteesHeadingRef?: RefObject<HTMLHeadingElement | null>
}

/**
 * What only the owner sees beside the group: who was invited (a waiting invitation can be
 * withdrawn), and handing the group over or deleting it. The group page loads it for owners only.
 */
export function GroupOwnerSide({ invitees, cancel, connected, actions, opening, inviteesHeadingRef }: GroupOwnerSideProps) {
  return (
    <>
      {invitees && (
        <GroupSection title="Invited" headingRef={inviteesHeadingRef}>
          <GroupInvitees invitees={invitees} cancel={cancel} onCancel={connected ? actions.cancelInvitation : null} />
        </GroupSection>
      )}
      <GroupSection title="Manage the group" tone="danger">
        <div className="group-manage">
          <div className="group-manage__item">
            <p>Give the group to another member. You stay in it as a member.</p>
            <Button variant="secondary" onClick={actions.handOver} disabled={!connected} busy={opening === 'hand-over'}>
              Hand over ownership
            </Button>
          </div>
          <div className="group-manage__item">
            <p>Remove the group for everyone, for good.</p>
            <Button variant="danger" onClick={actions.delete} disabled={!connected} busy={opening === 'delete'}>
              Delete group
            </Button>
          </div>
          <p className="group-manage__hint">To leave the group, hand it over first.</p>
        </div>
      </GroupSection>
    </>
  )
}
