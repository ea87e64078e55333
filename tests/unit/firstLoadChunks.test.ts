// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { firstLoadGroups, type FirstLoads, type GraphModule } from '../../scripts/firstLoadChunksPlugin'

/** A module graph from `importer: [imported…]` lines; `lazy` lists the dynamic imports. */
function graphOf(statics: Record<string, string[]>, lazy: Record<string, string[]>, sizes: Record<string, number> = {}): Map<string, GraphModule> {
  const ids = new Set([...Object.keys(statics), ...Object.values(statics).flat(), ...Object.values(lazy).flat(), ...Object.keys(lazy)])
  const dynamicImporters = (id: string) => Object.entries(lazy).filter(([, targets]) => targets.includes(id)).map(([importer]) => importer)
  return new Map(
    [...ids].map((id) => [id, { id, size: sizes[id] ?? 100, isEntry: id === 'main.tsx', importedIds: statics[id] ?? [], dynamicImporters: dynamicImporters(id) }]),
  )
}

const FIRST_LOADS: FirstLoads = { layout: 'Layout.tsx', memberPages: ['Dashboard.tsx', 'Library.tsx'], publicPages: ['Home.tsx'], shell: ['App.tsx'], unusedLimit: 150, tinyPart: 0 }
const LAZY = { 'main.tsx': ['App.tsx'], 'App.tsx': ['Layout.tsx', 'Dashboard.tsx', 'Library.tsx', 'Home.tsx', 'Profile.tsx'] }

describe('firstLoadGroups', () => {
  it('puts modules the same first loads share in one chunk, and leaves the rest to the bundler', () => {
    const graph = graphOf(
      {
        'Dashboard.tsx': ['card.ts', 'tile.ts', 'photo.ts', 'stats.ts'],
        'Library.tsx': ['card.ts', 'tile.ts', 'photo.ts', 'filters.ts'],
        'Profile.tsx': ['tile.ts', 'stats.ts'],
        'Home.tsx': ['photo.ts'],
        'App.tsx': ['router.ts'],
        'card.ts': ['router.ts'],
      },
      LAZY,
    )
    const groups = firstLoadGroups(graph, FIRST_LOADS)
    // The bundler would split card.ts (dashboard, library) from tile.ts (those and the profile).
    expect(groups.get('card.ts')).toBeDefined()
    expect(groups.get('tile.ts')).toBe(groups.get('card.ts'))
    // photo.ts is loaded by home too: home must not load card.ts and tile.ts with it.
    expect(groups.get('photo.ts')).not.toBe(groups.get('card.ts'))
    // The shell's modules, a page's own and what one first-load page shares with others are the bundler's.
    for (const id of ['router.ts', 'filters.ts', 'stats.ts', 'Dashboard.tsx']) expect(groups.has(id)).toBe(false)
  })

  it('joins what the layout loads with what every member page loads: each member route loads both', () => {
    const graph = graphOf(
      {
        'Layout.tsx': ['sidebar.ts'],
        'Admin.tsx': ['sidebar.ts'],
        'Dashboard.tsx': ['card.ts'],
        'Library.tsx': ['card.ts'],
      },
      { ...LAZY, 'App.tsx': [...LAZY['App.tsx'], 'Admin.tsx'] },
    )
    const groups = firstLoadGroups(graph, FIRST_LOADS)
    expect(groups.get('card.ts')).toBeDefined()
    expect(groups.get('sidebar.ts')).toBe(groups.get('card.ts'))
  })

  it('stops joining where another page would load more than the limit without using it', () => {
    const statics = { 'Dashboard.tsx': ['big.ts', 'tile.ts'], 'Library.tsx': ['big.ts', 'tile.ts'], 'Profile.tsx': ['tile.ts'] }
    // The profile would load big.ts for nothing: 100 characters may join, 1000 may not (the limit is 150).
    const small = firstLoadGroups(graphOf(statics, LAZY, { 'big.ts': 100 }), FIRST_LOADS)
    expect(small.get('big.ts')).toBeDefined()
    expect(small.get('big.ts')).toBe(small.get('tile.ts'))
    const big = firstLoadGroups(graphOf(statics, LAZY, { 'big.ts': 1000 }), FIRST_LOADS)
    expect(big.has('big.ts')).toBe(false)
    expect(big.has('tile.ts')).toBe(false)
  })

  it('puts a tiny part into a group every page loading it loads', () => {
    const statics = {
      'Dashboard.tsx': ['card.ts', 'format.ts'],
      'Library.tsx': ['card.ts', 'constants.ts'],
      'Profile.tsx': ['card.ts', 'format.ts'],
      'Home.tsx': ['constants.ts'],
    }
    const tiny = { ...FIRST_LOADS, tinyPart: 100 }
    const groups = firstLoadGroups(graphOf(statics, LAZY, { 'format.ts': 60, 'constants.ts': 60 }), tiny)
    // format.ts's pages (dashboard, profile) both load card.ts; the library loads 60 characters more.
    expect(groups.get('format.ts')).toBeDefined()
    expect(groups.get('format.ts')).toBe(groups.get('card.ts'))
    // Home loads constants.ts and not card.ts: it stays the bundler's.
    expect(groups.has('constants.ts')).toBe(false)
    // Above the size, or with the rule off, format.ts stays a chunk of its own.
    expect(firstLoadGroups(graphOf(statics, LAZY, { 'format.ts': 101 }), tiny).has('format.ts')).toBe(false)
    expect(firstLoadGroups(graphOf(statics, LAZY, { 'format.ts': 60 }), FIRST_LOADS).has('format.ts')).toBe(false)
  })

  it('fails the build when a first-load page was moved', () => {
    const graph = graphOf({ 'Dashboard.tsx': [] }, LAZY)
    expect(() => firstLoadGroups(graph, { ...FIRST_LOADS, memberPages: ['Moved.tsx'] })).toThrow(/Moved\.tsx is not in the build/)
  })
})
