import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Snapshot } from './db'
import type { SnapshotStore } from './persistence'

export const DEFAULT_DATA_FILE = '.mock-data/db.json'

/**
 * HTTP server home: a JSON file, so data and sessions survive a restart. Writes go to a temporary
 * file first and are renamed over the old one, so a crash mid-write never leaves half a file.
 * Synchronous on purpose: a save is one small file and must finish before the response goes out.
 */
export function fileSnapshotStore(path: string = process.env.MOCK_DATA_FILE || DEFAULT_DATA_FILE): SnapshotStore {
  return {
    load() {
      try {
        return JSON.parse(readFileSync(path, 'utf8')) as Snapshot
      } catch {
        return null
      }
    },
    save(next) {
      mkdirSync(dirname(path), { recursive: true })
      const temporary = `${path}.${process.pid}.tmp`
      writeFileSync(temporary, JSON.stringify(next))
      renameSync(temporary, path)
    },
  }
}
