import type { MemberCard } from '@/api/friends/friendTypes'
import { MEMBER_SEARCH_MIN_LENGTH } from '@/api/friends/friendTypes'
import { memberName } from '@/shared/members/memberName'
import { savedCopyText } from '../common/savedText'

/** The friends page's words, in one place so tests and stories use the same ones. */
export const FRIENDS_TEXT = {
  title: 'Friends',
  intro: 'Find people you train with, answer their requests and see who you share your progress with.',
  searchTitle: 'Find members',
  searchLabel: 'Name or email',
  searchHint: `An exact email, or the first ${MEMBER_SEARCH_MIN_LENGTH} letters or more of a name.`,
  searchTooShort: `Type at least ${MEMBER_SEARCH_MIN_LENGTH} letters of a name.`,
  searchPartialEmail: 'Type the whole email address: emails must match exactly.',
  searching: 'Searching…',
  searchOffline: 'Finding members needs a connection.',
  searchFailed: 'The search did not work.',
  requestsTitle: 'Requests',
  incomingTitle: 'Waiting for you',
  outgoingTitle: 'Sent by you',
  noRequests: 'No requests waiting. When someone asks to be your friend, it shows here.',
  loadingRequests: 'Loading your requests…',
  requestsOffline: 'Your requests will show when you are back online.',
  friendsTitle: 'Your friends',
  loadingFriends: 'Loading your friends…',
  friendsOffline: 'Your friends will show when you are back online.',
  noFriendsTitle: 'No friends yet',
  noFriends: 'Find members above by name or email and send them a request. Friends see each other’s activity and challenge progress.',
  blockedTitle: 'Blocked members',
  noBlocked: 'You haven’t blocked anyone.',
  blockedIntro: 'Blocked members cannot find you, send you requests, invite you or see your activity.',
  savedRequests: savedCopyText('your requests'),
  savedFriends: savedCopyText('your friends'),
  accepted: 'Accepted',
  declined: 'Declined',
  cancelled: 'Cancelled',
  requestSent: 'Request sent',
  friends: 'Friends',
  blocked: 'Blocked',
  needsConnection: 'This needs a connection. Try again when you are back online.',
} as const

export const sentTo = (member: MemberCard) => `Friend request sent to ${memberName(member)}.`
export const nowFriends = (member: MemberCard) => `You and ${memberName(member)} are now friends.`
export const noMatch = (query: string) => `No member matches “${query}”. Names match from their first letters; emails only in full.`
export const foundCount = (count: number) => (count === 1 ? '1 member found' : `${count} members found`)
export const friendCount = (count: number) => (count === 1 ? '1 friend' : `${count} friends`)
