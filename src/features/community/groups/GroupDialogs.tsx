import { useSetAtom } from 'jotai'
import { useMemo } from 'react'
import { useNavigate } from 'react-router'
import { getFriends } from '@/api/friends/friendsApi'
import { removeGroupMember } from '@/api/groups/groupsApi'
import type { GroupDetails, GroupInvitation, GroupSummary } from '@/api/groups/groupTypes'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { paths } from '@/shared/paths/routePaths'
import type { RemoteData } from '@/shared/remote/useRemoteData'
import { useRemoteData } from '@/shared/remote/useRemoteData'
import { ConfirmDialog } from '@/ui/dialog/ConfirmDialog'
import { memberName } from '@/shared/members/memberName'
import { DeleteGroupDialog } from './DeleteGroupDialog'
import { EditGroupDialog } from './EditGroupDialog'
import { HandOverDialog } from './HandOverDialog'
import { InviteMembersDialog } from './InviteMembersDialog'
import type { GroupDialog } from './groupPageTypes'

export interface GroupDialogsProps {
  open: GroupDialog | null
  onClose: () => void
  details: GroupDetails
  me: number | null
  /** The page's group: a save, hand-over or removal shows in it at once. */
  remote: Pick<RemoteData<GroupDetails>, 'update' | 'refresh'>
  /** The owner's list of who was invited: a new invitation joins it; who is in it is not offered again. */
  invitees: Pick<RemoteData<GroupInvitation[]>, 'state' | 'update'>
  /** A member was removed: the row whose button had focus is gone. */
  onMemberRemoved: () => void
}

/** After a hand-over the server's summary names the new owner; the member list follows it. */
function withOwner(details: GroupDetails, group: GroupSummary): GroupDetails {
  return {
    ...details,
    group,
    members: details.members.map((entry) => ({ ...entry, role: entry.member.id === group.owner.id ? 'owner' : 'member' })),
  }
}

/**
 * The group page's dialogs and what each does when done: invite, edit, hand over, delete, leave
 * and remove a member. Its code (with the forms, fields and cover upload) loads on the first open
 * (useGroupDialogs), not with the page.
 */
export function GroupDialogs({ open, onClose, details, me, remote, invitees, onMemberRemoved }: GroupDialogsProps) {
  const navigate = useNavigate()
  const showSnackbar = useSetAtom(showSnackbarAtom)
  const { group } = details
  const friends = useRemoteData({
    key: `friends:${me}`,
    load: async (signal) => (await getFriends(me ?? 0, signal)).list,
    enabled: open?.kind === 'invite' && me !== null,
  })

  const unavailable = useMemo(() => {
    const ids = new Set<number>(details.members.map((entry) => entry.member.id))
    const list = invitees.state.status === 'ready' ? invitees.state.data : []
    for (const invitation of list) if (invitation.status === 'pending') ids.add(invitation.invitee.id)
    return ids
  }, [details, invitees.state])

  return (
    <>
      {open?.kind === 'invite' && (
        <InviteMembersDialog
          groupId={group.id}
          groupName={group.name}
          friends={friends}
          unavailable={unavailable}
          onInvited={(invitation) => invitees.update((list) => [invitation, ...list.filter((other) => other.id !== invitation.id)])}
          onClose={onClose}
        />
      )}
      {open?.kind === 'edit' && (
        <EditGroupDialog
          group={group}
          onCancel={onClose}
          onSaved={(saved) => {
            remote.update((data) => ({ ...data, group: saved }))
            onClose()
            showSnackbar({ text: 'Group saved' })
          }}
        />
      )}
      {open?.kind === 'hand-over' && (
        <HandOverDialog
          group={group}
          members={details.members}
          onCancel={onClose}
          onHandedOver={(saved) => {
            remote.update((data) => withOwner(data, saved))
            onClose()
            showSnackbar({ text: `${memberName(saved.owner)} now owns ${saved.name}` })
            remote.refresh()
          }}
        />
      )}
      {open?.kind === 'delete' && (
        <DeleteGroupDialog
          group={group}
          onCancel={onClose}
          onDeleted={() => {
            showSnackbar({ text: `${group.name} deleted` })
            void navigate(paths.groups, { replace: true })
          }}
        />
      )}
      <ConfirmDialog
        subject={open?.kind === 'leave' ? group.id : null}
        title={`Leave ${group.name}?`}
        description="The group leaves your list. To come back, ask the owner to invite you again."
        keepLabel="Stay"
        confirmLabel="Leave group"
        busyLabel="Leaving…"
        onClose={onClose}
        onConfirm={async () => {
          if (me === null) return
          await removeGroupMember(group.id, me)
          showSnackbar({ text: `You left ${group.name}` })
          void navigate(paths.groups, { replace: true })
        }}
      />
      <ConfirmDialog
        subject={open?.kind === 'remove' ? open.member.member.id : null}
        title={open?.kind === 'remove' ? `Remove ${memberName(open.member.member)}?` : ''}
        description={`They leave ${group.name} and stop seeing it. You can invite them again later.`}
        keepLabel="Keep them"
        confirmLabel="Remove"
        busyLabel="Removing…"
        onClose={onClose}
        onConfirm={async () => {
          if (open?.kind !== 'remove') return
          const removed = open.member.member
          await removeGroupMember(group.id, removed.id)
          remote.update((data) => ({
            ...data,
            group: { ...data.group, member_count: Math.max(0, data.group.member_count - 1) },
            members: data.members.filter((entry) => entry.member.id !== removed.id),
            // What they watched is shared with the group's members; they are no longer one.
            activity: data.activity.filter((entry) => entry.member.id !== removed.id),
          }))
          onClose()
          onMemberRemoved()
          showSnackbar({ text: `${memberName(removed)} removed from ${group.name}` })
        }}
      />
    </>
  )
}
