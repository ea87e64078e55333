import type { ComponentType } from 'react'

/** The member's spaces and a conversation. Loaded through the route table's `spacePage` (../routeTable.tsx). */
export const spacePages = {
  list: () => import('@/features/spaces/list/MySpacesPage').then((m) => m.MySpacesPage),
  space: () => import('@/features/spaces/conversation/SpacePage').then((m) => m.SpacePage),
} satisfies Record<string, () => Promise<ComponentType>>
