import { useId } from 'react'
import type { GroupInput, GroupSummary } from '@/api/groups/groupTypes'
import { useForm } from '@/shared/form/useForm'
import type { SubmitAttempt } from '@/shared/form/useIdempotencyKey'
import { Button } from '@/ui/button/Button'
import { Dialog } from '@/ui/dialog/Dialog'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { GroupFields } from './GroupFields'
import { groupInput, validateGroup, type GroupFormValues } from './groupForm'
import './groups.css'

export interface GroupFormDialogProps {
  title: string
  description?: string
  initial: GroupFormValues
  submitLabel: string
  busyLabel: string
  /** Sends the group's fields; resolves with the group as the server now has it. */
  save: (input: GroupInput, attempt: SubmitAttempt) => Promise<GroupSummary>
  onSaved: (group: GroupSummary) => void
  onCancel: () => void
}

/** A group's name, description and cover in a dialog: creating one and editing one look and behave alike. */
export function GroupFormDialog({ title, description, initial, submitLabel, busyLabel, save, onSaved, onCancel }: GroupFormDialogProps) {
  const form = useForm({ initial, validate: validateGroup })
  const formId = useId()
  const onSubmit = form.handleSubmit(async (values, attempt) => onSaved(await save(groupInput(values), attempt)))

  return (
    <Dialog
      open
      className="group-dialog"
      title={title}
      description={description}
      dismissible={!form.busy}
      onClose={onCancel}
      actions={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={form.busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={form.busy}>
            {form.busy ? busyLabel : submitLabel}
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
