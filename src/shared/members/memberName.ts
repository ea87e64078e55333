import type { MemberCard } from '@/api/friends/friendTypes'

/**
 * How a member is named everywhere in the community pages. The server sends an empty last name
 * when the member chose privacy "nobody", so the first name alone must read as a whole name.
 */
export function memberName(member: Pick<MemberCard, 'first_name' | 'last_name'>): string {
  return [member.first_name, member.last_name].filter((part) => part.trim() !== '').join(' ') || 'A member'
}

/** One or two letters for an avatar with no photo. */
export function memberInitials(member: Pick<MemberCard, 'first_name' | 'last_name'>): string {
  const letters = [member.first_name, member.last_name].map((part) => part.trim().charAt(0)).filter(Boolean)
  return (letters.join('') || '?').toUpperCase()
}
