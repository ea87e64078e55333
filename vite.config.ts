import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv } from 'vite'
import { configDefaults } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { VitePWA } from 'vite-plugin-pwa'
import { chunkModules } from './scripts/chunkModulesPlugin.ts'
import { firstPageChunks } from './scripts/firstPageChunksPlugin.ts'
import { firstLoadChunks } from './scripts/firstLoadChunksPlugin.ts'
import { memberPrecache } from './scripts/memberPrecachePlugin.ts'
import { preloadLists } from './scripts/preloadListsPlugin.ts'
import { prerender } from './scripts/prerenderPlugin.ts'
import { raCoreDeclarativeRouter } from './scripts/raCoreRouterPlugin.ts'
import { reactRouterTreeShaking } from './scripts/reactRouterTreeShakingPlugin.ts'
import { siteFiles } from './scripts/siteFilesPlugin.ts'
import { nodeEnvironmentTests } from './tests/setup/nodeEnvironmentTests.ts'
import { sharedMoveRequestScript } from './src/api/moves/sharedMoveRequest.ts'
import { apiBaseUrlFor, projectHeaderFor } from './src/api/projectAddress.ts'
import { STORAGE_KEYS } from './src/lib/auth/storageKeys.ts'

/** Pure time and booking-rule tests, run under each pinned machine zone instead of the jsdom setup. */
const PINNED_ZONE_TESTS = ['src/lib/time/zonedTime.test.ts', 'src/lib/time/plainDates.test.ts', 'src/lib/time/plainCalendar.test.ts', 'src/lib/ics/*.test.ts', 'mocks/bookings/availability.test.ts', 'mocks/bookings/bookingPolicy.test.ts']
const PINNED_ZONES = ['UTC', 'Pacific/Chatham', 'America/St_Johns']

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/**
 * Test files whose first line is `// @vitest-environment node`: pure logic, run without jsdom and
 * without the jsdom setup (mock backend, per-test database reset), which cost each file about a
 * second before its first test and each test a database reset.
 */
const nodeTests = () => nodeEnvironmentTests(fromRoot('.'), ['src', 'mocks', 'tests'])

