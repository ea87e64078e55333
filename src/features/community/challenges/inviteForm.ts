import type { InviteToChallengeBody } from '@/api/challenges/challengeTypes'
import type { FieldErrors } from '@/shared/form/fieldErrors'

/** Who to invite: friends by id, and the whole group when the challenge has one. */
export interface InviteFormValues {
  user_ids: number[]
  group: boolean
}

export const EMPTY_INVITE: InviteFormValues = { user_ids: [], group: false }

export const inviteMessages = {
  nobody: 'Choose at least one friend.',
  nobodyOrGroup: 'Choose at least one friend, or the whole group.',
} as const

export function validateInvite(values: InviteFormValues, groupOffered: boolean): FieldErrors<keyof InviteFormValues> {
  if (values.user_ids.length > 0 || (groupOffered && values.group)) return {}
  return { user_ids: groupOffered ? inviteMessages.nobodyOrGroup : inviteMessages.nobody }
}

export function inviteBody(values: InviteFormValues, groupId: number | null): InviteToChallengeBody {
  return {
    ...(values.user_ids.length > 0 ? { user_ids: values.user_ids } : {}),
    ...(values.group && groupId !== null ? { group_id: groupId } : {}),
  }
}

export function invitedText(count: number): string {
  if (count === 0) return 'Everyone you chose was already invited.'
  return count === 1 ? '1 person invited.' : `${count} people invited.`
}
