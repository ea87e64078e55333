import { describe, expect, it, vi } from 'vitest'
import { reloadAuthFromStorage } from '@/lib/auth/authState'
import { STORAGE_KEYS } from '@/lib/auth/storageKeys'
import { offlineDatabase, offlineSession } from './offlineSession'

const loaded = vi.hoisted(() => ({ engine: 0 }))

// Counts the engine's code being fetched: the module's body runs once, on its first import.
vi.mock('../sync/syncEngine', async (importOriginal) => {
  loaded.engine += 1
  return importOriginal()
})

function signedInMember(user = 7) {
  localStorage.setItem(STORAGE_KEYS.user, String(user))
  localStorage.setItem(STORAGE_KEYS.token, 'stored.token')
  localStorage.setItem(STORAGE_KEYS.role, 'user')
  reloadAuthFromStorage()
}

describe('offlineSession', () => {
  it('opens the database for a page drawn from the device without loading the sync engine', async () => {
    signedInMember()
    const db = await offlineDatabase()
    expect(db?.name).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(loaded.engine).toBe(0)

    // Sending the outbox loads the engine, on the database already open.
    const session = await offlineSession()
    expect(loaded.engine).toBe(1)
    expect(session?.db).toBe(db)
  })

  it('opens nothing with nobody signed in', () => {
    expect(offlineDatabase()).toBeNull()
    expect(offlineSession()).toBeNull()
  })
})
