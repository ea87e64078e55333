import type { GroupInvitation, GroupMember } from '@/api/groups/groupTypes'

/*
 * What the group page's view, its lazily loaded parts (the owner's side, the dialogs) and the page
 * share. Kept apart from each of them, so a part loaded with import() does not import back the
 * module that loads it.
 */

/** What the member can do on the page; the page wires each to a dialog or a call. */
export interface GroupActions {
  invite: () => void
  edit: () => void
  handOver: () => void
  delete: () => void
  leave: () => void
  removeMember: (member: GroupMember) => void
  cancelInvitation: (invitation: GroupInvitation) => void
}

/** The dialog the group page shows, if any. */
export type GroupDialog = { kind: 'invite' | 'edit' | 'hand-over' | 'delete' | 'leave' } | { kind: 'remove'; member: GroupMember }
