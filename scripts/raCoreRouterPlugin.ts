import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const adapter = fileURLToPath(new URL('../src/features/admin/engine/declarativeRouterProvider.tsx', import.meta.url))

/**
 * Gives ra-core the app's declarative-router adapter in place of its own, which imports
 * react-router's data router (createHashRouter, useBlocker). Bundlers keep a module's used exports
 * in its one chunk, so the admin console's imports decide what react-router costs every member:
 * with ra-core's adapter about 31 KB gzip, without it about 15 KB.
 */
export function raCoreDeclarativeRouter(): Plugin {
  return {
    name: 'movetime:ra-core-declarative-router',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && /[\\/]ra-core[\\/]dist[\\/]routing[\\/]/.test(importer) && source === './adapters/reactRouterProvider.js') return adapter
      return null
    },
  }
}
