// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { adminRoutes, resolveAdminScreen } from '@/features/admin/engine/adminRoutes'
import { adminResources } from '@/features/admin/resources/adminResources'
import { routeTable } from '../routes/routeTable'
import { adminNavLinks } from './adminNavLinks'

/** Every admin menu entry opens a working page: a static admin route or a screen of a resource definition. */
describe('the admin menu', () => {
  const screens = adminRoutes(adminResources)
  const staticPaths = new Set(routeTable.filter((route) => route.access === 'admin' && !route.path.includes(':')).map((route) => route.path))

  it.each(adminNavLinks.map((link) => [link.label, String(link.to)] as const))('%s (%s) leads to a page', (_label, to) => {
    expect(staticPaths.has(to) || resolveAdminScreen(screens, to)?.screen === 'list').toBe(true)
  })
})
