/** Bytes of uploaded files, kept apart from the JSON snapshot so the snapshot stays small. */
export interface StoredFile {
  bytes: ArrayBuffer
  type: string
}

export interface FileStore {
  put(id: number, bytes: ArrayBuffer, type: string): Promise<void>
  get(id: number): Promise<StoredFile | null>
  clear(): Promise<void>
}

export function memoryFileStore(): FileStore {
  const files = new Map<number, StoredFile>()
  return {
    async put(id, bytes, type) {
      files.set(id, { bytes, type })
    },
    async get(id) {
      return files.get(id) ?? null
    },
    async clear() {
      files.clear()
    },
  }
}

let current: FileStore = memoryFileStore()

/** Each home (browser, Vitest, HTTP server) installs its own store at start. */
export function setFileStore(store: FileStore): void {
  current = store
}

export function fileStore(): FileStore {
  return current
}
