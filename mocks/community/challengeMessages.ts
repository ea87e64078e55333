import { GOAL_FROZEN_MESSAGE } from './challengeRules'

/** What the challenge calls answer when they refuse, written for the member reading it. */
export const CHALLENGE_MESSAGES = {
  goalFrozen: GOAL_FROZEN_MESSAGE,
  groupFrozen: "A challenge's group cannot change once it has started.",
  creatorOnly: 'Only the member who created this challenge can change it.',
  ownProgressOnly: 'You can only record your own progress.',
  finished: 'This challenge has finished.',
  notInvited: 'Only invited members, or members of the challenge’s group, can join this challenge.',
  creatorStays: 'You created this challenge, so you cannot decline it.',
  inviteRights: 'Only the member who created this challenge and members who joined it can invite others.',
  inviteFriendsOnly: 'You can invite only your friends.',
  yourGroupsOnly: 'Choose one of your groups.',
  inviteWhom: 'Choose friends or a group to invite.',
  userIds: 'user_ids must be a list of up to 200 member ids.',
  movesNotFound: 'Choose moves from your library.',
  challengeId: 'challenge_id must be the id of a challenge.',
  userId: 'user_id must be the id of a member.',
  event: 'event must be join, decline or refresh.',
  timeZone: 'tz must be a time zone such as Europe/London.',
} as const

export const MAX_INVITED_AT_ONCE = 200
