// @vitest-environment node
import { matchPath } from 'react-router'
import { describe, expect, it } from 'vitest'
import { paths } from '@/shared/paths/routePaths'
import { routeTable } from '../routes/routeTable'
import { memberTabLinks } from './memberTabs'
import { memberNavLinks } from './navLinks'

describe('member navigation', () => {
  it('leads only to member routes, each with its page', async () => {
    for (const link of [...memberNavLinks, ...memberTabLinks]) {
      const route = routeTable.find((candidate) => candidate.access === 'user' && matchPath(candidate.path, link.to))
      expect(route, `${link.label} (${link.to}) has a member route`).toBeDefined()
      expect(typeof (await route!.page()), `${link.label} (${link.to})`).toBe('function')
    }
  })

  it('reaches friends, groups and challenges from the sidebar, and the community from a phone tab', () => {
    expect(memberNavLinks.map((link) => link.to)).toEqual(expect.arrayContaining([paths.friends, paths.groups, paths.challenges]))
    expect(memberTabLinks.find((link) => link.label === 'Community')?.to).toBe(paths.friends)
  })
})
