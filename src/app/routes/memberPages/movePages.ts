import type { ComponentType } from 'react'

/** The member's own moves, a move's detail, adding and editing one. Loaded through the route table's `movePage` (../routeTable.tsx). */
export const movePages = {
  mine: () => import('@/features/moves/mine/MyMovesPage').then((m) => m.MyMovesPage),
  detail: () => import('@/features/moves/detail/MoveDetailPage').then((m) => m.MoveDetailPage),
  add: () => import('@/features/moves/editor/AddMovePage').then((m) => m.AddMovePage),
  edit: () => import('@/features/moves/editor/EditMovePage').then((m) => m.EditMovePage),
} satisfies Record<string, () => Promise<ComponentType>>
