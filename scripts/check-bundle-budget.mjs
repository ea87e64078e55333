import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { join } from 'node:path'

/*
 * DESIGN.md: a member route's initial JS is at most 120 KB gzip. This adds up, from the api
 * build's Vite manifest, what the browser must download before a member page can draw: the entry,
 * the App chunk main.tsx loads at once, the member layout and the page, each with every chunk they
 * import statically. Chunks loaded later on demand (the API transport, the payment gateway, video
 * downloads) are not counted; they are listed so the split stays visible.
 *
 * Usage: node scripts/check-bundle-budget.mjs [outDir]   (default dist-api; run after build:api)
 */

const BUDGET_BYTES = 120 * 1024
const outDir = process.argv[2] ?? 'dist-api'
const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'))

const MEMBER_ROUTES = {
  '/user/dashboard': 'src/features/dashboard/DashboardPage.tsx',
  '/user/library': 'src/features/moves/library/LibraryPage.tsx',
  '/favorites': 'src/features/moves/favourites/FavouritesPage.tsx',
  '/user/view-moves/:id': 'src/features/moves/detail/MoveDetailPage.tsx',
  '/user/plans': 'src/features/billing/plans/PlansPage.tsx',
  '/user/billing-history': 'src/features/billing/history/BillingHistoryPage.tsx',


}
const ALWAYS = ['index.html', 'src/app/App.tsx', 'src/app/layouts/MemberLayout.tsx']

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
for (const [route, page] of Object.entries(MEMBER_ROUTES)) {
  const keys = new Set()
  for (const key of [...ALWAYS, page]) staticClosure(key, keys)
  const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'))
  const total = files.reduce((sum, file) => sum + gzipSize(file), 0)
  const over = total > BUDGET_BYTES
  failed ||= over
  console.log(`${over ? 'OVER ' : 'ok   '} ${route.padEnd(24)} ${kb(total).padStart(9)} gzip in ${files.length} chunks`)
}

const entryClosure = staticClosure('index.html')
const largest = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.file.endsWith('.js') && !entryClosure.has(key))
  .map(([key, chunk]) => [key, gzipSize(chunk.file)])
  .sort((a, b) => b[1] - a[1])
  .slice(0, 8)
console.log('\nlargest chunks outside the entry:')
for (const [key, size] of largest) console.log(`  ${kb(size).padStart(9)}  ${key}`)

if (failed) {
  console.error(`\nA member route is over the ${kb(BUDGET_BYTES)} gzip budget (DESIGN.md "Quality bars").`)
  process.exit(1)
}
