import type { Plugin, Rolldown } from 'vite'

/*
 * Left to itself, the bundler gives every set of pages that share a module a chunk of its own: a
 * module the dashboard, the library and My moves share lands in another chunk than one only the
 * dashboard and the library share. With some forty pages that made about thirty small chunks on
 * each member route's first load (0.1 to 3 KB gzip each), each paying its own request, its own
 * imports and exports, and a gzip that starts from nothing, and each named again in the route
 * table's preload lists.
 *
 * What matters is what a member's first open loads: the member layout with the dashboard, the
 * library or the favourites. This groups the modules they share by which of those modules (and of
 * the public first loads: home, sign-in, a shared move, the blog) load them: modules loaded by the
 * same first-load pages share one chunk. A first-load page then loads exactly the code it loaded
 * before, in fewer chunks: every module of a group it loads is one it needs. Another page may load
 * a little more than it uses (the rest of a group it needs one module of).
 *
 * What the member layout loads is loaded on every member page, so a module the layout loads is
 * grouped by the layout alone, whichever member pages load it too.
 *
 * Left to the bundler: what the entry and the app shell load (every route has it), what only one
 * page or part loads (its own chunk), and what no member first load needs.
 */

/** The pages a member opens first, under their layout; module ids end with these. */
export interface FirstLoads {
  layout: string
  memberPages: string[]
  /** Visitors' first-load layouts and pages: a group a member's first load shares with them holds only what they load too. */
  publicPages: string[]
  /** Loaded on every route before a layout or page: the app shell (besides the entry's own modules). */
  shell: string[]
  /**
   * Characters of code (before minifying) a group may make another page load without using them:
   * a group joins modules only while no page loading one of them loads more than this of the rest.
   */
  unusedLimit: number
  /**
   * Characters of code (before minifying; 1,500 is about 0.5 KB minified) up to which a part that
   * would be a chunk of its own joins a group every page loading it loads anyway: its request, its
   * imports and exports and a gzip that starts from nothing cost about as much as its code.
   */
  tinyPart: number
}

export const FIRST_LOADS: FirstLoads = {
  layout: 'src/app/layouts/MemberLayout.tsx',
  memberPages: ['src/features/dashboard/DashboardPage.tsx', 'src/features/moves/library/LibraryPage.tsx', 'src/features/moves/favourites/FavouritesPage.tsx'],
  publicPages: [
    'src/app/layouts/VisitorLayout.tsx',
    'src/app/layouts/PublicAreaLayout.tsx',
    'src/app/routes/visitorPages.ts',
    'src/app/prerender/takeover.ts',
    'src/features/site/pages/HomePage.tsx',
    'src/features/auth/SignInPage.tsx',
    'src/features/moves/public/PublicMovePage.tsx',
    'src/features/site/blog/BlogIndexPage.tsx',
    'src/features/site/blog/BlogPostPage.tsx',
    'src/features/site/blog/BlogTermPage.tsx',
  ],
  shell: ['src/app/App.tsx'],
  unusedLimit: 4000,
  tinyPart: 1500,
}

/** Modules the same entries load. */
interface Part {
  /** The first loads that load them. */
  key: string
  owners: Set<string>
  ids: string[]
  size: number
}

function memoized<Value>(compute: (key: string) => Value): (key: string) => Value {
  const known = new Map<string, Value>()
  return (key) => {
    if (!known.has(key)) known.set(key, compute(key))
    return known.get(key)!
  }
}

/** What the chunking needs of the module graph. */
export interface GraphModule {
  id: string
  /** Its code's length before minifying: what it weighs, roughly. */
  size: number
  isEntry: boolean
  importedIds: readonly string[]
  dynamicImporters: readonly string[]
}

/**
 * For each module to group, its group's name (modules loaded by the same first-load pages share
 * one); modules left to the bundler are absent.
 */
