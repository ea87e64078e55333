// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type * as OfflineSession from '../session/offlineSession'

/**
 * Issue 19: the favourites atom has one writer, favouritesState.ts. Every other module reaches it
 * through that module's functions and hooks, so which source wins (library, detail, tap, sync run,
 * sign-out) is decided in one place.
 */

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const OWNER = 'offline/favourites/favouritesState.ts'

/** Production code only: tests and stories may set the hearts they start from. */
const isFixture = (path: string) => /\.(test|stories|testing)\.tsx?$/.test(path)

function sources(): { path: string; text: string }[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path))
    .map((path) => path.split('\\').join('/'))
    .map((path) => ({ path, text: readFileSync(join(SRC, path), 'utf8') }))
}

/** The names a file imports from the owner module. */
function importedFromOwner(text: string): string[] {
  const names: string[] = []
  for (const match of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    const [, list = '', from = ''] = match
    if (!/favourites\/favouritesState$|^\.\/favouritesState$/.test(from)) continue
    names.push(...list.split(',').map((name) => name.replace(/^\s*type\s+/, '').split(/\s+as\s+/)[0]?.trim() ?? '').filter(Boolean))
  }
  return names
}

/** Who, outside the owner, may start a change, and through what. */
const ENTRIES: Record<string, readonly string[]> = {
  toggleFavouriteMove: ['shared/moves/FavouriteButton.tsx'],
  clearFavourites: ['app/layouts/useSignOut.ts'],
  useFavouritesFromLibrary: ['shared/moves/useLibrary.ts'],
  useFavouriteFromMove: ['features/moves/detail/useMoveDetail.ts'],
}
const RAW_WRITES = ['setFavouriteIds', 'setFavourite', 'followSyncRuns']
const READS = ['favouritesAtom', 'useIsFavourite', 'useFavouriteCount', 'FavouritesState']

describe('the favourites atom has one writer', () => {
  it('is set in one place, the owner’s put', () => {
    const owner = readFileSync(join(SRC, OWNER), 'utf8')
    expect(owner.match(/\.set\(/g)).toHaveLength(1)
    expect(owner).toMatch(/function put\([^)]*\): void \{\n {2}followSyncRuns\(\)\n {2}appStore\.set\(favourites, state\)/)
  })

  it('is set nowhere else, and no other atom holds favourites', () => {
    const offenders = sources()
      .filter(({ path }) => path !== OWNER && !path.endsWith('favouritesWriter.test.ts'))
      .filter(({ text }) => /(\.set|useSetAtom|useAtom)\(\s*favouritesAtom\b/.test(text) || /atom<\s*FavouritesState\s*>/.test(text))
      .map(({ path }) => path)
    expect(offenders).toEqual([])
  })

  it('is changed from outside only through its entries, each from its one caller', () => {
    const unexpected: string[] = []
    for (const { path, text } of sources()) {
      if (path === OWNER || isFixture(path)) continue
      for (const name of importedFromOwner(text)) {
        if (READS.includes(name)) continue
        const callers = ENTRIES[name]
        if (RAW_WRITES.includes(name) || !callers?.includes(path)) unexpected.push(`${path}: ${name}`)
      }
    }
    expect(unexpected).toEqual([])
  })

  it('every entry named here is still used by its caller', () => {
    const files = new Map(sources().map(({ path, text }) => [path, text]))
    for (const [name, callers] of Object.entries(ENTRIES)) {
      for (const caller of callers) expect(importedFromOwner(files.get(caller) ?? ''), `${caller} ${name}`).toContain(name)
    }
  })

  it('the guard sees through aliases and the relative path', () => {
    expect(importedFromOwner("import { setFavourite as seed, type FavouritesState } from './favouritesState'")).toEqual(['setFavourite', 'FavouritesState'])
    expect(importedFromOwner("import {\n  setFavouriteIds,\n} from '@/offline/favourites/favouritesState'")).toEqual(['setFavouriteIds'])
    expect(relative(SRC, join(SRC, OWNER))).toBe(OWNER)
  })
})

describe('following sync runs', () => {
  afterEach(() => {
    vi.doUnmock('../session/offlineSession')
    vi.resetModules()
  })

  it('starts with the first write, once, and not when the module is imported', async () => {
    const subscribe = vi.fn()
    vi.doMock('../session/offlineSession', async (importOriginal) => {
      const actual = await importOriginal<typeof OfflineSession>()
      return {
        ...actual,
        onSyncStatus: (...args: Parameters<typeof actual.onSyncStatus>) => {
          subscribe()
          return actual.onSyncStatus(...args)
        },
      }
    })
    // The setup file's clean-up after each test has imported both already: start afresh.
    vi.resetModules()
    const state = await import('./favouritesState')
    expect(subscribe).not.toHaveBeenCalled()
    state.setFavouriteIds([1, 2])
    state.setFavourite(3, true)
    state.clearFavourites()
    expect(subscribe).toHaveBeenCalledTimes(1)
  })
})
