import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { snapshotStore } from '@mocks/node'
import { callMock, signIn } from '@mocks/testing/callMock'
import { SCHEMA_VERSION, db, resetDb, snapshot, writeAll } from './db'
import { fileSnapshotStore, removeStaleTemporaries } from './fileSnapshotStore'
import { applyJournal, parseJournal } from './journal'
import { startPersistence } from './persistence'
import { DEMO_ACCOUNTS } from './seed'

const temporary = mkdtempSync(join(tmpdir(), 'movetime-store-'))
afterAll(() => rmSync(temporary, { recursive: true, force: true }))
afterEach(async () => {
  vi.restoreAllMocks()
  await startPersistence(snapshotStore)
})

let folders = 0
function dataFile(): string {
  folders += 1
  const folder = join(temporary, `case-${folders}`)
  mkdirSync(folder, { recursive: true })
  return join(folder, 'db.json')
}

const favouriteIds = () => db.favourite.all().map((row) => row.id)

describe('the journal of the HTTP home', () => {
  it('appends only the changed rows, before the answer, and leaves the snapshot alone', async () => {
    const path = dataFile()
    await startPersistence(fileSnapshotStore(path))
    // A big database: 300 rows of about 19 KB, so a whole-database save would be some 6 MB.
    await writeAll(async () => {
      for (let index = 0; index < 300; index += 1) {
        await db.email.create({ id: 1000 + index, name: `Newsletter ${index}`, subject: 'This week at MoveTime', body: 'x'.repeat(19_000) })
      }
    })
    await new Promise((resolve) => setTimeout(resolve, 10))
    fileSnapshotStore(path).compact()
    const snapshotBefore = statSync(path)
    expect(snapshotBefore.size).toBeGreaterThan(5_000_000)

    const token = await signIn()
    const journalBefore = existsSync(`${path}.journal`) ? statSync(`${path}.journal`).size : 0
    const toggled = await callMock('POST', '/v3/api/custom/movetime/toggle-favourite', { token, body: { move_id: 2 } })
    expect(toggled.status).toBe(200)

    const journalAfter = statSync(`${path}.journal`).size
    expect(journalAfter - journalBefore).toBeLessThan(1_000)
    expect(statSync(path).mtimeMs).toBe(snapshotBefore.mtimeMs)
    const last = parseJournal(readFileSync(`${path}.journal`, 'utf8')).at(-1)
    expect(Object.keys(last?.upserts ?? {})).toEqual(['favourite'])
  }, 60_000)

  it('keeps every acknowledged write across a crash (no stop, no compaction), deletes included', async () => {
    const path = dataFile()
    await startPersistence(fileSnapshotStore(path))
    const token = await signIn()
    // Real parallel requests: each is journalled before its answer goes out.
    const moves = [2, 3, 5, 6, 7, 9]
    await Promise.all(moves.map((move_id) => callMock('POST', '/v3/api/custom/movetime/toggle-favourite', { token, body: { move_id } })))
    const expected = favouriteIds()
    expect(expected).not.toContain(3) // favourite 3 (move 9) was toggled off: a delete

    // "kill -9": the files exactly as they are once the answers are in, read by a fresh start.
    const crashed = dataFile()
    copyFileSync(path, crashed)
    copyFileSync(`${path}.journal`, `${crashed}.journal`)
    await startPersistence(snapshotStore)
    await resetDb()
    await startPersistence(fileSnapshotStore(crashed))
    expect(favouriteIds()).toEqual(expected)
    expect((await callMock('GET', '/v2/api/lambda/profile', { token })).status).toBe(200)
  })

  it('folds the journal into the snapshot when it outgrows it, and at start', async () => {
    const path = dataFile()
    await startPersistence(fileSnapshotStore(path, { minCompactBytes: 2_000 }))
    const token = await signIn(DEMO_ACCOUNTS.admin)
    // Enough to outgrow the seeded snapshot, whatever the seed holds (about 280 KB: the moves' cues and
    // facts, the blog, the CMS pages, past analytics sessions): each note journals about 1.6 KB.
    const NOTES = Math.ceil(statSync(path).size / 1_500) + 20
    for (let index = 0; index < NOTES; index += 1) {
      await callMock('POST', '/v4/api/records/sms', { token, body: { name: `note ${index}`, body: 'y'.repeat(1500) } })
    }
    await new Promise((resolve) => setTimeout(resolve, 10))
    const journal = existsSync(`${path}.journal`) ? statSync(`${path}.journal`).size : 0
    expect(journal).toBeLessThan(statSync(path).size)
    expect(readFileSync(path, 'utf8')).toContain('note 0')

    await startPersistence(fileSnapshotStore(path))
    expect(existsSync(`${path}.journal`)).toBe(false)
    expect(db.sms.all().filter((row) => String(row.name).startsWith('note '))).toHaveLength(NOTES)
  })

  it('drops a torn last line (a write cut off before it was acknowledged) but nothing else', () => {
    const base = { version: SCHEMA_VERSION, sequences: {}, tables: { sms: [{ id: 1, name: 'a' }, { id: 2, name: 'b' }] } }
    const text = [
      JSON.stringify({ sequences: { sms: 3 }, upserts: { sms: [{ id: 3, name: 'c' }, { id: 1, name: 'A' }] }, deletes: {} }),
      JSON.stringify({ sequences: { sms: 3 }, upserts: {}, deletes: { sms: [2] } }),
      '{"sequences":{"sms":4},"upser',
    ].join('\n')
    const merged = applyJournal(base, parseJournal(text))
    expect(merged.tables.sms).toEqual([{ id: 1, name: 'A' }, { id: 3, name: 'c' }])
    expect(merged.sequences).toEqual({ sms: 3 })
    expect(() => parseJournal(`not json\n${text}\n`)).toThrow(/line 1/)
  })
})

