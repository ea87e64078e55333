import { openDB, type DBSchema } from 'idb'
import type { FileStore, StoredFile } from './fileStore'

export const FILES_DB_NAME = 'movetime-mock-files'
const STORE = 'files'

interface FilesDb extends DBSchema {
  files: { key: number; value: StoredFile }
}

/** Browser home: uploaded bytes survive reloads next to the localStorage snapshot. */
export function indexedDbFileStore(name = FILES_DB_NAME): FileStore {
  const opened = openDB<FilesDb>(name, 1, {
    upgrade(database) {
      database.createObjectStore(STORE)
    },
  })
  return {
    async put(id, bytes, type) {
      await (await opened).put(STORE, { bytes, type }, id)
    },
    async get(id) {
      return (await (await opened).get(STORE, id)) ?? null
    },
    async clear() {
      await (await opened).clear(STORE)
    },
  }
}
