import { useId } from 'react'
import { createGroup } from '@/api/groups/groupsApi'
import type { GroupSummary } from '@/api/groups/groupTypes'
import { useForm } from '@/shared/form/useForm'
import { Button } from '@/ui/button/Button'
import { Dialog } from '@/ui/dialog/Dialog'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { GroupFields } from './GroupFields'
import { EMPTY_GROUP, groupInput, validateGroup } from './groupForm'
import './groups.css'

export interface CreateGroupDialogProps {
  onCreated: (group: GroupSummary) => void
  onCancel: () => void
}

/**
 * A new group, owned by the member. The attempt's key goes as `client_ref`, so a create resent
 * after a lost answer stores one group, not two.
 */
export function CreateGroupDialog({ onCreated, onCancel }: CreateGroupDialogProps) {
  const form = useForm({ initial: EMPTY_GROUP, validate: validateGroup })
  const formId = useId()
  const onSubmit = form.handleSubmit(async (values, attempt) => {
    const { model } = await createGroup({ ...groupInput(values), client_ref: attempt.key })
    onCreated(model)
  })

  return (
    <Dialog
      open
      className="group-dialog"
      title="Create a group"
      description="You’ll own it: invite friends, and set challenges for everyone in it."
      dismissible={!form.busy}
      onClose={onCancel}
      actions={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={form.busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={form.busy}>
            {form.busy ? 'Creating…' : 'Create group'}
          </Button>
        </>
      }
    >
      <form id={formId} className="group-form" noValidate onSubmit={onSubmit}>
        <FormErrorAlert message={form.formError} focusKey={form.settledSubmits} />
        <GroupFields form={form} />
      </form>
    </Dialog>
  )
}
