import '@testing-library/jest-dom/vitest'
import 'fake-indexeddb/auto'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { server } from '@mocks/node'
import { resetDb } from '@mocks/db/db'
import { dispatchAuth, reloadAuthFromStorage } from '@/lib/auth/authState'


beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))

beforeEach(async () => {
  localStorage.clear()
  reloadAuthFromStorage()
  await resetDb()
})

afterEach(async () => {
  cleanup()
  server.resetHandlers()
  dispatchAuth({ type: 'LOGOUT' })
  // The member's device store outlives a test otherwise (fake-indexeddb is one per worker).
  // Imported here, not at the top, so a test file's vi.mock of an API module still reaches it.
  const { clearFavourites } = await import('@/offline/favourites/favouritesState')
  const { endOfflineSession } = await import('@/offline/session/offlineSession')
  clearFavourites()
  await endOfflineSession()
})

afterAll(() => server.close())
