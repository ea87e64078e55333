import type { ComponentType } from 'react'

/*
 * The admin area's layout and pages, reached through this one module. The route table and the layouts
 * import it lazily, so the member's first load (the route table's chunk) names none of the admin
 * console's chunks in its preload lists: an admin fetches this small module, then the page.
 */
export const adminPages = {
  layout: () => import('../layouts/AdminLayout').then((m) => m.AdminLayout),
  dashboard: () => import('@/features/admin/dashboard/AdminDashboardPage').then((m) => m.AdminDashboardPage),
  analytics: () => import('@/features/admin/analytics/AdminAnalyticsPage').then((m) => m.AdminAnalyticsPage),
  /**
   * Every admin resource screen (list, add, edit, view) generated from the resource definitions in
   * src/features/admin/resources: the engine (ra-core and the definitions) loads only when one is opened.
   */
  engine: () => import('@/features/admin/pages/AdminScreen').then((m) => m.AdminScreen),
} satisfies Record<string, () => Promise<ComponentType>>