export function firstLoadGroups(graph: ReadonlyMap<string, GraphModule>, firstLoads: FirstLoads = FIRST_LOADS): Map<string, string> {
  const find = (suffix: string) => {
    const found = [...graph.keys()].find((id) => id === suffix || id.endsWith(`/${suffix}`))
    if (!found) throw new Error(`${suffix} is not in the build: was it moved? (scripts/firstLoadChunksPlugin.ts)`)
    return found
  }
  const staticClosure = (root: string): Set<string> => {
    const seen = new Set<string>()
    const stack = [root]
    while (stack.length > 0) {
      const id = stack.pop()!
      if (seen.has(id)) continue
      seen.add(id)
      for (const imported of graph.get(id)?.importedIds ?? []) stack.push(imported)
    }
    return seen
  }

  const entries = [...graph.values()].filter((module) => module.isEntry || module.dynamicImporters.length > 0)
  const closures = new Map(entries.map((entry) => [entry.id, staticClosure(entry.id)]))
  const everywhere = new Set<string>()
  for (const entry of entries.filter((module) => module.isEntry)) closures.get(entry.id)!.forEach((id) => everywhere.add(id))
  for (const suffix of firstLoads.shell) staticClosure(find(suffix)).forEach((id) => everywhere.add(id))

  /*
   * A part loaded only from inside another entry's modules (a dialog a page opens) can share that
   * entry's chunk: whoever loads it has that chunk already. The bundler keeps such modules in the
   * entry's chunk, and a group would take them out of it.
   */
  const loadedWithin = (part: string, entry: string) => {
    const importers = graph.get(part)!.dynamicImporters
    return importers.length > 0 && importers.every((importer) => closures.get(entry)!.has(importer))
  }
  const reachers = new Map<string, string[]>()
  for (const [entry, closure] of closures) {
    for (const id of closure) if (!everywhere.has(id)) reachers.set(id, [...(reachers.get(id) ?? []), entry])
  }

  const layout = staticClosure(find(firstLoads.layout))
  const memberPages = firstLoads.memberPages.map((suffix) => ({ name: suffix.replace(/^.*\//, ''), closure: staticClosure(find(suffix)) }))
  const publicPages = firstLoads.publicPages.map((suffix) => ({ name: suffix.replace(/^.*\//, ''), closure: staticClosure(find(suffix)) }))
  // Modules the bundler would put in one chunk (the same entries load them), by the first loads that load them:
  // the member's routes (every one, for what the layout loads) and the visitors' pages.
  const parts = new Map<string, Part>()
  for (const [id, byEntries] of reachers) {
    const owners = byEntries.filter((entry) => !byEntries.some((other) => other !== entry && loadedWithin(entry, other)))
    if (owners.length < 2) continue
    const member = layout.has(id) ? memberPages : memberPages.filter((page) => page.closure.has(id))
    if (member.length === 0) continue
    const key = [...member, ...publicPages.filter((page) => page.closure.has(id))].map((page) => page.name).join(' ')
    const partKey = `${key}|${owners.join(' ')}`
    const part = parts.get(partKey) ?? { key, owners: new Set(owners), ids: [], size: 0 }
    part.ids.push(id)
    part.size += graph.get(id)!.size
    parts.set(partKey, part)
  }

  /**
   * The most a page loading some of these parts would load without using it: the rest of them and
   * what they import that the page does not. What the member layout loads counts as loaded: every
   * member page has it (only another layout, the admin's, may load some of it for nothing).
   */
  const closureOf = memoized(staticClosure)
  const unused = (bin: Part[]) => {
    const loads = new Set<string>()
    for (const part of bin) for (const id of part.ids) for (const loaded of closureOf(id)) if (!everywhere.has(loaded) && !layout.has(loaded)) loads.add(loaded)
    let most = 0
    for (const page of new Set(bin.flatMap((part) => [...part.owners]))) {
      const needed = closures.get(page)!
      let sum = 0
      for (const id of loads) if (!needed.has(id)) sum += graph.get(id)?.size ?? 0
      most = Math.max(most, sum)
    }
    return most
  }
  const bins = new Map<string, Part[][]>()
  for (const part of [...parts.values()].sort((a, b) => b.size - a.size || (a.ids[0] ?? '').localeCompare(b.ids[0] ?? ''))) {
    const ofKey = bins.get(part.key) ?? []
    bins.set(part.key, ofKey)
    const bin = ofKey.find((candidate) => unused([...candidate, part]) <= firstLoads.unusedLimit)
    if (bin) bin.push(part)
    else ofKey.push([part])
  }

  /*
   * A tiny part alone in its bin would be a chunk of its own (a number formatter, the navigation
   * links: 0.1-0.3 KB gzip each). It joins a bin that every page loading it loads anyway, so those
   * pages load one chunk less and the bin's other pages a little more code, within unusedLimit.
   * Only a part that imports nothing outside the shell and the bin, into a bin that does not import
   * what imports the part: otherwise two chunks would import each other.
   */
  const importersOf = memoized((id) => [...graph.values()].filter((module) => module.importedIds.includes(id)).map((module) => module.id))
  const pagesOf = (bin: Part[]) => new Set(bin.flatMap((member) => [...member.owners]))
  const allBins = [...bins.values()].flat()
  for (const bin of allBins.filter((candidate) => candidate.length === 1 && candidate[0]!.size <= firstLoads.tinyPart)) {
    // It may have taken in another tiny part meanwhile; then it is a group already.
    if (bin.length !== 1) continue
    const part = bin[0]!
    const joinable = (other: Part[]) => {
      if (other === bin || other.length === 0) return false
      const ids = new Set([...other, part].flatMap((member) => member.ids))
      const pages = pagesOf(other)
      const loadedByItsPages = [...part.owners].every((page) => pages.has(page))
      const importsOnlyShellOrBin = part.ids.every((id) => graph.get(id)!.importedIds.every((imported) => everywhere.has(imported) || ids.has(imported)))
      const reached = new Set(other.flatMap((member) => member.ids.flatMap((id) => [...closureOf(id)])))
      const importsItsImporter = part.ids.some((id) => importersOf(id).some((importer) => !ids.has(importer) && reached.has(importer)))
      return loadedByItsPages && importsOnlyShellOrBin && !importsItsImporter && unused([...other, part]) <= firstLoads.unusedLimit
    }
    // The bin with the fewest pages: the fewest load the part without using it.
    const target = allBins.filter(joinable).sort((a, b) => pagesOf(a).size - pagesOf(b).size)[0]
    if (!target) continue
    target.push(part)
    bin.length = 0
  }

  const groups = new Map<string, string>()
  let count = 0
  for (const bin of allBins) {
    if (bin.length < 2) continue
    count += 1
    for (const part of bin) for (const id of part.ids) groups.set(id, `shared${count}`)
  }
  return groups
}

export interface FirstLoadChunks {
  plugin: Plugin
  /** For build.rolldownOptions.output.codeSplitting.groups. */
  group: Rolldown.CodeSplittingGroup
}

export function firstLoadChunks(): FirstLoadChunks {
  let groups = new Map<string, string>()
  const plugin: Plugin = {
    name: 'movetime:first-load-chunks',
    apply: 'build',
    buildStart() {
      groups = new Map()
    },
    buildEnd(error) {
      if (error) return
      const graph = new Map<string, GraphModule>()
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id)
        if (info) graph.set(id, { id, size: info.code?.length ?? 0, isEntry: info.isEntry, importedIds: info.importedIds, dynamicImporters: info.dynamicImporters })
      }
      // The app's own build only: the prerender's server build has other entries.
      if (![...graph.values()].some((module) => module.isEntry && module.id.endsWith('/index.html'))) return
      groups = firstLoadGroups(graph)
    },
  }
  return {
    plugin,
    group: {
      debugName: 'firstLoads',
      name: (id) => groups.get(id) ?? null,
      // Every module of such a group is loaded by the same routes, and so are the modules it imports
      // (or the shell has them): grouping them by themselves makes no chunk import one that imports it back.
      includeDependenciesRecursively: false,
    },
  }
}