export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  // api mode is chosen at build time by VITE_API_URL; everything else runs on the mock backend.
  const mockMode = !env.VITE_API_URL
  const precache = memberPrecache()
  const preloads = preloadLists()
  const firstLoads = firstLoadChunks()
  // The public origin robots.txt, the sitemap and the prerendered pages' canonical and preview
  // links name; production builds set it, previews default to themselves.
  const siteUrl = env.VITE_SITE_URL || (mockMode ? 'http://localhost:4173' : 'http://localhost:4174')
  // react-router's package exports name only its development build, so its development warnings
  // (messages, checks) would ship to every page (remix-run/react-router#12532, #14102). Builds take
  // its production build, the same code without them: about 0.5 KB gzip off every first load.
  const reactRouter = command === 'build' ? fromRoot('./node_modules/react-router/dist/production/index.mjs') : 'react-router'

  // Read only by Vitest; builds (the app's, Storybook's) skip the scan.
  const NODE_TESTS = command === 'build' ? [] : nodeTests()

  return {
    define: {
      __MOCK__: JSON.stringify(mockMode),
    },
    resolve: {
      alias: {
        '@/': fromRoot('./src/'),
        '@mocks/': fromRoot('./mocks/'),
        '@tests/': fromRoot('./tests/'),
        // ra-core imports react-router-dom, which in v7 only re-exports react-router: one copy of
        // the router (and its contexts) for the app and the admin engine, in builds and in tests.
        'react-router-dom': reactRouter,
        ...(command === 'build' ? { 'react-router': reactRouter } : {}),
      },
    },
    plugins: [
      react(),
      raCoreDeclarativeRouter(),
      reactRouterTreeShaking(),
      chunkModules(),
      firstLoads.plugin,
      preloads.plugin,
      precache.plugin,
      siteFiles(siteUrl),
      prerender(siteUrl),
      // After the prerender: preloads the first page's chunks from shell.html; in api builds a shared
      // move's data is asked for from there too (in mock builds the mock in the page answers it).
      firstPageChunks({
        earlyScript: mockMode
          ? null
          : sharedMoveRequestScript({
              apiBaseUrl: apiBaseUrlFor(env.VITE_API_URL),
              projectHeader: projectHeaderFor(env.VITE_PROJECT_ID, env.VITE_PROJECT_SECRET),
              tokenKey: STORAGE_KEYS.token,
            }),
      }),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        // In `vite dev` MSW runs its own worker; ours would fight it for scope "/".
        devOptions: { enabled: false },
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
          // The prerendered pages (index.html is home; scripts/prerenderPlugin.ts) are for visitors and
          // crawlers: every post would be precached, and a member's navigations get shell.html instead.
          globIgnores: ['mockServiceWorker.js', 'media/**', 'screenshots/**', '**/index.html', '404.html'],
          // Only what an offline member needs; admin, visitor-only pages and the mock backend are
          // cached by the worker when first loaded (scripts/memberPrecachePlugin.ts, src/sw.ts).
          manifestTransforms: [async (entries) => ({ manifest: entries.filter((entry) => precache.keeps(entry.url)), warnings: [] })],
        },
        manifest: {
          id: '/',
          name: 'MoveTime',
          short_name: 'MoveTime',
          description: 'Exercise moves with video: browse, play, keep favourites, train offline.',
          start_url: '/user/dashboard',
          scope: '/',
          display: 'standalone',
          theme_color: '#0f766e',
          background_color: '#f8fafc',
          categories: ['health', 'fitness', 'sports', 'lifestyle'],
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
          // The richer install sheet: one phone and one desktop view of the member's library.
          screenshots: [
            { src: '/screenshots/library-phone.png', sizes: '390x844', type: 'image/png', form_factor: 'narrow', label: 'The move library on a phone' },
            { src: '/screenshots/library-desktop.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: 'The move library on a desktop' },
          ],
          shortcuts: [
            { name: 'Library', short_name: 'Library', url: '/user/library', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
            { name: 'Favourites', short_name: 'Favourites', url: '/favorites', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
          ],
        },
      }),
    ],
    build: {
      outDir: mockMode ? 'dist' : 'dist-api',
      sourcemap: command === 'build' ? 'hidden' : false,
      // scripts/check-bundle-budget.mjs reads it to add up what each member route loads.
      manifest: true,
      // Every browser the app supports has modulepreload; the polyfill would cost every first load.
      modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
      rolldownOptions: {
        output: {
          // A page's or a lazy part's chunk keeps its name; a chunk shared by several is named by its hash
          // alone. Its name (one of its modules') said little, and cost every first load: the route
          // table's preload lists name every chunk of every page, and every importer names it again
          // (about 1.2 KB gzip on each member route). .vite/chunk-modules.json says what each holds.
          chunkFileNames: (chunk) => (chunk.isDynamicEntry ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
          codeSplitting: {
            groups: [
              // Page states and frames, and the menu button (the header's account menu on every member
              // page; a conversation's message menus too): one chunk in the shell rather than two.
              { name: 'pageStates', test: /src\/shared\/(states|page)\/|src\/ui\/menu\// },
              // The sign-in form's parts (the card, the robot check, two-factor, providers, the rules), which
              // the other account pages share: one chunk rather than a dozen of 0.2-1.8 KB, each a request
              // of its own before sign-in draws. Pages stay chunks of their own; safeRedirect is the
              // visitor layout's too, so it stays out.
              {
                name: 'authForms',
                test: /src\/features\/auth\/(?!safeRedirect)(?!.*Page\.tsx)|src\/shared\/captcha\//,
                // What they import (the form model, the fields, the API client) stays where it was: members' pages share it.
                includeDependenciesRecursively: false,
              },
              // Shared modules, one chunk for each set of first-load routes that loads them (scripts/firstLoadChunksPlugin.ts).
              firstLoads.group,
            ],
          },
        },
      },
    },
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
    test: {
      globals: false,
      restoreMocks: true,
      // Processed by Vite so its react-router-dom import takes the alias above (one router context).
      server: { deps: { inline: ['ra-core'] } },
      testTimeout: 15000,
      // One worker per core. Vitest's own default is one fewer than the cores, for its main process: on
      // a 2-core machine that is a single worker, and the unit stage took 17 minutes.
      maxWorkers: availableParallelism(),
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            setupFiles: ['./tests/setup/vitest.setup.ts'],
            include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}', 'tests/catalogue/**/*.test.ts', 'tests/architecture/**/*.test.ts', 'tests/security/**/*.test.ts'],
            exclude: [...configDefaults.exclude, ...PINNED_ZONE_TESTS, ...NODE_TESTS],
          },
        },
        { extends: true, test: { name: 'logic', environment: 'node', include: NODE_TESTS, exclude: [...configDefaults.exclude, ...PINNED_ZONE_TESTS] } },
        // Time and booking rules must not depend on the machine's zone: their tests run in worker
        // processes started with TZ set (Node reads it at start-up), once per zone. UTC, a
        // southern +12:45/+13:45 zone and a northern −03:30/−02:30 one, with DST on both sides.
        ...PINNED_ZONES.map((zone) => ({
          extends: true as const,
          test: { name: `tz ${zone}`, environment: 'node' as const, include: PINNED_ZONE_TESTS, env: { TZ: zone } },
        })),
      ],
    },
  }
})
