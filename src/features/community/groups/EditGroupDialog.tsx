import { updateGroup } from '@/api/groups/groupsApi'
import type { GroupSummary } from '@/api/groups/groupTypes'
import { GroupFormDialog } from './GroupFormDialog'
import { groupFormValues } from './groupForm'

export interface EditGroupDialogProps {
  group: GroupSummary
  onSaved: (group: GroupSummary) => void
  onCancel: () => void
}

/** The owner changes the group's name, description or cover. */
export function EditGroupDialog({ group, onSaved, onCancel }: EditGroupDialogProps) {
  return (
    <GroupFormDialog
      title="Edit group"
      initial={groupFormValues(group)}
      submitLabel="Save changes"
      busyLabel="Saving…"
      save={async (input) => (await updateGroup(group.id, input)).model}
      onSaved={onSaved}
      onCancel={onCancel}
    />
  )
}
