import { setupServer } from 'msw/node'
import { handlers } from './allHandlers'
import { memorySnapshotStore, startPersistence } from './db/persistence'
import { memoryFileStore, setFileStore } from './files/fileStore'

/**
 * The Vitest home: the same handlers over msw/node, with data and uploads in memory.
 * Importing this module seeds the database (top-level await), so tests start from the demo data.
 */
export const snapshotStore = memorySnapshotStore()
setFileStore(memoryFileStore())
export const persistence = await startPersistence(snapshotStore)

export const server = setupServer(...handlers)
