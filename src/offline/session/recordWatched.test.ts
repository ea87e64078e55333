import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as OfflineSession from './offlineSession'
import { freshDbName } from '../store/offlineFixtures.testing'
import { openOfflineDb } from '../store/offlineDb'
import type { OfflineDb } from '../store/offlineSchema'
import { nextHistoryOp } from '../sync/kinds/historyWrite'
import { recordWatched } from './recordWatched'

const held = vi.hoisted(() => ({ db: null as OfflineDb | null }))

vi.mock('./offlineSession', async (importOriginal) => {
  const actual = await importOriginal<typeof OfflineSession>()
  const idle = { state: 'idle', pending: 0, lastSyncedAt: null }
  const engine = { refresh: () => Promise.resolve(idle), sync: () => Promise.resolve(idle) }
  return {
    ...actual,
    offlineDatabase: () => (held.db ? Promise.resolve(held.db) : null),
    offlineSession: () => (held.db ? Promise.resolve({ userId: 7, db: held.db, engine }) : null),
  }
})

beforeEach(async () => {
  held.db = await openOfflineDb(freshDbName())
})

afterEach(() => {
  held.db?.close()
  held.db = null
  vi.restoreAllMocks()
})

describe('recordWatched', () => {
  it('keeps the zone the member watched in, so a challenge counts their own local day', async () => {
    const resolved = Intl.DateTimeFormat().resolvedOptions()
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ ...resolved, timeZone: 'Pacific/Auckland' })

    await recordWatched({ move_id: 3, seconds_watched: 40, completed: true })

    if (!held.db) throw new Error('no database')
    expect(await nextHistoryOp(held.db)).toMatchObject({ type: 'history', move_id: 3, time_zone: 'Pacific/Auckland' })
  })
})
