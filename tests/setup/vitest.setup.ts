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

afterEach(() => {
  cleanup()
  server.resetHandlers()
  dispatchAuth({ type: 'LOGOUT' })
})

afterAll(() => server.close())
