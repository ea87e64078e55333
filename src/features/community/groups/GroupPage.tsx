import { useAtomValue, useSetAtom } from 'jotai'
import { useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useParams, useSearchParams } from 'react-router'
import { errorMessage } from '@/api/apiError'
import { getGroupInvitees, respondToGroupInvitation } from '@/api/groups/groupsApi'
import type { GroupInvitation } from '@/api/groups/groupTypes'
import { authAtom } from '@/lib/auth/authState'
import { useOnline } from '@/lib/network/useOnline'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { groupSource } from '@/offline/community/communitySources'
import { remoteData } from '@/shared/remote/remoteState'
import { useRemoteData } from '@/shared/remote/useRemoteData'
import { memberName } from '@/shared/members/memberName'
import type { CancelState } from './GroupInvitees'
import { GroupPageView } from './GroupPageView'
import { parseGroupId } from './parseGroupId'
import { useGroupDialogs } from './useGroupDialogs'

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
  const showSnackbar = useSetAtom(showSnackbarAtom)
  const [now] = useState(() => Date.now())
  const dialogs = useGroupDialogs()
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

  useLayoutEffect(() => {
    // The row whose button had focus is gone: put focus on its section's heading, not <body>.
    if (refocus) (refocus.to === 'members' ? membersHeadingRef : inviteesHeadingRef).current?.focus()
  }, [refocus])
  const moveFocusTo = (to: 'members' | 'invitees') => setRefocus((current) => ({ to, count: (current?.count ?? 0) + 1 }))

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
        opening={dialogs.opening}
        membersHeadingRef={membersHeadingRef}
        inviteesHeadingRef={inviteesHeadingRef}
        actions={{
          invite: () => dialogs.ask({ kind: 'invite' }),
          edit: () => dialogs.ask({ kind: 'edit' }),
          handOver: () => dialogs.ask({ kind: 'hand-over' }),
          delete: () => dialogs.ask({ kind: 'delete' }),
          leave: () => dialogs.ask({ kind: 'leave' }),
          removeMember: (member) => dialogs.ask({ kind: 'remove', member }),
          cancelInvitation: (invitation) => void cancelInvitation(invitation),
        }}
      />
      {dialogs.GroupDialogs && details && (
        <dialogs.GroupDialogs
          open={dialogs.open}
          onClose={dialogs.close}
          details={details}
          me={me}
          remote={remote}
          invitees={invitees}
          onMemberRemoved={() => moveFocusTo('members')}
        />
      )}
    </>
  )
}
