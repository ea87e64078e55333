// @vitest-environment node
import { matchPath } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ROLES } from '@/lib/auth/role'
import { paths } from '@/shared/paths/routePaths'
import { routeTable } from './routeTable'

/** Every value the paths module can build, with sample arguments. */
function everyBuiltPath(): string[] {
  return Object.values(paths).flatMap((entry) => {
    if (typeof entry === 'string') return [entry]
    if (entry === paths.login || entry === paths.forgotPassword || entry === paths.resetPassword) return ROLES.map((role) => (entry as (role: string) => string)(role))
    return [(entry as (id: number) => string)(7)]
  })
}

describe('the route paths module', () => {
  it('builds only links that a route of the route table answers', () => {
    for (const built of everyBuiltPath()) {
      const pathname = built.split('?')[0] ?? built
      const route = routeTable.find((candidate) => matchPath({ path: candidate.path, end: true }, pathname))
      expect(route, `${built} has no route`).toBeDefined()
    }
  })

  it('puts ids and return paths where the routes expect them', () => {
    expect(paths.moveDetail(12)).toBe('/user/view-moves/12')
    expect(paths.publicMove(3)).toBe('/move?id=3')
    expect(paths.login('admin', '/admin/moves?page=2')).toBe('/admin/login?redirect_uri=%2Fadmin%2Fmoves%3Fpage%3D2')
    expect(paths.login(null, '/x')).toBe('/login?redirect_uri=%2Fx')
  })
})
