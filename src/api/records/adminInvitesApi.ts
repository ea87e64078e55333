import { z } from 'zod'
import { create, list } from './recordsApi'

/** Invitation codes live in the generic records family; the server generates each `code`. */
export const ADMIN_INVITE_TABLE = 'admin_invite'

const adminInviteSchema = z.object({
  id: z.number(),
  code: z.string().min(1),
  created_by: z.number().nullish(),
  used_by: z.number().nullish(),
})

export type AdminInvite = z.output<typeof adminInviteSchema>

const UNREADABLE_INVITE = 'The server sent an invitation code the app could not read.'

// Parsed at the boundary so a changed server shape shows as an error, not as a blank code.
function toInvite(row: unknown): AdminInvite {
  const parsed = adminInviteSchema.safeParse(row)
  if (!parsed.success) throw new Error(UNREADABLE_INVITE)
  return parsed.data
}

export function isInviteUsed(invite: AdminInvite): boolean {
  return typeof invite.used_by === 'number' && invite.used_by > 0
}

export async function listAdminInvites(): Promise<AdminInvite[]> {
  const rows = await list(ADMIN_INVITE_TABLE)
  return rows.map(toInvite)
}

export async function createAdminInvite(): Promise<AdminInvite> {
  return toInvite(await create(ADMIN_INVITE_TABLE, {}))
}
