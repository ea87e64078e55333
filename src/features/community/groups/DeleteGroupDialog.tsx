import { useId } from 'react'
import { deleteGroup } from '@/api/groups/groupsApi'
import type { GroupSummary } from '@/api/groups/groupTypes'
import { useForm } from '@/shared/form/useForm'
import { Button } from '@/ui/button/Button'
import { Dialog } from '@/ui/dialog/Dialog'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { TextField } from '@/ui/field/TextField'
import './groups.css'

export interface DeleteGroupDialogProps {
  group: Pick<GroupSummary, 'id' | 'name' | 'member_count'>
  onDeleted: () => void
  onCancel: () => void
}

// Spaces and case are not what the check is for: it makes sure the owner means this group.
const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase()

/**
 * Deleting a group removes it for every member, for good, so the owner types its name first.
 * Focus starts on that field; Delete stays a danger button that a stray Enter cannot reach unchecked.
 */
export function DeleteGroupDialog({ group, onDeleted, onCancel }: DeleteGroupDialogProps) {
  const form = useForm({
    initial: { confirm_name: '' },
    validate: (values) => ({
      confirm_name: normalise(values.confirm_name) === normalise(group.name) ? undefined : `Type the group’s name, ${group.name}, to delete it.`,
    }),
  })
  const formId = useId()
  const onSubmit = form.handleSubmit(async () => {
    await deleteGroup(group.id)
    onDeleted()
  })
  const others = group.member_count - 1

  return (
    <Dialog
      open
      title={`Delete ${group.name}?`}
      description={`The group, its member list and its invitations are removed for good${others > 0 ? `, for you and ${others === 1 ? 'the 1 other member' : `the ${others} other members`}` : ''}. This cannot be undone.`}
      dismissible={!form.busy}
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={form.busy}>
            Keep group
          </Button>
          <Button type="submit" form={formId} variant="danger" busy={form.busy}>
            {form.busy ? 'Deleting…' : 'Delete group'}
          </Button>
        </>
      }
    >
      <form id={formId} className="group-form" noValidate onSubmit={onSubmit}>
        <FormErrorAlert message={form.formError} focusKey={form.settledSubmits} />
        <TextField label="Type the group’s name to confirm" autoComplete="off" spellCheck={false} {...form.field('confirm_name')} />
      </form>
    </Dialog>
  )
}
