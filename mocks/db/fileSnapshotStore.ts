import { appendFileSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import type { Snapshot } from './db'
import { applyJournal, parseJournal, type JournalEntry } from './journal'
import type { SnapshotStore } from './persistence'

export const DEFAULT_DATA_FILE = '.mock-data/db.json'

/** The journal is folded into the snapshot once it outgrows both this and the snapshot itself. */
const MIN_COMPACT_BYTES = 32 * 1024 * 1024
/** A temporary file lives for one synchronous save; one this old was left by a crash. */
const STALE_TEMPORARY_MS = 60_000

export interface FileSnapshotStore extends SnapshotStore {
  readonly journalPath: string
  /** Folds the journal into the snapshot file now (otherwise done when the journal grows large). */
  compact(): void
  setAside(reason: string, label?: string): void
}

/**
 * HTTP server home: a JSON snapshot plus an append-only journal beside it (`<file>.journal`, one
 * line per request that wrote, with only the rows it changed). A write appends one short line
 * synchronously before the answer goes out, so its cost does not grow with the data and every
 * acknowledged write survives kill -9 (the page cache holds it). The journal is folded into the
 * snapshot at start and when it outgrows the snapshot; snapshots are written to a temporary file
 * and renamed, so a crash mid-write never leaves half a file.
 */
export function fileSnapshotStore(
  path: string = process.env.MOCK_DATA_FILE || DEFAULT_DATA_FILE,
  { minCompactBytes = MIN_COMPACT_BYTES }: { minCompactBytes?: number } = {},
): FileSnapshotStore {
  const journalPath = `${path}.journal`
  let snapshotBytes = 0
  let journalBytes = 0
  let compactionPending = false

  const writeSnapshot = (next: Snapshot) => {
    mkdirSync(dirname(path), { recursive: true })
    const temporary = `${path}.${process.pid}.tmp`
    const text = JSON.stringify(next)
    writeFileSync(temporary, text)
    renameSync(temporary, path)
    // Only after the snapshot holds them: a crash before this line replays them, which is harmless.
    if (existsSync(journalPath)) unlinkSync(journalPath)
    snapshotBytes = Buffer.byteLength(text)
    journalBytes = 0
  }

  const store: FileSnapshotStore = {
    journalPath,
    load() {
      removeStaleTemporaries(path)
      if (!existsSync(path)) {
        if (existsSync(journalPath)) store.setAside(`its journal ${journalPath} has no snapshot beside it`)
        return null
      }
      try {
        const base = JSON.parse(readFileSync(path, 'utf8')) as unknown
        if (!isSnapshot(base)) throw new Error('it is not a MoveTime data snapshot')
        const entries = existsSync(journalPath) ? parseJournal(readFileSync(journalPath, 'utf8')) : []
        return applyJournal(base, entries)
      } catch (error) {
        const reason = error instanceof SyntaxError ? `it is not valid JSON (${error.message})` : errorText(error)
        store.setAside(reason)
        return null
      }
    },
    save: writeSnapshot,
    append(entry: JournalEntry) {
      const line = `${JSON.stringify(entry)}\n`
      try {
        appendFileSync(journalPath, line)
      } catch {
        mkdirSync(dirname(path), { recursive: true })
        appendFileSync(journalPath, line)
      }
      journalBytes += Buffer.byteLength(line)
      if (!compactionPending && journalBytes > Math.max(minCompactBytes, snapshotBytes)) {
        compactionPending = true
        // After the answer has gone out; the cost is paid once per journal the size of the data.
        setTimeout(() => {
          compactionPending = false
          store.compact()
        }, 0)
      }
    },
    compact() {
      if (!existsSync(journalPath) || !existsSync(path)) return
      const base = JSON.parse(readFileSync(path, 'utf8')) as Snapshot
      writeSnapshot(applyJournal(base, parseJournal(readFileSync(journalPath, 'utf8'))))
    },
    setAside(reason: string, label = 'corrupt') {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      const moved = [path, journalPath].filter((file) => existsSync(file)).map((file) => {
        const aside = `${file}.${label}-${stamp}`
        renameSync(file, aside)
        return aside
      })
      console.error(
        [
          `[mock] The data file ${path} could not be used: ${reason}.`,
          `[mock] Kept it aside as ${moved.join(' and ')}; the server starts from the demo data.`,
          `[mock] To reset on purpose, stop the server and delete ${path} and ${journalPath}; to recover, repair the kept file and move it back.`,
        ].join('\n'),
      )
    },
  }
  return store
}

function isSnapshot(value: unknown): value is Snapshot {
  if (typeof value !== 'object' || value === null) return false
  const candidate = value as Record<string, unknown>
  return (
    typeof candidate.version === 'number' &&
    typeof candidate.tables === 'object' &&
    candidate.tables !== null &&
    Object.values(candidate.tables).every(Array.isArray) &&
    (candidate.sequences === undefined || (typeof candidate.sequences === 'object' && candidate.sequences !== null))
  )
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** `<file>.<pid>.tmp` files a crashed save left behind (never another live server's current one). */
export function removeStaleTemporaries(path: string): string[] {
  const folder = dirname(path)
  if (!existsSync(folder)) return []
  const pattern = new RegExp(`^${escapeRegExp(basename(path))}\\.(\\d+)\\.tmp$`)
  const removed: string[] = []
  for (const name of readdirSync(folder)) {
    const match = pattern.exec(name)
    if (!match) continue
    const file = join(folder, name)
    const pid = Number(match[1])
    const stale = pid === process.pid || !isRunning(pid) || Date.now() - statSync(file).mtimeMs > STALE_TEMPORARY_MS
    if (!stale) continue
    unlinkSync(file)
    removed.push(file)
  }
  if (removed.length > 0) console.warn(`[mock] Removed ${removed.length} temporary file(s) left by an interrupted save: ${removed.join(', ')}`)
  return removed
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
