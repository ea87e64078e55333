import type { ComponentType } from 'react'
import type { Role } from '@/lib/auth/role'

/** Who may open a route: anyone, or only a signed-in account of one role. */
export type Access = 'open' | Role

export type LayoutName = 'visitor' | 'member' | 'admin' | 'publicArea' | 'bare'

export interface AppRoute {
  path: string
  /** The document title; "MoveTime" when absent (docs/product.md §2). */
  title?: string
  access: Access
  layout: LayoutName
  /** Lazily loads the page, so each route is its own chunk. */
  page: () => Promise<ComponentType>
}
