import { verifiedCaptchaToken } from '@mocks/testing/captcha'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { directoryFileStore } from '@mocks/files/directoryFileStore'
import { snapshotStore } from '@mocks/node'
import { callMock, signIn } from '@mocks/testing/callMock'
import { moveInput } from '@mocks/testing/moveInput'
import { SCHEMA_VERSION, db, resetDb, snapshot, type Snapshot } from './db'
import { fileSnapshotStore } from './fileSnapshotStore'
import { LOCAL_STORAGE_KEY, localStorageSnapshotStore, memorySnapshotStore, startPersistence } from './persistence'
import { DEMO_ACCOUNTS } from './seed'
import { SEED_MOVES } from './seedMoves'

const temporary = mkdtempSync(join(tmpdir(), 'movetime-mock-'))
afterAll(() => rmSync(temporary, { recursive: true, force: true }))

// Give the Vitest home its own store back, so other tests in this file start from it.
afterEach(async () => {
  await startPersistence(snapshotStore)
})

const nextTick = () => new Promise((resolve) => setTimeout(resolve, 0))

function rows(saved: Snapshot | null, table: keyof Snapshot['tables']): Array<Record<string, unknown>> {
  return (saved?.tables[table] ?? []) as Array<Record<string, unknown>>
}

describe('persistence', () => {
  it('seeds and saves when the store is empty', async () => {
    const store = memorySnapshotStore()
    await startPersistence(store)
    expect(store.load()?.version).toBe(SCHEMA_VERSION)
    expect(rows(store.load(), 'user').map((user) => user.email)).toContain(DEMO_ACCOUNTS.member.email)
  })

  it('saves once per request, before the answer, with the new rows', async () => {
    const store = memorySnapshotStore()
    await startPersistence(store)
    const token = await signIn(DEMO_ACCOUNTS.admin)
    await nextTick()
    const before = store.saves

    const created = await callMock<{ model: { id: number } }>('POST', '/v4/api/records/move', { token, body: moveInput({ title: 'Saved Move' }) })
    expect(store.saves).toBe(before + 1)
    expect(rows(store.load(), 'move').map((move) => move.title)).toContain('Saved Move')

    // Several writes in one request (user, email token, mail) still make one save.
    await callMock('POST', '/v3/api/custom/movetime/register', {
      body: { first_name: 'Ana', last_name: 'Silva', email: 'ana@example.com', password: 'Welcome123', captcha_token: await verifiedCaptchaToken() },
    })
    expect(store.saves).toBe(before + 2)
    await nextTick()
    expect(store.saves).toBe(before + 2)

    expect(created.body.model.id).toBeGreaterThan(SEED_MOVES.length)
  })

  it('saves writes made outside a request on the next tick', async () => {
    const store = memorySnapshotStore()
    await startPersistence(store)
    const before = store.saves
    await db.cms.create({ id: 50, page: 'home', key: 'banner', type: 'text', value: 'Hello' })
    await nextTick()
    expect(store.saves).toBe(before + 1)
    expect(rows(store.load(), 'cms').map((row) => row.id)).toContain(50)
  })

  it('restores a saved snapshot on start, sessions included', async () => {
    const store = memorySnapshotStore()
    const running = await startPersistence(store)
    const token = await signIn()
    // Members book only through the scheduling calls; an admin writes the row here.
    const admin = await signIn(DEMO_ACCOUNTS.admin)
    await callMock('POST', '/v4/api/records/schedule', { token: admin, body: { user_id: DEMO_ACCOUNTS.member.id, coach_id: 1, meeting_start: '2025-02-01T09:00:00.000Z', meeting_end: '2025-02-01T10:00:00.000Z', meeting_details: 'Kept across restarts' } })

    // A "restart": the process stops, memory is lost, and the next start loads the store.
    running.stop()
    await resetDb()
    expect(db.schedule.all().some((row) => row.meeting_details === 'Kept across restarts')).toBe(false)

    await startPersistence(store)
    expect(db.schedule.all().some((row) => row.meeting_details === 'Kept across restarts')).toBe(true)
    expect((await callMock('GET', '/v2/api/lambda/profile', { token })).status).toBe(200)
  })

  it('seeds instead of restoring a snapshot of another schema version', async () => {
    const store = memorySnapshotStore()
    store.save({ ...snapshot(), version: SCHEMA_VERSION + 1, tables: { user: [] } })
    await startPersistence(store)
    expect(db.user.all()).toHaveLength(Object.keys(DEMO_ACCOUNTS).length)
  })

  it('seeds instead of restoring a snapshot whose rows do not fit the schema', async () => {
    const store = memorySnapshotStore()
    store.save({ ...snapshot(), tables: { user: [{ id: 'not a number' }] } })
    await startPersistence(store)
    expect(db.user.findFirst((q) => q.where({ email: DEMO_ACCOUNTS.admin.email }))).toBeDefined()
  })

  it('keeps ids increasing across a restore', async () => {
    const store = memorySnapshotStore()
    await startPersistence(store)
    const token = await signIn(DEMO_ACCOUNTS.admin)
    const first = await callMock<{ model: { id: number } }>('POST', '/v4/api/records/sms', { token, body: { name: 'a', body: 'a' } })
    await callMock('DELETE', `/v4/api/records/sms/${first.body.model.id}`, { token })
    await startPersistence(store)
    const second = await callMock<{ model: { id: number } }>('POST', '/v4/api/records/sms', { token, body: { name: 'b', body: 'b' } })
    expect(second.body.model.id).toBe(first.body.model.id + 1)
  })

  it('saves and restores the 5,000-move catalogue within localStorage’s quota', async () => {
    localStorage.removeItem(LOCAL_STORAGE_KEY)
    const running = await startPersistence(localStorageSnapshotStore())
    expect((await callMock('POST', '/__mock/large-catalogue', { body: { count: 5000 } })).status).toBe(200)
    const raw = localStorage.getItem(LOCAL_STORAGE_KEY) ?? ''
    // Browsers allow about 5 million characters per origin; leave room for the member's own data.
    expect(raw.length).toBeLessThan(3_000_000)
    expect(rows(JSON.parse(raw) as Snapshot, 'move')).toHaveLength(SEED_MOVES.length + 5000)

    running.stop()
    await resetDb()
    const started = Date.now()
    await startPersistence(localStorageSnapshotStore())
    expect(db.move.all()).toHaveLength(SEED_MOVES.length + 5000)
    expect(Date.now() - started).toBeLessThan(10_000)
  }, 30_000)

  it('uses localStorage under movetime.mock.db in the browser', async () => {
    localStorage.removeItem(LOCAL_STORAGE_KEY)
    await startPersistence(localStorageSnapshotStore())
    const saved = JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEY) ?? 'null') as Snapshot
    expect(saved.version).toBe(SCHEMA_VERSION)
  })
})

