import { Link } from '@/ui/link/Link'
import type { Friend } from '@/api/friends/friendTypes'
import { inviteToGroup } from '@/api/groups/groupsApi'
import type { GroupInvitation } from '@/api/groups/groupTypes'
import { useForm } from '@/shared/form/useForm'
import { paths } from '@/shared/paths/routePaths'
import { Button } from '@/ui/button/Button'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { SelectField } from '@/ui/field/SelectField'
import { memberName } from '@/shared/members/memberName'
import { refusalUnderField, validateFriendInvite } from './inviteForm'
import './groups.css'

export interface FriendInviteFormProps {
  groupId: number
  /** The friends who may still be invited. */
  friends: Friend[]
  /** Whether the member has friends at all (to say why the list is empty). */
  hadFriends: boolean
  onInvited: (invitation: GroupInvitation) => void
}

/** Picks one friend to invite; the server's refusal ("already a member") shows under the choice. */
export function FriendInviteForm({ groupId, friends, hadFriends, onInvited }: FriendInviteFormProps) {
  const form = useForm({ initial: { user_id: '' }, validate: validateFriendInvite })
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { model } = await inviteToGroup({ group_id: groupId, user_id: Number(values.user_id) })
      form.reset({ user_id: '' })
      onInvited(model)
    } catch (error) {
      return refusalUnderField(error, 'user_id')
    }
  })

  if (friends.length === 0) {
    return (
      <p className="group-invite__none">
        {hadFriends ? 'All your friends are in this group or invited already.' : 'You have no friends on MoveTime yet.'}{' '}
        <Link to={paths.friends}>Find friends</Link>, or invite any member by their email below.
      </p>
    )
  }
  const options = [...friends]
    .sort((a, b) => memberName(a.member).localeCompare(memberName(b.member)))
    .map((friend) => ({ value: String(friend.member.id), label: memberName(friend.member) }))
  return (
    <form className="group-invite__form" noValidate onSubmit={onSubmit}>
      <FormErrorAlert message={form.formError} focusKey={form.settledSubmits} />
      <SelectField label="A friend" placeholder="Choose a friend" options={options} {...form.field('user_id')} />
      <Button type="submit" busy={form.busy}>
        Invite friend
      </Button>
    </form>
  )
}
