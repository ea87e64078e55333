import { closeSync, openSync, readdirSync, readSync } from 'node:fs'
import { join, sep } from 'node:path'

/**
 * The first line that puts a test file in the Node environment instead of jsdom. Vitest reads it
 * too, so such a file runs the same way alone (`npx vitest run <file>`) as in the whole suite.
 */
export const NODE_ENVIRONMENT_DOCBLOCK = '// @vitest-environment node'

const TEST_FILE = /\.test\.tsx?$/

/** True when the file's first line is the Node docblock (reads only the file's first bytes). */
export function declaresNodeEnvironment(path: string): boolean {
  const head = Buffer.alloc(NODE_ENVIRONMENT_DOCBLOCK.length + 2)
  const fd = openSync(path, 'r')
  try {
    const read = readSync(fd, head, 0, head.length, 0)
    const firstLine = head.subarray(0, read).toString('utf8').split(/\r?\n/)[0]
    return firstLine === NODE_ENVIRONMENT_DOCBLOCK
  } finally {
    closeSync(fd)
  }
}

/**
 * Every test file under `dirs` (relative to `root`, with forward slashes, as Vitest's include and
 * exclude take them) that declares the Node environment: pure logic that needs no DOM, no
 * in-memory mock backend and none of the jsdom setup's per-test resets, which cost each file
 * about a second of environment and set-up before its first test.
 */
export function nodeEnvironmentTests(root: string, dirs: readonly string[]): string[] {
  return dirs
    .flatMap((dir) => readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).map((path) => `${dir}/${path.split(sep).join('/')}`))
    .filter((path) => TEST_FILE.test(path) && !path.includes('/node_modules/') && declaresNodeEnvironment(join(root, path)))
    .sort()
}
