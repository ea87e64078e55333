import { z } from 'zod'
import { GROUP_INVITATION_STATUSES } from '@/api/groups/groupTypes'

/**
 * The community tables that only the community calls write (mocks/handlers/friends, groups):
 * blocks and group invitations. Flat rows like mocks/db/schemas.ts. Members never write them
 * through the records family; the rules live in mocks/community/.
 */

const id = z.number('Choose a record by its id.').int().positive()
const isoDate = z.string()

/** `user_id` blocked `blocked_id`. One row per ordered pair; removing it is the unblock. */
export const memberBlockSchema = z.object({
  id,
  user_id: id,
  blocked_id: id,
  created_at: isoDate,
})
export type MemberBlockRow = z.output<typeof memberBlockSchema>

/** `invited_by` (the owner at the time) asked `user_id` to join `group_id`. */
export const groupInvitationSchema = z.object({
  id,
  group_id: id,
  user_id: id,
  invited_by: id,
  status: z.enum(GROUP_INVITATION_STATUSES),
  created_at: isoDate,
  updated_at: isoDate.optional(),
})
export type GroupInvitationRow = z.output<typeof groupInvitationSchema>
