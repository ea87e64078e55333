import { useAtomValue } from 'jotai'
import { useId, useState } from 'react'
import { inviteToChallenge } from '@/api/challenges/challengesApi'
import type { ChallengeSummary } from '@/api/challenges/challengeTypes'
import { getFriends } from '@/api/friends/friendsApi'
import type { Friend } from '@/api/friends/friendTypes'
import { getGroups } from '@/api/groups/groupsApi'
import { authAtom } from '@/lib/auth/authState'
import { useOnline } from '@/lib/network/useOnline'
import { useForm } from '@/shared/form/useForm'
import { useRemoteData, type RemoteData } from '@/shared/remote/useRemoteData'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { Button } from '@/ui/button/Button'
import { Dialog } from '@/ui/dialog/Dialog'
import { describedBy, useFieldIds } from '@/ui/field/fieldIds'
import { FormAlert } from '@/ui/field/FormAlert'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { MemberAvatar } from '@/shared/members/MemberAvatar'
import { memberName } from '@/shared/members/memberName'
import { EMPTY_INVITE, inviteBody, validateInvite } from './inviteForm'
import './challenges.css'

export interface InviteDialogProps {
  challenge: Pick<ChallengeSummary, 'id' | 'title' | 'group_id'>
  /** Members already taking part or invited: not offered again. */
  taken: ReadonlySet<number>
  onInvited: (count: number) => void
  onCancel: () => void
}

export const INVITE_NEEDS_NETWORK = 'Inviting needs a connection. Try again when you’re back online.'

export interface InviteChoices {
  friends: Friend[]
  groupName: string | null
}

/** A long friends list gets a filter; a short one does not need it. */
const FILTER_FROM = 8

/**
 * Invite friends (ticked from my friends list) or, for a group's challenge, everyone in the group
 * (`challenge/invitation/{id}`). One send for all of them; the server skips anyone already in.
 */
export function InviteDialog(props: InviteDialogProps) {
  const { challenge } = props
  const userId = useAtomValue(authAtom).user ?? 0
  const choices = useRemoteData<InviteChoices>({
    key: `challenge-invite:${challenge.id}:${userId}`,
    load: async (signal) => {
      const [friends, groups] = await Promise.all([getFriends(userId, signal), challenge.group_id === null ? null : getGroups()])
      const group = groups?.groups.find((candidate) => candidate.id === challenge.group_id)
      return { friends: friends.list, groupName: group?.name ?? (challenge.group_id === null ? null : 'the group') }
    },
  })
  return <InviteDialogView {...props} choices={choices} />
}

export interface InviteDialogViewProps extends InviteDialogProps {
  /** My friends, and the group's name when the challenge has one. */
  choices: Pick<RemoteData<InviteChoices>, 'state' | 'retry'>
  /** Stories: the browser's network state. */
  online?: boolean
}

/** The dialog with its choices given (stories draw it in any state of that read). */
export function InviteDialogView({ challenge, taken, choices, onInvited, onCancel, online: onlineShown }: InviteDialogViewProps) {
  const browserOnline = useOnline()
  const online = onlineShown ?? browserOnline
  const formId = useId()
  const [filter, setFilter] = useState('')
  const groupOffered = challenge.group_id !== null
  const form = useForm({ initial: EMPTY_INVITE, validate: (values) => validateInvite(values, groupOffered) })
  const onSubmit = form.handleSubmit(async (values) => {
    const { invited } = await inviteToChallenge(challenge.id, inviteBody(values, challenge.group_id))
    onInvited(invited)
  })
  const ready = choices.state.status === 'ready'

  return (
    <Dialog
      open
      className="challenge-dialog"
      title="Invite people"
      description={`They’ll find “${challenge.title}” on their Challenges page, to join or decline.`}
      dismissible={!form.busy}
      onClose={onCancel}
      actions={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={form.busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={form.busy} disabled={!online || !ready}>
            {form.busy ? 'Inviting…' : 'Send invitations'}
          </Button>
        </>
      }
    >
      {!online && <FormAlert tone="info">{INVITE_NEEDS_NETWORK}</FormAlert>}
      <RemoteContent remote={choices} section loading="Loading your friends…" what="Your friends" offline={INVITE_NEEDS_NETWORK}>
        {({ friends, groupName }) => {
          const available = friends.filter((friend) => !taken.has(friend.member.id))
          const needle = filter.trim().toLowerCase()
          const shown = needle ? available.filter((friend) => memberName(friend.member).toLowerCase().includes(needle)) : available
          return (
            <form id={formId} className="challenge-form" noValidate onSubmit={onSubmit}>
              <FormErrorAlert message={form.formError} focusKey={form.settledSubmits} />
              {groupOffered && groupName && (
                <label className="invite-option invite-option--group">
                  <input type="checkbox" {...form.checkbox('group')} />
                  <span>
                    <span className="invite-option__name">Everyone in {groupName}</span>
                    <span className="invite-option__detail">Members who are not in yet get an invitation.</span>
                  </span>
                </label>
              )}
              <FriendChoices
                friends={shown}
                total={available.length}
                alreadyIn={friends.length - available.length}
                chosen={form.values.user_ids}
                error={form.fieldErrors.user_ids}
                filter={available.length >= FILTER_FROM ? filter : null}
                onFilter={setFilter}
                onChange={(ids) => form.setValue('user_ids', ids)}
              />
            </form>
          )
        }}
      </RemoteContent>
    </Dialog>
  )
}

interface FriendChoicesProps {
  friends: Friend[]
  total: number
  alreadyIn: number
  chosen: readonly number[]
  error?: string
  /** null: no filter field (a short list). */
  filter: string | null
  onFilter: (text: string) => void
  onChange: (ids: number[]) => void
}

function FriendChoices({ friends, total, alreadyIn, chosen, error, filter, onFilter, onChange }: FriendChoicesProps) {
  const { id, errorId } = useFieldIds(undefined, error)
  const toggle = (memberId: number, on: boolean) => onChange(on ? [...chosen, memberId] : chosen.filter((other) => other !== memberId))
  return (
    <fieldset className={['mt-field', 'invite-friends', error ? 'mt-field--invalid' : ''].filter(Boolean).join(' ')}>
      <legend className="mt-field__label">Friends</legend>
      {filter !== null && (
        <input
          className="mt-field__input"
          type="search"
          aria-label="Find a friend"
          placeholder="Find a friend"
          value={filter}
          onChange={(event) => onFilter(event.target.value)}
        />
      )}
      {total === 0 ? (
        <p className="invite-friends__none">{alreadyIn > 0 ? 'All your friends are already in or invited.' : 'You have no friends to invite yet. Add some on the Friends page.'}</p>
      ) : (
        <ul className="invite-friends__list" id={id}>
          {friends.map(({ member }) => (
            <li key={member.id}>
              <label className="invite-option">
                <input
                  type="checkbox"
                  name="user_ids"
                  value={member.id}
                  checked={chosen.includes(member.id)}
                  onChange={(event) => toggle(member.id, event.target.checked)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy(errorId)}
                />
                <MemberAvatar member={member} size="small" />
                <span className="invite-option__name">{memberName(member)}</span>
              </label>
            </li>
          ))}
          {friends.length === 0 && <li className="invite-friends__none">No friend matches “{filter}”.</li>}
        </ul>
      )}
      {alreadyIn > 0 && total > 0 && <p className="mt-field__hint">{alreadyIn === 1 ? '1 friend is' : `${alreadyIn} friends are`} already in or invited.</p>}
      {error && (
        <p id={errorId} className="mt-field__error">
          {error}
        </p>
      )}
    </fieldset>
  )
}
