import { useAtomValue, useSetAtom } from 'jotai'
import { useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useNavigate, useParams, useSearchParams } from 'react-router'
import { errorMessage } from '@/api/apiError'
import { getFriends } from '@/api/friends/friendsApi'
import { getGroupInvitees, removeGroupMember, respondToGroupInvitation } from '@/api/groups/groupsApi'
import type { GroupDetails, GroupInvitation, GroupMember, GroupSummary } from '@/api/groups/groupTypes'
import { authAtom } from '@/lib/auth/authState'
import { useOnline } from '@/lib/network/useOnline'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { groupSource } from '@/offline/community/communitySources'
import { paths } from '@/shared/paths/routePaths'
import { remoteData } from '@/shared/remote/remoteState'
import { useRemoteData } from '@/shared/remote/useRemoteData'
import { ConfirmDialog } from '@/ui/dialog/ConfirmDialog'
import { memberName } from '../common/memberName'
import { DeleteGroupDialog } from './DeleteGroupDialog'
import { EditGroupDialog } from './EditGroupDialog'
import type { CancelState } from './GroupInvitees'
import { GroupPageView } from './GroupPageView'
import { HandOverDialog } from './HandOverDialog'
import { InviteMembersDialog } from './InviteMembersDialog'
import { parseGroupId } from './parseGroupId'

type OpenDialog =
  | { kind: 'invite' | 'edit' | 'hand-over' | 'delete' | 'leave' }
  | { kind: 'remove'; member: GroupMember }
  | null

/** After a hand-over the server's summary names the new owner; the member list follows it. */
function withOwner(details: GroupDetails, group: GroupSummary): GroupDetails {
  return {
    ...details,
    group,
    members: details.members.map((entry) => ({ ...entry, role: entry.member.id === group.owner.id ? 'owner' : 'member' })),
  }
}

