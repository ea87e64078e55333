import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { join } from 'node:path'

/*
 * docs/architecture.md ("Member bundle budget") asks for at most 120 KB gzip of initial JS on a member route; this enforces it. It adds
 * up, from the api build's Vite manifest, what the browser must download before a signed-in
 * member's page draws: the entry (React, the router, the app shell), the member layout and the
 * page, each with every chunk they import statically. Chunks loaded later on demand are not
 * counted: the API transport with axios (the first call loads it, and the start-up check of
 * docs/product.md §4 runs in the background for a member with a saved library), the service worker's
 * registration, the payment gateway, video downloads, the developer panel.
 *
 * It also proves that
 * - admin code never loads for a member: no chunk a member route loads at first holds a module of
 *   the admin console (src/features/admin*, ra-core and the libraries only the console uses), read
 *   from the chunk-modules list scripts/chunkModulesPlugin.ts writes;
 * - axios is not on the first load, so the ceiling cannot be met by accident of chunking.
 *
 * Usage: node scripts/check-bundle-budget.mjs [outDir]   (default dist-api; run after build:api)
 */

/** The ceiling (docs/architecture.md "Member bundle budget") for each member route's first load; `npm test` fails above it. */
const TARGET_KB = 120
/** How close to 100 KB each route is, printed: React 19 with react-dom alone is about 61 KB. */
const AIM_KB = 100
const outDir = process.argv[2] ?? 'dist-api'
const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'))

/**
 * Every member route of the one route table (src/app/routes/routeTable.tsx), with the page module
 * its loader imports (there, or through an area module of src/app/routes/memberPages, which then
 * counts too), so a new member page is held to the budget without editing this file.
 * Several paths share a page (/explore and /user/library): each page is measured once.
 */
function memberRoutes() {
  const table = readFileSync('src/app/routes/routeTable.tsx', 'utf8')
  const importOf = (expression) => expression.match(/import\('@\/([^']+)'\)/)?.[1]
  // `const moves = { library: () => import('@/features/…'), … }`: loaders named object.key.
  const named = new Map()
  for (const block of table.matchAll(/^const (\w+) = \{\n([\s\S]*?)\n\}/gm)) {
    for (const entry of block[2].matchAll(/^\s*(\w+): (.*)$/gm)) {
      const module = importOf(entry[2])
      if (module) named.set(`${block[1]}.${entry[1]}`, module)
    }
  }
  // `accountPage('profile')`: a page of an area module, `const accountPage = through(() => import('./memberPages/accountPages')…)`,
  // which holds `profile: () => import('@/…')`. The page loads after that module: both count.
  const throughModule = new Map()
  for (const helper of table.matchAll(/^const (\w+) = through\(\(\) => import\('\.\/([^']+)'\)/gm)) {
    const area = `src/app/routes/${helper[2]}.ts`
    for (const entry of readFileSync(area, 'utf8').matchAll(/^\s*(\w+): (.*)$/gm)) {
      const module = importOf(entry[2])
      if (module) named.set(`${helper[1]}('${entry[1]}')`, module)
    }
    throughModule.set(helper[1], area)
  }
  const start = table.indexOf("group('user', 'member', [")
  const end = table.indexOf(']),', start)
  if (start < 0 || end < 0) throw new Error('The member group of routeTable.tsx was not found')
  const routes = new Map()
  for (const line of table.slice(start, end).matchAll(/\['(\/[^']*)', '[^']*'(?:, (.*))?\],?$/gm)) {
    const loader = line[2]?.trim() ?? ''
    const module = importOf(loader) ?? named.get(loader) ?? named.get(loader.replace(/^withRole\((\w+\.\w+).*$/, '$1'))
    if (!module) throw new Error(`Cannot tell which page ${line[1]} loads (${loader}): check-bundle-budget.mjs reads the route table`)
    const area = throughModule.get(loader.replace(/\(.*$/, ''))
    const page = [`src/${module}.tsx`, ...(area ? [area] : [])]
    if (![...routes.values()].some((loaded) => loaded[0] === page[0])) routes.set(line[1], page)
  }
  return Object.fromEntries(routes)
}

const MEMBER_ROUTES = memberRoutes()
const ALWAYS = ['index.html', 'src/app/App.tsx', 'src/app/layouts/MemberLayout.tsx']

/** Modules only the admin console may load. */
/**
 * Modules that must load only after the first member page drew: axios and workbox-window, the
 * saving of the library's thumbnails (downloads and sync; a card's photo is read by storedThumbnail.ts)
 * and the video downloads' state (the favourites' and a move's download controls load after the page).
 */
const LATER_ONLY = [/node_modules\/axios\//, /node_modules\/workbox-window\//, /^src\/offline\/thumbnails\/thumbnailStore\./, /^src\/offline\/downloads\/downloadsState\./]
/**
 * react-router is one module, so what any chunk uses of it is in every member's first load. Its data
 * router (createBrowserRouter, useBlocker: about 16 KB gzip) must not come back, through the app
 * or through ra-core (scripts/raCoreRouterPlugin.ts); these texts exist only in that part.
 */
const DATA_ROUTER_TEXTS = ['non-empty routes array', 'useBlocker']
const ADMIN_ONLY = [/^src\/features\/admin/, /^src\/shared\/paths\/adminPaths/, /^src\/app\/(layouts\/(AdminLayout|adminNavLinks)|routes\/adminPages)\./, /node_modules\/ra-core\//, /node_modules\/react-hook-form\//, /node_modules\/@tanstack\/react-query\//, /node_modules\/zod\//]
const chunkModules = JSON.parse(readFileSync(join(outDir, '.vite', 'chunk-modules.json'), 'utf8'))
const modulesIn = (files, patterns) =>
  files.flatMap((file) => (chunkModules[file] ?? []).filter((id) => patterns.some((pattern) => pattern.test(id))).map((id) => `${file}: ${id}`))

const gzipCache = new Map()
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(outDir, file))).length)
  return gzipCache.get(file)
}

