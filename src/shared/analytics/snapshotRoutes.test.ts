// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { snapshotExcluded } from './snapshotRoutes'

describe('pages a snapshot never records', () => {
  it('names payment, settings, chat and friends pages, with their ids', () => {
    for (const path of ['/payment', '/payment/12', '/user/setting', '/account/my-spaces', '/account/my-spaces/4', '/user/friends', '/user/view-bill/3', '/contact-us', '/user/login', '/admin/analytics', '/admin/edit-moves/3']) {
      expect(snapshotExcluded(path), path).toBe(true)
    }
  })

  it('lets the rest be recorded, and is not fooled by a longer path or a look-alike', () => {
    for (const path of ['/', '/user/library', '/user/view-moves/3', '/plans', '/favorites', '/blog/stretching', '/payments-explained', '/account/my-bookings', '/admin']) {
      expect(snapshotExcluded(path), path).toBe(false)
    }
    expect(snapshotExcluded('/user/setting/')).toBe(true)
  })
})
