import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository's root. A path string, not new URL(): jsdom's URL is not the one node:url accepts. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** Repo-relative paths (with `/`) of every .ts/.tsx file under the given top folders. */
export function sourceFiles(folders: readonly string[]): string[] {
  return folders
    .flatMap((folder) => readdirSync(path.join(repoRoot, folder), { recursive: true, encoding: 'utf8' }).map((file) => `${folder}/${file.split(path.sep).join('/')}`))
    .filter((file) => /\.tsx?$/.test(file))
    .sort()
}
