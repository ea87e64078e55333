import type { Plugin } from 'vite'

/*
 * Writes .vite/chunk-modules.json beside Vite's manifest: for each JS chunk, the source modules
 * bundled into it. The manifest names only a chunk's entry, so without this a shared chunk could
 * carry admin code into a member route unseen; scripts/check-bundle-budget.mjs reads it to prove
 * that no member route loads a module of the admin console.
 */
export function chunkModules(): Plugin {
  return {
    name: 'movetime:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {}
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        chunks[output.fileName] = output.moduleIds.map((id) => id.replace(process.cwd() + '/', '').replace(/\?.*$/, ''))
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(chunks, null, 1) })
    },
  }
}
