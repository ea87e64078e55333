import { afterEach, describe, expect, it, vi } from 'vitest'
import { signInAsMember } from '@tests/support/memberSession'
import { libraryFirstScreenSource } from '@/offline/sources/librarySource'
import { preloadRoute } from './AppRoutes'

afterEach(() => vi.restoreAllMocks())

describe('pages that draw the library’s newest moves first', () => {
  it.each(['/user/library', '/user/dashboard'])('%s reads them from the device while its code loads, so its first render has them', async (path) => {
    await signInAsMember()
    const readFirst = vi.spyOn(libraryFirstScreenSource, 'readFirst')
    await preloadRoute(path)
    expect(readFirst).toHaveBeenCalledTimes(1)
  })

  it('the favourites, which need every move, do not', async () => {
    await signInAsMember()
    const readFirst = vi.spyOn(libraryFirstScreenSource, 'readFirst')
    await preloadRoute('/favorites')
    expect(readFirst).not.toHaveBeenCalled()
  })
})
