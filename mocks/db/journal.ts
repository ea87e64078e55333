import type { TableName } from './collections'
import type { Snapshot } from './db'

/**
 * One save of the HTTP home, as a line of its journal: only the rows a request changed (their
 * whole new state, or their key when deleted) and the id sequences. Replaying a line twice gives
 * the same data, so a crash between writing a compacted snapshot and emptying the journal is safe.
 */
export interface JournalEntry {
  sequences: Snapshot['sequences']
  upserts: Partial<Record<TableName, unknown[]>>
  deletes: Partial<Record<TableName, Array<number | string>>>
}

export function rowKey(row: unknown): number | string | undefined {
  if (typeof row !== 'object' || row === null) return undefined
  const { id, token } = row as { id?: unknown; token?: unknown }
  if (typeof id === 'number') return id
  return typeof token === 'string' ? token : undefined
}

function isJournalEntry(value: unknown): value is JournalEntry {
  if (typeof value !== 'object' || value === null) return false
  const entry = value as Record<string, unknown>
  return [entry.sequences, entry.upserts, entry.deletes].every((part) => typeof part === 'object' && part !== null)
}

/**
 * The entries of a journal file's text. A torn last line (the process died mid-append, before the
 * write was acknowledged) is dropped; an unreadable line before it means the file is damaged.
 */
export function parseJournal(text: string): JournalEntry[] {
  const lines = text.split('\n').filter((line) => line.trim() !== '')
  const entries: JournalEntry[] = []
  lines.forEach((line, index) => {
    let parsed: unknown
    try {
      parsed = JSON.parse(line)
    } catch {
      if (index === lines.length - 1 && !text.endsWith('\n')) return
      throw new Error(`line ${index + 1} of the journal is not JSON`)
    }
    if (!isJournalEntry(parsed)) throw new Error(`line ${index + 1} of the journal is not a journal entry`)
    entries.push(parsed)
  })
  return entries
}

/** The snapshot with the entries applied in order; rows keep their places, new rows go last. */
export function applyJournal(base: Snapshot, entries: readonly JournalEntry[]): Snapshot {
  if (entries.length === 0) return base
  const tables = new Map<string, Map<number | string, unknown>>()
  const tableOf = (name: string) => {
    let rows = tables.get(name)
    if (!rows) {
      rows = new Map()
      for (const row of (base.tables as Record<string, unknown[] | undefined>)[name] ?? []) {
        const key = rowKey(row)
        if (key !== undefined) rows.set(key, row)
      }
      tables.set(name, rows)
    }
    return rows
  }
  let sequences = base.sequences
  for (const entry of entries) {
    for (const [name, keys] of Object.entries(entry.deletes)) for (const key of keys ?? []) tableOf(name).delete(key)
    for (const [name, rows] of Object.entries(entry.upserts)) {
      for (const row of rows ?? []) {
        const key = rowKey(row)
        if (key !== undefined) tableOf(name).set(key, row)
      }
    }
    sequences = entry.sequences
  }
  const merged: Record<string, unknown[]> = { ...(base.tables as Record<string, unknown[]>) }
  for (const [name, rows] of tables) merged[name] = [...rows.values()]
  return { version: base.version, sequences, tables: merged }
}
