import { useSetAtom } from 'jotai'
import { useLayoutEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { errorMessage } from '@/api/apiError'
import type { GroupInvitation, GroupSummary } from '@/api/groups/groupTypes'
import { useOnline } from '@/lib/network/useOnline'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { groupsSource } from '@/offline/community/communitySources'
import { paths } from '@/shared/paths/routePaths'
import { useRemoteData } from '@/shared/remote/useRemoteData'
import { useLazyDialog } from '../common/useLazyDialog'
import { GroupsPageView } from './GroupsPageView'
import { ANSWER_STATUS, type InvitationAnswer, type InvitationAnswers } from './invitationAnswer'

const loadGroups = (signal: AbortSignal) => groupsSource.fetch(signal)

// The form (with the form model, fields and the cover upload) loads when asked for, not with the list.
const loadCreateDialog = () => import('./CreateGroupDialog')

/** /user/groups: my groups and the invitations waiting for me; a new group starts here. */
export function GroupsPage() {
  const remote = useRemoteData({
    key: 'groups',
    load: loadGroups,
    device: groupsSource,
    isEmpty: (data) => data.groups.length === 0 && data.invitations.length === 0,
  })
  const [answers, setAnswers] = useState<InvitationAnswers>({})
  const [creating, setCreating] = useState(false)
  const createCode = useLazyDialog(loadCreateDialog)
  const CreateGroupDialog = createCode.module?.CreateGroupDialog
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [answered, setAnswered] = useState(0)
  const online = useOnline()
  const navigate = useNavigate()
  const showSnackbar = useSetAtom(showSnackbarAtom)
  const fromDevice = (remote.state.status === 'ready' || remote.state.status === 'empty') && remote.state.saved !== null

  useLayoutEffect(() => {
    // The answered row left with its buttons: keep focus on the page, not <body>.
    if (answered > 0) headingRef.current?.focus()
  }, [answered])

  const answer = async (invitation: GroupInvitation, action: InvitationAnswer) => {
    const id = invitation.id
    const set = (state: InvitationAnswers[number] | null) =>
      setAnswers((current) => {
        const next = { ...current }
        if (state) next[id] = state
        else delete next[id]
        return next
      })
    set({ action, status: 'busy' })
    try {
      // The write path (outbox, sync kinds) loads on the first answer, not with the page; a member
      // offline still has it, as every chunk a member page imports is precached.
      const { answerGroupInvitationOrQueue } = await import('@/offline/community/communityWrites')
      const outcome = await answerGroupInvitationOrQueue(id, action)
      set(null)
      if (outcome === 'queued') {
        // As the device's copy will show it from now on: the answer, marked as waiting to be sent.
        remote.update((data) => ({
          ...data,
          invitations: data.invitations.map((other) => (other.id === id ? { ...other, status: ANSWER_STATUS[action], queued: true } : other)),
        }))
        setAnswered((n) => n + 1)
        return
      }
      remote.update((data) => ({ ...data, invitations: data.invitations.filter((other) => other.id !== id) }))
      setAnswered((n) => n + 1)
      showSnackbar({ text: action === 'accept' ? `You joined ${invitation.group.name}` : `Invitation to ${invitation.group.name} declined` })
      // An accepted group joins "Your groups" as the server now describes it.
      if (action === 'accept') remote.refresh()
    } catch (error) {
      set({ action, status: 'failed', message: errorMessage(error) })
    }
  }

  const created = (group: GroupSummary) => {
    setCreating(false)
    showSnackbar({ text: `${group.name} created` })
    void navigate(paths.group(group.id))
  }

  return (
    <>
      <GroupsPageView
        remote={remote}
        answers={answers}
        onAnswer={(invitation, action) => void answer(invitation, action)}
        onCreate={() => createCode.open('create', () => setCreating(true))}
        opening={createCode.loading !== null}
        canCreate={online && !fromDevice}
        headingRef={headingRef}
      />
      {creating && CreateGroupDialog && <CreateGroupDialog onCreated={created} onCancel={() => setCreating(false)} />}
    </>
  )
}
