import type { GroupRole } from '@/api/groups/groupTypes'

export function memberCountText(count: number): string {
  return count === 1 ? '1 member' : `${count} members`
}

export const ROLE_LABEL: Record<GroupRole, string> = { owner: 'Owner', member: 'Member' }

/** The owner's list of who was invited, while it loads (its code, then its data). */
export const INVITEES_LOADING = 'Loading who you invited…'
