import type { ChallengeSummary } from '@/api/challenges/challengeTypes'
import type { Friend, MemberCard } from '@/api/friends/friendTypes'
import type { GroupActivity, GroupDetails, GroupInvitation, GroupMember, GroupsResponse, GroupSummary } from '@/api/groups/groupTypes'

/** Test- and story-only: a small community around Maya (id 1), with fixed dates. */

export const FIXTURE_NOW = Date.parse('2026-03-12T18:00:00Z')

const card = (id: number, first_name: string, last_name: string): MemberCard => ({ id, first_name, last_name, photo: '' })

export const maya = card(1, 'Maya', 'Thompson')
export const sofia = card(2, 'Sofia', 'Marquez')
export const daniel = card(3, 'Daniel', 'Okafor')
export const hannah = card(4, 'Hannah', 'Berg')
export const amir = card(5, 'Amir', 'Haddad')
/** Privacy "nobody": a first name only. */
export const claire = card(6, 'Claire', '')

export const sunriseRunners: GroupSummary = {
  id: 11,
  name: 'Sunrise Runners',
  description: 'Early miles before work. Mobility on Sundays, intervals on Wednesdays, coffee after.',
  cover_url: '',
  owner: maya,
  member_count: 4,
  my_role: 'owner',
  created_at: '2026-01-04T07:30:00Z',
}

export const officeMovers: GroupSummary = {
  id: 12,
  name: 'Office Movers',
  description: 'Five-minute stretch breaks for the whole floor.',
  cover_url: '/media/posters/runners-stretch.webp',
  owner: sofia,
  member_count: 12,
  my_role: 'member',
  created_at: '2026-02-10T12:00:00Z',
}

export const familyFit: GroupSummary = {
  id: 13,
  name: 'The Thompson family keeps moving all year long, whatever the weather says',
  description: '',
  cover_url: '',
  owner: daniel,
  member_count: 1,
  my_role: 'member',
  created_at: '2026-03-01T09:00:00Z',
}

export const invitationToCoreClub: GroupInvitation = {
  id: 31,
  group: { id: 14, name: 'Core Club', cover_url: '', member_count: 7 },
  invited_by: hannah,
  invitee: maya,
  status: 'pending',
  created_at: '2026-03-10T08:00:00Z',
}

export const invitationToYoga: GroupInvitation = {
  id: 32,
  group: { id: 15, name: 'Lunchtime Yoga', cover_url: '/media/posters/plank.webp', member_count: 23 },
  invited_by: amir,
  invitee: maya,
  status: 'pending',
  created_at: '2026-03-11T12:30:00Z',
}

export const groupsFull: GroupsResponse = {
  error: false,
  groups: [sunriseRunners, officeMovers, familyFit],
  invitations: [invitationToCoreClub, invitationToYoga],
}

export const groupsNone: GroupsResponse = { error: false, groups: [], invitations: [] }

export const groupsOnlyInvited: GroupsResponse = { error: false, groups: [], invitations: [invitationToCoreClub] }

export const groupsWithQueuedAnswer: GroupsResponse = {
  ...groupsFull,
  invitations: [{ ...invitationToCoreClub, status: 'accepted', queued: true }, invitationToYoga],
}

const member = (who: MemberCard, role: GroupMember['role'], joined_at: string): GroupMember => ({ member: who, role, joined_at })

export const sunriseMembers: GroupMember[] = [
  member(maya, 'owner', '2026-01-04T07:30:00Z'),
  member(sofia, 'member', '2026-01-05T10:00:00Z'),
  member(daniel, 'member', '2026-01-09T18:20:00Z'),
  member(claire, 'member', '2026-02-14T06:45:00Z'),
]

const challenge = (id: number, title: string, extra: Partial<ChallengeSummary>): ChallengeSummary => ({
  id,
  title,
  description: '',
  kind: 'count',
  goal: 20,
  start_date: '2026-03-09',
  end_date: '2026-03-22',
  body_area: null,
  move_ids: [],
  creator: maya,
  group_id: sunriseRunners.id,
  status: 'active',
  participant_count: 3,
  my_status: 'joined',
  my_progress: { score: 8, completed: false, reached_at: '2026-03-12T07:10:00Z' },
  ...extra,
})

export const sunriseChallenges: ChallengeSummary[] = [
  challenge(41, 'March mileage: 20 moves', {}),
  challenge(42, 'Seven mornings in a row', { kind: 'streak', goal: 7, start_date: '2026-03-23', end_date: '2026-04-05', status: 'upcoming', participant_count: 2, my_status: 'invited', my_progress: null }),
  challenge(43, 'February core minutes', { kind: 'minutes', goal: 150, start_date: '2026-02-01', end_date: '2026-02-28', status: 'finished', participant_count: 4 }),
]

const activity = (who: MemberCard, move_id: number, move_title: string, seconds_watched: number, watched_at: string): GroupActivity => ({
  member: who,
  move_id,
  move_title,
  seconds_watched,
  watched_at,
})

export const sunriseActivity: GroupActivity[] = [
  activity(sofia, 101, 'Runner’s stretch', 95, '2026-03-12T17:40:00Z'),
  activity(daniel, 102, 'Goblet squat', 240, '2026-03-12T07:05:00Z'),
  activity(sofia, 103, 'Plank', 60, '2026-03-11T06:30:00Z'),
  activity(daniel, 104, 'Mountain climbers', 180, '2026-03-08T19:00:00Z'),
]

/** More than the page shows at first, so "Show all" appears. */
export const sunriseLongActivity: GroupActivity[] = [
  ...sunriseActivity,
  activity(maya, 105, 'Glute bridge', 45, '2026-03-07T07:00:00Z'),
  activity(claire, 106, 'Dead bug', 60, '2026-03-06T07:00:00Z'),
  activity(sofia, 107, 'Side bridge', 30, '2026-03-05T07:00:00Z'),
]

export const sunriseAsOwner: GroupDetails = { group: sunriseRunners, members: sunriseMembers, challenges: sunriseChallenges, activity: sunriseActivity }

export const sunriseAsMember: GroupDetails = {
  ...sunriseAsOwner,
  group: { ...sunriseRunners, owner: sofia, my_role: 'member' },
  members: sunriseMembers.map((entry) => ({ ...entry, role: entry.member.id === sofia.id ? 'owner' : 'member' })),
}

export const newGroup: GroupDetails = {
  group: { ...sunriseRunners, id: 16, name: 'Weekend Warriors', description: '', member_count: 1, created_at: '2026-03-12T17:00:00Z' },
  members: [member(maya, 'owner', '2026-03-12T17:00:00Z')],
  challenges: [],
  activity: [],
}

export const sunriseInvitees: GroupInvitation[] = [
  { id: 51, group: { id: 11, name: 'Sunrise Runners', cover_url: '', member_count: 4 }, invited_by: maya, invitee: hannah, status: 'pending', created_at: '2026-03-11T09:00:00Z' },
  { id: 52, group: { id: 11, name: 'Sunrise Runners', cover_url: '', member_count: 4 }, invited_by: maya, invitee: amir, status: 'declined', created_at: '2026-03-02T09:00:00Z' },
  { id: 53, group: { id: 11, name: 'Sunrise Runners', cover_url: '', member_count: 4 }, invited_by: maya, invitee: claire, status: 'accepted', created_at: '2026-02-13T09:00:00Z' },
]

export const mayaFriends: Friend[] = [
  { member: sofia, since: '2026-01-02T10:00:00Z' },
  { member: hannah, since: '2026-01-20T10:00:00Z' },
  { member: amir, since: '2026-02-01T10:00:00Z' },
]