/** /user/view-groups/:id (or ?id=): one group I belong to, with what my role lets me do. */
export function GroupPage() {
  const params = useParams()
  const [search] = useSearchParams()
  const id = parseGroupId(params.id ?? search.get('id'))
  const source = useMemo(() => groupSource(id ?? 0), [id])
  const remote = useRemoteData({ key: `group:${id}`, load: source.fetch, device: source, enabled: id !== null })
  const details = remoteData(remote.state)
  const me = useAtomValue(authAtom).user
  const online = useOnline()
  const navigate = useNavigate()
  const showSnackbar = useSetAtom(showSnackbarAtom)
  const [now] = useState(() => Date.now())
  const [open, setOpen] = useState<OpenDialog>(null)
  const [cancel, setCancel] = useState<CancelState>(null)
  const membersHeadingRef = useRef<HTMLHeadingElement>(null)
  const inviteesHeadingRef = useRef<HTMLHeadingElement>(null)
  const [refocus, setRefocus] = useState<{ to: 'members' | 'invitees'; count: number } | null>(null)

  const owner = details?.group.my_role === 'owner'
  const fromDevice = (remote.state.status === 'ready' || remote.state.status === 'empty') && remote.state.saved !== null
  const connected = online && !fromDevice

  const invitees = useRemoteData({
    key: `group-invitees:${id}`,
    load: async (signal) => (await getGroupInvitees(id ?? 0, signal)).list,
    enabled: owner && id !== null,
  })
  const friends = useRemoteData({
    key: `friends:${me}`,
    load: async (signal) => (await getFriends(me ?? 0, signal)).list,
    enabled: open?.kind === 'invite' && me !== null,
  })

  useLayoutEffect(() => {
    // The row whose button had focus is gone: put focus on its section's heading, not <body>.
    if (refocus) (refocus.to === 'members' ? membersHeadingRef : inviteesHeadingRef).current?.focus()
  }, [refocus])
  const moveFocusTo = (to: 'members' | 'invitees') => setRefocus((current) => ({ to, count: (current?.count ?? 0) + 1 }))

  const close = () => setOpen(null)
  const group = details?.group

  const unavailable = useMemo(() => {
    const ids = new Set<number>(details?.members.map((entry) => entry.member.id) ?? [])
    const list = invitees.state.status === 'ready' ? invitees.state.data : []
    for (const invitation of list) if (invitation.status === 'pending') ids.add(invitation.invitee.id)
    return ids
  }, [details, invitees.state])

  const cancelInvitation = async (invitation: GroupInvitation) => {
    setCancel({ id: invitation.id, status: 'busy' })
    try {
      const { model } = await respondToGroupInvitation(invitation.id, { action: 'cancel' })
      invitees.update((list) => list.map((other) => (other.id === model.id ? model : other)))
      setCancel(null)
      moveFocusTo('invitees')
      showSnackbar({ text: `Invitation to ${memberName(invitation.invitee)} cancelled` })
    } catch (error) {
      setCancel({ id: invitation.id, status: 'failed', message: errorMessage(error) })
    }
  }

  return (
    <>
      <GroupPageView
        remote={remote}
        me={me}
        now={now}
        invitees={owner ? invitees : null}
        cancel={cancel}
        connected={connected}
        membersHeadingRef={membersHeadingRef}
        inviteesHeadingRef={inviteesHeadingRef}
        actions={{
          invite: () => setOpen({ kind: 'invite' }),
          edit: () => setOpen({ kind: 'edit' }),
          handOver: () => setOpen({ kind: 'hand-over' }),
          delete: () => setOpen({ kind: 'delete' }),
          leave: () => setOpen({ kind: 'leave' }),
          removeMember: (member) => setOpen({ kind: 'remove', member }),
          cancelInvitation: (invitation) => void cancelInvitation(invitation),
        }}
      />
      {group && details && open?.kind === 'invite' && (
        <InviteMembersDialog
          groupId={group.id}
          groupName={group.name}
          friends={friends}
          unavailable={unavailable}
          onInvited={(invitation) => invitees.update((list) => [invitation, ...list.filter((other) => other.id !== invitation.id)])}
          onClose={close}
        />
      )}
      {group && open?.kind === 'edit' && (
        <EditGroupDialog
          group={group}
          onCancel={close}
          onSaved={(saved) => {
            remote.update((data) => ({ ...data, group: saved }))
            close()
            showSnackbar({ text: 'Group saved' })
          }}
        />
      )}
      {group && details && open?.kind === 'hand-over' && (
        <HandOverDialog
          group={group}
          members={details.members}
          onCancel={close}
          onHandedOver={(saved) => {
            remote.update((data) => withOwner(data, saved))
            close()
            showSnackbar({ text: `${memberName(saved.owner)} now owns ${saved.name}` })
            remote.refresh()
          }}
        />
      )}
      {group && open?.kind === 'delete' && (
        <DeleteGroupDialog
          group={group}
          onCancel={close}
          onDeleted={() => {
            showSnackbar({ text: `${group.name} deleted` })
            void navigate(paths.groups, { replace: true })
          }}
        />
      )}
      <ConfirmDialog
        subject={open?.kind === 'leave' && group ? group.id : null}
        title={`Leave ${group?.name ?? 'the group'}?`}
        description="The group leaves your list. To come back, ask the owner to invite you again."
        keepLabel="Stay"
        confirmLabel="Leave group"
        busyLabel="Leaving…"
        onClose={close}
        onConfirm={async () => {
          if (!group || me === null) return
          await removeGroupMember(group.id, me)
          showSnackbar({ text: `You left ${group.name}` })
          void navigate(paths.groups, { replace: true })
        }}
      />
      <ConfirmDialog
        subject={open?.kind === 'remove' ? open.member.member.id : null}
        title={open?.kind === 'remove' ? `Remove ${memberName(open.member.member)}?` : ''}
        description={`They leave ${group?.name ?? 'the group'} and stop seeing it. You can invite them again later.`}
        keepLabel="Keep them"
        confirmLabel="Remove"
        busyLabel="Removing…"
        onClose={close}
        onConfirm={async () => {
          if (!group || open?.kind !== 'remove') return
          const removed = open.member.member
          await removeGroupMember(group.id, removed.id)
          remote.update((data) => ({
            ...data,
            group: { ...data.group, member_count: Math.max(0, data.group.member_count - 1) },
            members: data.members.filter((entry) => entry.member.id !== removed.id),
            // What they watched is shared with the group's members; they are no longer one.
            activity: data.activity.filter((entry) => entry.member.id !== removed.id),
          }))
          close()
          moveFocusTo('members')
          showSnackbar({ text: `${memberName(removed)} removed from ${group.name}` })
        }}
      />
    </>
  )
}
