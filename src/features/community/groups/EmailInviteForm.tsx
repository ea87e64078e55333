import { inviteToGroup } from '@/api/groups/groupsApi'
import type { GroupInvitation } from '@/api/groups/groupTypes'
import { useForm } from '@/shared/form/useForm'
import { Button } from '@/ui/button/Button'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { TextField } from '@/ui/field/TextField'
import { refusalUnderField, validateEmailInvite } from './inviteForm'
import './groups.css'

export interface EmailInviteFormProps {
  groupId: number
  onInvited: (invitation: GroupInvitation) => void
}

/**
 * Invites any member by their exact email (never a search: the member base is not listed). The
 * server's refusal ("no member with that email", "already invited") shows under the field.
 */
export function EmailInviteForm({ groupId, onInvited }: EmailInviteFormProps) {
  const form = useForm({ initial: { email: '' }, validate: validateEmailInvite })
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { model } = await inviteToGroup({ group_id: groupId, email: values.email.trim() })
      form.reset({ email: '' })
      onInvited(model)
    } catch (error) {
      return refusalUnderField(error, 'email')
    }
  })
  return (
    <form className="group-invite__form" noValidate onSubmit={onSubmit}>
      <FormErrorAlert message={form.formError} focusKey={form.settledSubmits} />
      <TextField
        label="Or a member’s email"
        type="email"
        inputMode="email"
        autoComplete="off"
        spellCheck={false}
        hint="Their account’s exact email address. No one else sees it."
        {...form.field('email')}
      />
      <Button type="submit" busy={form.busy}>
        Invite by email
      </Button>
    </form>
  )
}
