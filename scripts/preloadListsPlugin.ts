import type { Plugin, ResolveModulePreloadDependenciesFn, Rolldown } from 'vite'

/*
 * Vite gives each dynamic import a list of the files to fetch with it, so a page's chunks load
 * in parallel, not one after another. The route table's list names every page's chunks, on every
 * first load, and each also named the chunks the app shell had already loaded (the entry, the page
 * states). This leaves out of each list what is in already when the import runs: what its importer
 * statically loaded, and what every chunk that dynamically imports that importer had loaded (the
 * pages a module like ./memberPages lists load after the app shell, whose chunks and stylesheets
 * are in by then).
 */
export interface PreloadLists {
  plugin: Plugin
  /** For build.modulePreload.resolveDependencies. */
  resolveDependencies: ResolveModulePreloadDependenciesFn
}

/** The files (chunks and their stylesheets) loaded whenever `fileName`'s code runs. */
export function loadedWith(chunks: Rolldown.OutputBundle, fileName: string): Set<string> {
  const dynamicImporters = new Map<string, string[]>()
  for (const chunk of Object.values(chunks)) {
    if (chunk.type !== 'chunk') continue
    for (const imported of chunk.dynamicImports) dynamicImporters.set(imported, [...(dynamicImporters.get(imported) ?? []), chunk.fileName])
  }
  const known = new Map<string, Set<string>>()
  const loaded = (file: string): Set<string> => {
    const cached = known.get(file)
    if (cached) return cached
    const files = new Set<string>()
    // A chunk in a cycle of dynamic imports counts only what it loads itself.
    known.set(file, files)
    const visit = (name: string) => {
      const chunk = chunks[name]
      if (chunk?.type !== 'chunk' || files.has(name)) return
      files.add(name)
      chunk.viteMetadata?.importedCss.forEach((css) => files.add(css))
      chunk.imports.forEach(visit)
    }
    visit(file)
    const before = (dynamicImporters.get(file) ?? []).map(loaded)
    const first = before[0]
    if (first) for (const name of first) if (before.every((set) => set.has(name))) files.add(name)
    return files
  }
  return loaded(fileName)
}

export function preloadLists(): PreloadLists {
  // Vite builds the lists in its own generateBundle, which runs after this plugin's.
  let bundle: Rolldown.OutputBundle | null = null
  let loaded = new Map<string, Set<string>>()
  const plugin: Plugin = {
    name: 'movetime:preload-lists',
    apply: 'build',
    generateBundle(_options, output) {
      bundle = output
      loaded = new Map()
    },
  }
  return {
    plugin,
    resolveDependencies(_file, deps, { hostId, hostType }) {
      const chunks = bundle
      if (hostType !== 'js' || !chunks) return deps
      if (!loaded.has(hostId)) loaded.set(hostId, loadedWith(chunks, hostId))
      const before = loaded.get(hostId)!
      return deps.filter((dep) => !before.has(dep))
    },
  }
}
