/** One chunk of Vite's client manifest (.vite/manifest.json), as far as the prerender reads it. */
export interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
  dynamicImports?: string[]
  isEntry?: boolean
}

export type ClientManifest = Record<string, ManifestChunk>

export interface PageAssets {
  stylesheets: string[]
  modulePreloads: string[]
}

/** A chunk and every chunk it imports, imports first (the order Vite links their stylesheets in). */
function closure(manifest: ClientManifest, key: string, seen: Set<string>, ordered: string[] = []): string[] {
  if (seen.has(key)) return ordered
  const chunk = manifest[key]
  if (!chunk) throw new Error(`${key} is not in the client build's manifest: was the page moved?`)
  seen.add(key)
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen, ordered)
  ordered.push(key)
  return ordered
}

/**
 * The stylesheets and code of the given modules (a page and its layout, as manifest keys such as
 * `src/features/site/pages/FaqPage.tsx`) beyond what the entry already loads: the prerendered
 * HTML links them so it draws styled at once, and the app finds them in when it takes over.
 */
export function pageAssets(manifest: ClientManifest, modules: readonly string[]): PageAssets {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  const entry = new Set(entryKey ? closure(manifest, entryKey, new Set()) : [])
  const seen = new Set<string>()
  // A page loaded through a module of loaders (src/app/routes/visitorPages.ts) needs that module's code first.
  const loaders = (module: string) => Object.keys(manifest).filter((key) => manifest[key]?.dynamicImports?.includes(module) && !entry.has(key))
  const keys = modules.flatMap((module) => [...loaders(module), module].flatMap((key) => closure(manifest, key, seen)))
  const stylesheets = new Set<string>()
  const modulePreloads: string[] = []
  for (const key of keys) {
    if (entry.has(key)) continue
    const chunk = manifest[key]!
    for (const css of chunk.css ?? []) stylesheets.add(`/${css}`)
    if (chunk.file.endsWith('.js')) modulePreloads.push(`/${chunk.file}`)
  }
  return { stylesheets: [...stylesheets], modulePreloads }
}