describe('file stores (the HTTP server home)', () => {
  it('writes the JSON file and restores from it after a "restart"', async () => {
    const path = join(temporary, 'data', 'db.json')
    const running = await startPersistence(fileSnapshotStore(path))
    const token = await signIn(DEMO_ACCOUNTS.admin)
    await callMock('POST', '/v4/api/records/cms', { token, body: { page: 'home', key: 'promo', type: 'text', value: 'On disk' } })
    // Written before the answer, as one journal line; the snapshot itself is not rewritten.
    expect(readFileSync(`${path}.journal`, 'utf8')).toContain('On disk')
    expect(readFileSync(path, 'utf8')).not.toContain('On disk')

    running.stop()
    await resetDb()
    await startPersistence(fileSnapshotStore(path))
    expect(db.cms.all().some((row) => row.value === 'On disk')).toBe(true)
  })

  it('keeps uploaded bytes in a directory', async () => {
    const store = directoryFileStore(join(temporary, 'files'))
    await store.put(7, new TextEncoder().encode('bytes!').buffer, 'text/plain')
    const read = await store.get(7)
    expect(read?.type).toBe('text/plain')
    expect(new TextDecoder().decode(read?.bytes)).toBe('bytes!')
    expect(await store.get(8)).toBeNull()
    await store.clear()
    expect(await store.get(7)).toBeNull()
  })
})
