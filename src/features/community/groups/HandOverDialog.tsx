import { useId } from 'react'
import { updateGroup } from '@/api/groups/groupsApi'
import type { GroupMember, GroupSummary } from '@/api/groups/groupTypes'
import { useForm } from '@/shared/form/useForm'
import { Button } from '@/ui/button/Button'
import { Dialog } from '@/ui/dialog/Dialog'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { SelectField } from '@/ui/field/SelectField'
import { memberName } from '@/shared/members/memberName'
import './groups.css'

export interface HandOverDialogProps {
  group: GroupSummary
  /** Everyone in the group; the owner is left out of the choice. */
  members: GroupMember[]
  onHandedOver: (group: GroupSummary) => void
  onCancel: () => void
}

const validate = (values: { owner_id: string }) => ({ owner_id: values.owner_id === '' ? 'Choose the member who will own the group.' : undefined })

/**
 * The owner makes another member the owner and becomes a member. It cannot be undone by the old
 * owner, so the dialog says what changes before the choice is confirmed.
 */
export function HandOverDialog({ group, members, onHandedOver, onCancel }: HandOverDialogProps) {
  const form = useForm({ initial: { owner_id: '' }, validate })
  const formId = useId()
  const options = members
    .filter((entry) => entry.role !== 'owner')
    .map((entry) => ({ value: String(entry.member.id), label: memberName(entry.member) }))
    .sort((a, b) => a.label.localeCompare(b.label))
  const onSubmit = form.handleSubmit(async (values) => {
    const { model } = await updateGroup(group.id, { owner_id: Number(values.owner_id) })
    onHandedOver(model)
  })

  return (
    <Dialog
      open
      title="Hand over ownership"
      description={`The member you choose will own ${group.name}: they invite, remove members, edit and can delete it. You stay in the group as a member, and only they can make you owner again.`}
      dismissible={!form.busy}
      onClose={onCancel}
      actions={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={form.busy}>
            Cancel
          </Button>
          {options.length > 0 && (
            <Button type="submit" form={formId} variant="danger" busy={form.busy}>
              {form.busy ? 'Handing over…' : 'Hand over'}
            </Button>
          )}
        </>
      }
    >
      {options.length === 0 ? (
        <p className="group-dialog__note">There is no one else in the group yet. Invite someone first; once they join, you can hand it over.</p>
      ) : (
        <form id={formId} className="group-form" noValidate onSubmit={onSubmit}>
          <FormErrorAlert message={form.formError} focusKey={form.settledSubmits} />
          <SelectField label="New owner" placeholder="Choose a member" options={options} {...form.field('owner_id')} />
        </form>
      )}
    </Dialog>
  )
}
