import type { GroupRole } from '@/api/groups/groupTypes'

export function memberCountText(count: number): string {
  return count === 1 ? '1 member' : `${count} members`
}

export const ROLE_LABEL: Record<GroupRole, string> = { owner: 'Owner', member: 'Member' }

/** What the saved-copy note and the disabled actions say while the page shows the device's copy. */
export const NEEDS_CONNECTION = 'This needs a connection. It will be available when you’re back online.'