describe('a data file that cannot be used', () => {
  const cases: Array<[string, string]> = [
    ['truncated', JSON.stringify(snapshot()).slice(0, 500)],
    ['not a snapshot', JSON.stringify({ hello: 'world' })],
    ['rows that do not fit the schema', JSON.stringify({ ...snapshot(), tables: { user: [{ id: 'not a number' }] } })],
  ]

  it.each(cases)('is kept aside, said in the log, never overwritten: %s', async (_name, content) => {
    const path = dataFile()
    writeFileSync(path, content)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await startPersistence(fileSnapshotStore(path))

    const kept = readdirSync(join(path, '..')).filter((name) => name.startsWith('db.json.corrupt-'))
    expect(kept).toHaveLength(1)
    expect(readFileSync(join(path, '..', kept[0] ?? ''), 'utf8')).toBe(content)
    const logged = errors.mock.calls.flat().join('\n')
    expect(logged).toContain(path)
    expect(logged).toContain(kept[0])
    expect(logged).toMatch(/To reset on purpose, stop the server and delete/)
    // The server goes on with the demo data, in a fresh file.
    expect(db.user.findFirst((q) => q.where({ email: DEMO_ACCOUNTS.member.email }))).toBeDefined()
    expect(JSON.parse(readFileSync(path, 'utf8')).version).toBe(SCHEMA_VERSION)
  })

  it('keeps a damaged journal aside with its snapshot', async () => {
    const path = dataFile()
    writeFileSync(path, JSON.stringify(snapshot()))
    writeFileSync(`${path}.journal`, 'garbage\n{"sequences":{},"upserts":{},"deletes":{}}\n')
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await startPersistence(fileSnapshotStore(path))
    const names = readdirSync(join(path, '..'))
    expect(names.some((name) => /^db\.json\.corrupt-/.test(name))).toBe(true)
    expect(names.some((name) => /^db\.json\.journal\.corrupt-/.test(name))).toBe(true)
  })

  it('keeps a file from another schema version aside too, under its version', async () => {
    const path = dataFile()
    writeFileSync(path, JSON.stringify({ ...snapshot(), version: SCHEMA_VERSION - 1 }))
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await startPersistence(fileSnapshotStore(path))
    expect(readdirSync(join(path, '..')).some((name) => name.startsWith(`db.json.v${SCHEMA_VERSION - 1}-`))).toBe(true)
  })
})

describe('temporary files left by a crash', () => {
  it('are removed at start, but not a live save of another process', async () => {
    const path = dataFile()
    const folder = join(path, '..')
    const dead = join(folder, 'db.json.99999999.tmp')
    const own = join(folder, `db.json.${process.pid}.tmp`)
    const live = join(folder, `db.json.${process.ppid}.tmp`)
    const other = join(folder, 'other.json.99999999.tmp')
    for (const file of [dead, own, live, other]) writeFileSync(file, '{"half":')
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)

    await startPersistence(fileSnapshotStore(path))
    expect(existsSync(dead)).toBe(false)
    expect(existsSync(own)).toBe(false)
    expect(existsSync(live)).toBe(true)
    expect(existsSync(other)).toBe(true)
    expect(removeStaleTemporaries(path)).toEqual([])
  })
})
