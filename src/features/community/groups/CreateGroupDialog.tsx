import { createGroup } from '@/api/groups/groupsApi'
import type { GroupSummary } from '@/api/groups/groupTypes'
import { GroupFormDialog } from './GroupFormDialog'
import { EMPTY_GROUP } from './groupForm'

export interface CreateGroupDialogProps {
  onCreated: (group: GroupSummary) => void
  onCancel: () => void
}

/**
 * A new group, owned by the member. The attempt's key goes as `client_ref`, so a create resent
 * after a lost answer stores one group, not two.
 */
export function CreateGroupDialog({ onCreated, onCancel }: CreateGroupDialogProps) {
  return (
    <GroupFormDialog
      title="Create a group"
      description="You’ll own it: invite friends, and set challenges for everyone in it."
      initial={EMPTY_GROUP}
      submitLabel="Create group"
      busyLabel="Creating…"
      save={async (input, attempt) => (await createGroup({ ...input, client_ref: attempt.key })).model}
      onSaved={onCreated}
      onCancel={onCancel}
    />
  )
}
