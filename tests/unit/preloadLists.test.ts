// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Rolldown } from 'vite'
import { loadedWith } from '../../scripts/preloadListsPlugin'

/** Just what loadedWith reads of a bundle's chunks. */
function bundleOf(chunks: Record<string, { imports?: string[]; dynamicImports?: string[]; css?: string[] }>): Rolldown.OutputBundle {
  return Object.fromEntries(
    Object.entries(chunks).map(([fileName, chunk]) => [
      fileName,
      { type: 'chunk', fileName, imports: chunk.imports ?? [], dynamicImports: chunk.dynamicImports ?? [], viteMetadata: { importedCss: new Set(chunk.css ?? []), importedAssets: new Set() } },
    ]),
  ) as unknown as Rolldown.OutputBundle
}

describe('loadedWith', () => {
  const bundle = bundleOf({
    'index.js': { imports: ['react.js'], dynamicImports: ['App.js'], css: ['index.css'] },
    'react.js': {},
    'App.js': { imports: ['router.js'], dynamicImports: ['areaPages.js', 'Library.js'], css: ['App.css'] },
    'router.js': {},
    'areaPages.js': { dynamicImports: ['Profile.js'] },
    'Library.js': { imports: ['card.js'], dynamicImports: ['Profile.js'] },
    'card.js': {},
    'Profile.js': {},
  })

  it('holds what the chunk imports and what every chunk that loads it had loaded', () => {
    // areaPages runs only after App, which runs only after the entry.
    expect([...loadedWith(bundle, 'areaPages.js')].sort()).toEqual(['App.css', 'App.js', 'areaPages.js', 'index.css', 'index.js', 'react.js', 'router.js'])
  })

  it('counts only what all of a chunk’s importers had loaded', () => {
    // Profile is loaded from areaPages and from Library: both had App, only Library had card.js.
    const loaded = loadedWith(bundle, 'Profile.js')
    expect(loaded.has('App.js')).toBe(true)
    expect(loaded.has('card.js')).toBe(false)
    expect(loaded.has('Library.js')).toBe(false)
    expect(loaded.has('areaPages.js')).toBe(false)
  })
})
