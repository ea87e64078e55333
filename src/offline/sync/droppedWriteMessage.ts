import { errorMessage } from '@/api/apiError'
import type { OutboxRecord } from '../store/offlineSchema'

/** What the member made offline, in the words of the pages where they made it. */
const WHAT: Record<string, string> = {
  'friend-request': 'Your friend request was not sent',
  'friend-request-answer': 'Your answer to a friend request was not saved',
  'group-invitation-answer': 'Your answer to a group invitation was not saved',
  'challenge-track': 'Your answer to a challenge was not saved',
  favourite: 'A favourite you changed offline was not saved',
  history: 'A move you watched offline was not recorded',
  chatMessage: 'A message you wrote offline was not sent',
}

/**
 * The snackbar text for a write the server refused for good once the network came back (the
 * member was told it would be sent; now they learn it was not, and why): "Your friend request was
 * not sent: No member has that email."
 */
export function droppedWriteMessage(write: Pick<OutboxRecord, 'type'>, error: unknown): string {
  const what = WHAT[write.type] ?? 'A change made offline was not saved'
  return `${what}: ${errorMessage(error)}`
}
