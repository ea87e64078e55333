import { useId } from 'react'
import { updateGroup } from '@/api/groups/groupsApi'
import type { GroupSummary } from '@/api/groups/groupTypes'
import { useForm } from '@/shared/form/useForm'
import { Button } from '@/ui/button/Button'
import { Dialog } from '@/ui/dialog/Dialog'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { GroupFields } from './GroupFields'
import { groupFormValues, groupInput, validateGroup } from './groupForm'
import './groups.css'

export interface EditGroupDialogProps {
  group: GroupSummary
  onSaved: (group: GroupSummary) => void
  onCancel: () => void
}

/** The owner changes the group's name, description or cover. */
export function EditGroupDialog({ group, onSaved, onCancel }: EditGroupDialogProps) {
  const form = useForm({ initial: groupFormValues(group), validate: validateGroup })
  const formId = useId()
  const onSubmit = form.handleSubmit(async (values) => {
    const { model } = await updateGroup(group.id, groupInput(values))
    onSaved(model)
  })

  return (
    <Dialog
      open
      className="group-dialog"
      title="Edit group"
      dismissible={!form.busy}
      onClose={onCancel}
      actions={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={form.busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={form.busy}>
            {form.busy ? 'Saving…' : 'Save changes'}
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