function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key]
  if (!chunk) throw new Error(`${key} is not in ${outDir}/.vite/manifest.json — was the route moved?`)
  if (seen.has(key)) return seen
  seen.add(key)
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen)
  return seen
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
let failed = false
const memberKeys = new Set()
for (const [route, page] of Object.entries(MEMBER_ROUTES)) {
  const keys = new Set()
  for (const key of [...ALWAYS, ...page]) staticClosure(key, keys)
  for (const key of keys) memberKeys.add(key)
  const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'))
  const total = files.reduce((sum, file) => sum + gzipSize(file), 0)
  const over = total > TARGET_KB * 1024
  failed ||= over
  const target = total > TARGET_KB * 1024 ? `${kb(total - TARGET_KB * 1024)} over the ${TARGET_KB} KB target` : `within the ${TARGET_KB} KB target`
  console.log(`${over ? 'OVER ' : 'ok   '} ${route.padEnd(24)} ${kb(total).padStart(9)} gzip in ${String(files.length).padStart(2)} chunks (${target}; ${kb(total - AIM_KB * 1024)} above ${AIM_KB} KB)`)
  const leaked = modulesIn(files, ADMIN_ONLY)
  if (leaked.length > 0) {
    failed = true
    console.error(`ADMIN CODE on ${route}:\n  ${leaked.slice(0, 10).join('\n  ')}`)
  }
  const dataRouter = files.filter((file) => DATA_ROUTER_TEXTS.some((text) => readFileSync(join(outDir, file), 'utf8').includes(text)))
  if (dataRouter.length > 0) {
    failed = true
    console.error(`react-router's data router is on the first load of ${route}: ${dataRouter.join(', ')}`)
  }
  const early = modulesIn(files, LATER_ONLY)
  if (early.length > 0) {
    failed = true
    console.error(`On the first load of ${route}, but meant to load after it:\n  ${early.slice(0, 10).join('\n  ')}`)
  }
}

const shellFiles = [...staticClosure('src/app/layouts/MemberLayout.tsx', staticClosure('src/app/App.tsx', staticClosure('index.html')))].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'))
const shell = shellFiles.reduce((sum, file) => sum + gzipSize(file), 0)
console.log(`\nshell (entry + member layout), part of every route above: ${kb(shell)} gzip in ${shellFiles.length} chunks`)

const entryClosure = staticClosure('index.html')
const largest = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.file.endsWith('.js') && !entryClosure.has(key))
  .map(([key, chunk]) => [key, gzipSize(chunk.file)])
  .sort((a, b) => b[1] - a[1])
  .slice(0, 8)
console.log('\nlargest chunks outside the entry:')
for (const [key, size] of largest) console.log(`  ${kb(size).padStart(9)}  ${key}`)

const adminKeys = Object.keys(manifest).filter((key) => /^src\/features\/admin/.test(key) && manifest[key].isDynamicEntry)
const adminJs = [...new Set(adminKeys.flatMap((key) => [...staticClosure(key)]))]
  .filter((key) => !memberKeys.has(key))
  .map((key) => manifest[key].file)
  .filter((file) => file.endsWith('.js'))
console.log(`\nadmin console, beyond what member routes load: ${kb(adminJs.reduce((sum, file) => sum + gzipSize(file), 0))} gzip in ${adminJs.length} chunks`)

if (failed) {
  console.error(`\nA member route is over ${TARGET_KB} KB gzip, or loads admin code, the data router or axios at first: something joined the member's first load that must not.`)
  process.exit(1)
}
