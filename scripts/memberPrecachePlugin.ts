import type { Plugin } from 'vite'

/*
 * What the service worker precaches: only what an offline member needs, so installing the app
 * downloads the member's shell, not the whole product. From the bundle graph: the entry and every
 * chunk reachable from it through static and dynamic imports, except through a dynamic import of
 * a page or layout no member needs (the admin console, visitor-only pages, the public area, the
 * developer panel and the in-page mock backend). Those chunks, and anything only they import,
 * are cached at run time by src/sw.ts when first loaded. CSS follows the chunks that import it.
 */

/** Dynamic-import targets whose chunks a member never needs offline. */
const NOT_FOR_OFFLINE_MEMBERS = [
  // The public site's pages, blog and contact form (its consent banner shows members too, so it stays).
  /\/src\/features\/(admin|adminInvites|site\/(pages|blog|contact|common))\//,
  // Taking over a prerendered page: visitors only (an offline member is answered the app shell).
  /\/src\/app\/prerender\//,
  /\/src\/features\/moves\/public\//,
  // The analytics collector and the snapshot recorder (rrweb) load only for a visitor who consented:
  // precached, every member would download them, a reject included.
  /\/src\/shared\/analytics\/(collector|snapshotRecorder)\.ts$/,
  /\/src\/app\/layouts\/(AdminLayout|PublicAreaLayout)\.tsx$/,
  /\/src\/app\/routes\/adminPages\.ts$/,
  /\/src\/app\/devtools\//,
  /\/mocks\//,
]

export interface MemberPrecache {
  plugin: Plugin
  /** For vite-plugin-pwa's manifestTransforms: whether a file of the build is precached. */
  keeps(url: string): boolean
}

export function memberPrecache(): MemberPrecache {
  let memberFiles: ReadonlySet<string> | null = null
  const plugin: Plugin = {
    name: 'movetime:member-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, { imports: string[]; dynamicImports: string[]; facade: string | null; css: string[] }>()
      const entries: string[] = []
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        chunks.set(output.fileName, {
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          facade: output.facadeModuleId,
          css: [...(output.viteMetadata?.importedCss ?? [])],
        })
        if (output.isEntry) entries.push(output.fileName)
      }
      const kept = new Set<string>()
      const visit = (file: string) => {
        const chunk = chunks.get(file)
        if (!chunk || kept.has(file)) return
        kept.add(file)
        for (const css of chunk.css) kept.add(css)
        for (const imported of chunk.imports) visit(imported)
        for (const imported of chunk.dynamicImports) {
          const facade = chunks.get(imported)?.facade ?? ''
          if (!NOT_FOR_OFFLINE_MEMBERS.some((pattern) => pattern.test(facade))) visit(imported)
        }
      }
      entries.forEach(visit)
      memberFiles = kept
    },
  }
  return {
    plugin,
    keeps(url) {
      if (!memberFiles) throw new Error('The member precache list is read before the bundle was generated.')
      // Hashed build output is kept only if a member needs it; fonts always (every page's text).
      if (url.startsWith('assets/')) return url.endsWith('.woff2') || memberFiles.has(url)
      return true
    },
  }
}
