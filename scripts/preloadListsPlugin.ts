import type { Plugin, ResolveModulePreloadDependenciesFn, Rolldown } from 'vite'

/*
 * Vite gives each dynamic import a list of the files to fetch with it, so a page's chunks load
 * in parallel, not one after another. The route table's list names every page's chunks, on every
 * first load, and each also named the chunks the app shell had already loaded (the entry, the page
 * states). This leaves out of each list what its importer statically loaded: it is in already.
 */
export interface PreloadLists {
  plugin: Plugin
  /** For build.modulePreload.resolveDependencies. */
  resolveDependencies: ResolveModulePreloadDependenciesFn
}

export function preloadLists(): PreloadLists {
  // Vite builds the lists in its own generateBundle, which runs after this plugin's.
  let bundle: Rolldown.OutputBundle | null = null
  const plugin: Plugin = {
    name: 'movetime:preload-lists',
    apply: 'build',
    generateBundle(_options, output) {
      bundle = output
    },
  }
  return {
    plugin,
    resolveDependencies(_file, deps, { hostId, hostType }) {
      const chunks = bundle
      if (hostType !== 'js' || !chunks) return deps
      const loaded = new Set<string>()
      const visit = (fileName: string) => {
        const chunk = chunks[fileName]
        if (chunk?.type !== 'chunk' || loaded.has(fileName)) return
        loaded.add(fileName)
        chunk.imports.forEach(visit)
      }
      visit(hostId)
      return deps.filter((dep) => !loaded.has(dep))
    },
  }
}
