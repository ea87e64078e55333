import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The layer rules of docs/architecture.md ("Layers and the direction of imports"), checked on where an import lands rather
 * than on how it is spelled: a relative `../otherFeature/x` and an alias `@/features/other/x` are
 * the same import, so neither gets past. Packages (anything that is not a path) are not checked.
 *
 * lib/ui → api → offline → shared → features → app; features never import each other; mocks use
 * only api and lib; production code never imports mocks or tests, except the mock-mode entry point;
 * every file in src sits in one of the layers.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const ALIASES = [
  ['@/', 'src/'],
  ['@mocks/', 'mocks/'],
  ['@tests/', 'tests/'],
]

/** The folders of src that are a layer each (features, one folder per feature, are handled apart). */
const SRC_LAYERS = new Set(['lib', 'ui', 'api', 'offline', 'shared', 'app'])

/** The app's entry points sit at the top of src and belong to the app layer. */
const APP_ENTRY_POINTS = new Set(['src/main.tsx', 'src/sw.ts', 'src/env.d.ts'])

/** The mock files that compose the handler families (everything else in mocks sits below them). */
const MOCK_HANDLER_COMPOSERS = new Set(['mocks/allHandlers.ts'])

/** The one production file that may load the mock backend: it starts it in mock mode. */
const MOCK_MODE_ENTRY_POINTS = new Set(['src/main.tsx'])

/** Tests, test helpers and stories run against the mock backend, so they may import mocks and tests. */
const TEST_FILE = /\.(test|testing|stories)\.[cm]?[jt]sx?$/

/** Which layers each layer may import (besides itself); a feature may import only its own folder. */
const ALLOWED = {
  lib: [],
  ui: ['lib'],
  api: ['lib'],
  offline: ['lib', 'ui', 'api'],
  shared: ['lib', 'ui', 'api', 'offline'],
  feature: ['lib', 'ui', 'api', 'offline', 'shared'],
  app: ['lib', 'ui', 'api', 'offline', 'shared', 'feature', 'app'],
  mocks: ['lib', 'api'],
}

const WHY = {
  lib: 'lib is the base layer: it imports nothing else in src.',
  ui: 'ui is the base layer: it imports only lib.',
  api: 'api imports only lib.',
  offline: 'offline imports only lib, ui and api.',
  shared: 'shared imports only lib, ui, api and offline; never a feature or the app.',
  feature: 'A feature imports lib, ui, api, offline and shared only; never another feature or the app (what two features need goes to src/shared).',
  app: 'The app reaches the mock only through src/main.tsx in mock mode.',
  mocks: 'mocks use only api and lib: never the app, shared, features, offline or ui.',
}

/** A repo-relative path's layer, and for a feature its folder; null outside the checked folders. */
function layerOf(repoPath) {
  const [top, second, third] = repoPath.split('/')
  if (top === 'mocks') return { layer: 'mocks', unit: 'mocks' }
  if (top === 'tests') return { layer: 'tests', unit: 'tests' }
  if (top !== 'src' || second === undefined) return null
  if (APP_ENTRY_POINTS.has(repoPath)) return { layer: 'app', unit: 'app' }
  if (second === 'features') return third === undefined ? null : { layer: 'feature', unit: `features/${third}` }
  if (SRC_LAYERS.has(second)) return { layer: second, unit: second }
  return null
}

/** The repo-relative path an import specifier points at, or null for a package. */
function resolveSpecifier(specifier, importerAbsolute, root = ROOT) {
  let absolute = null
  if (specifier.startsWith('./') || specifier.startsWith('../')) absolute = path.resolve(path.dirname(importerAbsolute), specifier)
  // Vite reads a leading slash as the project root ('/src/...').
  else if (specifier.startsWith('/')) absolute = specifier.startsWith(root + path.sep) ? specifier : path.join(root, specifier)
  else {
    const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix))
    if (alias) absolute = path.join(root, alias[1], specifier.slice(alias[0].length))
  }
  if (absolute === null) return null
  return path.relative(root, absolute).split(path.sep).join('/')
}

/** Why `importer` may not import `target` (both repo-relative), or null when it may. */
function boundaryProblem(importer, target) {
  const from = layerOf(importer)
  const to = layerOf(target)
  if (!from || !to || from.layer === 'tests') return null
  const isTestFile = TEST_FILE.test(importer)

  if (to.layer === 'tests') return isTestFile ? null : 'Production code never imports tests/.'
  if (to.layer === 'mocks') {
    if (from.layer === 'mocks') return mockLayerProblem(importer, target, isTestFile)
    if (isTestFile || MOCK_MODE_ENTRY_POINTS.has(importer)) return null
    return 'Production code never imports mocks/: the app reaches the mock only through src/main.tsx in mock mode.'
  }
  if (from.layer === to.layer) {
    if (from.layer === 'feature' && from.unit !== to.unit) return WHY.feature
    return null
  }
  return ALLOWED[from.layer].includes(to.layer) ? null : WHY[from.layer]
}

/**
 * Inside mocks: http helpers, the database and the domain modules sit below the handlers, so only
 * handlers (and the file composing them) import a handler module; tests may reach anything.
 */
function mockLayerProblem(importer, target, isTestFile) {
  if (!target.startsWith('mocks/handlers/') || isTestFile) return null
  if (importer.startsWith('mocks/handlers/') || MOCK_HANDLER_COMPOSERS.has(importer)) return null
  return 'In mocks, only handlers import handlers: guards, HTTP errors, the database and domain logic (mocks/http, mocks/db, mocks/billing, …) sit below them.'
}

/** Module specifiers a node carries: static imports, re-exports, dynamic import() and import('x').Type. */
function specifierOf(node) {
  if (node.type === 'TSImportType') {
    const argument = node.argument
    return argument?.type === 'TSLiteralType' && typeof argument.literal.value === 'string' ? argument.literal : null
  }
  return node.source?.type === 'Literal' && typeof node.source.value === 'string' ? node.source : null
}

/** @type {import('eslint').Rule.RuleModule} */
const layerBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the layer order of docs/architecture.md, whether written relative or with an alias.' },
    schema: [],
    messages: {
      crossesLayer: '{{importer}} may not import {{target}}. {{why}}',
      outsideLayers: '{{importer}} is in no layer: a file in src belongs to lib, ui, api, offline, shared, features/<name> or app.',
    },
  },
  create(context) {
    const importerAbsolute = context.filename
    const importer = path.relative(ROOT, importerAbsolute).split(path.sep).join('/')
    if (importer.startsWith('..')) return {}
    // A new folder beside the layers would import freely, so it is not allowed to exist.
    if (importer.startsWith('src/') && layerOf(importer) === null) {
      return { Program: (node) => context.report({ node, messageId: 'outsideLayers', data: { importer } }) }
    }
    if (layerOf(importer) === null) return {}

    const check = (node) => {
      const source = specifierOf(node)
      if (!source) return
      const target = resolveSpecifier(source.value, importerAbsolute)
      if (target === null) return
      const why = boundaryProblem(importer, target)
      if (why) context.report({ node: source, messageId: 'crossesLayer', data: { importer, target, why } })
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      TSImportType: check,
    }
  },
}

export default {
  meta: { name: 'movetime-layers' },
  rules: { 'layer-boundaries': layerBoundaries },
}
