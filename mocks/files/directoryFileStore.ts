import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises'
import { join } from 'node:path'
import type { FileStore } from './fileStore'

/** HTTP server home: one `<id>.bin` plus `<id>.json` (its content type) per upload. */
export function directoryFileStore(directory: string): FileStore {
  const bytesPath = (id: number) => join(directory, `${id}.bin`)
  const metaPath = (id: number) => join(directory, `${id}.json`)

  return {
    async put(id, bytes, type) {
      await mkdir(directory, { recursive: true })
      const temporary = `${bytesPath(id)}.${process.pid}.tmp`
      await writeFile(temporary, new Uint8Array(bytes))
      await rename(temporary, bytesPath(id))
      await writeFile(metaPath(id), JSON.stringify({ type }))
    },
    async get(id) {
      try {
        const [buffer, meta] = await Promise.all([readFile(bytesPath(id)), readFile(metaPath(id), 'utf8')])
        const bytes = buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer
        return { bytes, type: (JSON.parse(meta) as { type: string }).type }
      } catch {
        return null
      }
    },
    async clear() {
      await rm(directory, { recursive: true, force: true })
    },
  }
}
