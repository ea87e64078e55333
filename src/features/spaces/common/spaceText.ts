import type { ChatMessage, SpaceKind, SpaceMember } from '@/api/spaces/spaceTypes'
import { relativeTime } from '@/shared/dates/relativeTime'
import { memberName } from '@/shared/members/memberName'

/** How the spaces pages word things, said once. */
export const KIND_LABEL: Record<SpaceKind, string> = { group: 'Group', direct: 'Direct', coach: 'Coach' }

export const REMOVED_TEXT = 'This message was removed by MoveTime.'
export const REMOVED_PREVIEW = 'Message removed'

/** The list row's last line: "Priya: See you at 7", or what stands for a removed message. */
export function messagePreview(message: ChatMessage, meId: number | null): string {
  const who = message.author.id === meId ? 'You' : message.author.first_name.trim() || memberName(message.author)
  if (message.removed) return `${who}: ${REMOVED_PREVIEW}`
  // One line: breaks in the text would break the row.
  const text = message.text.replace(/\s+/g, ' ').trim()
  return `${who}: ${text || (message.move ? message.move.title : '')}`
}


export function onlineLabel(count: number): string {
  return `${count} online`
}

export function membersLabel(count: number): string {
  return count === 1 ? '1 member' : `${count} members`
}

/** "Online", "Last seen 5 minutes ago", or "Not seen yet". */
export function presenceText(member: Pick<SpaceMember, 'online' | 'last_seen'>, now: number): string {
  if (member.online) return 'Online'
  if (!member.last_seen) return 'Not seen yet'
  return `Last seen ${relativeTime(member.last_seen, now)}`
}

export const ROLE_LABEL: Record<SpaceMember['role'], string> = { member: '', owner: 'Owner', coach: 'Coach' }
