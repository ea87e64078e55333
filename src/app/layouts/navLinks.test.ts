import { matchPath } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ComingSoonPage } from '../pages/ComingSoonPage'
import { routeTable } from '../routes/routeTable'
import { memberNavLinks } from './navLinks'

describe('member navigation', () => {
  it('leads only to pages a member can use, never to one that says it is coming soon', async () => {
    for (const link of memberNavLinks) {
      const route = routeTable.find((candidate) => candidate.access === 'user' && matchPath(candidate.path, link.to))
      expect(route, `${link.label} (${link.to}) has a member route`).toBeDefined()
      expect(await route!.page(), `${link.label} (${link.to})`).not.toBe(ComingSoonPage)
    }
  })
})
