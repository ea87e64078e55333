import type { ComponentType } from 'react'

/** Friends, groups and challenges. Loaded through the route table's `communityPage` (../routeTable.tsx). */
export const communityPages = {
  friends: () => import('@/features/community/friends/FriendsPage').then((m) => m.FriendsPage),
  groups: () => import('@/features/community/groups/GroupsPage').then((m) => m.GroupsPage),
  group: () => import('@/features/community/groups/GroupPage').then((m) => m.GroupPage),
  challenges: () => import('@/features/community/challenges/ChallengesPage').then((m) => m.ChallengesPage),
  challenge: () => import('@/features/community/challenges/ChallengePage').then((m) => m.ChallengePage),
} satisfies Record<string, () => Promise<ComponentType>>
