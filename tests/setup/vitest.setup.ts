import '@testing-library/jest-dom/vitest'
import 'fake-indexeddb/auto'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { server } from '@mocks/node'
import { resetDb } from '@mocks/db/db'
import { dispatchAuth, reloadAuthFromStorage } from '@/lib/auth/authState'
import { File as NodeFile } from 'node:buffer'

/*
 * Uploads carry real bytes, as in a browser: jsdom's FormData and File are not the ones Node's
 * Request understands, so MSW would receive the text "[object File]" and the mock, which reads a
 * file's type from its bytes, would rightly refuse it. Node's own classes travel intact. Blob stays
 * jsdom's, because jsdom's FileReader (user-event's clipboard) reads only its own.
 */
const NodeFormData = (await new Response('', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }).formData()).constructor
Object.assign(globalThis, { File: NodeFile, FormData: NodeFormData })

// findBy/waitFor give up after 1 s by default; a page of 131 cards on two busy cores can take longer.
configure({ asyncUtilTimeout: 5000 })

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
