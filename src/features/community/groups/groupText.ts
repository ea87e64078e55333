import type { GroupRole } from '@/api/groups/groupTypes'

export function memberCountText(count: number): string {
  return count === 1 ? '1 member' : `${count} members`
}

export const ROLE_LABEL: Record<GroupRole, string> = { owner: 'Owner', member: 'Member' }
