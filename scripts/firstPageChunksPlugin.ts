import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin, ResolvedConfig, Rolldown } from 'vite'
import { STORAGE_KEYS } from '../src/lib/auth/storageKeys.ts'
import { SHELL_FILE } from './prerenderPlugin.ts'

/*
 * The app shell (shell.html) answers every address no page was prerendered for: a shared move's
 * link, sign-in, registration. Its page's code came as a chain, each hop waiting for the one before:
 * the entry, then the App chunk, then the layout and the route table's visitorPages module, then the
 * page's chunks. A small inline script in the shell asks for all of them at once, for the address
 * it opens on, before the entry runs; Vite's own preloads later find them already in.
 *
 * Only shell.html changes: the prerendered pages (home among them) keep their HTML as it was. An
 * api build also asks for a shared move's data from there (earlyScript), before the preloads.
 */

/** The app chunk: every page's first load waits for it (src/main.tsx imports it). */
export const APP_MODULE = 'src/app/App.tsx'

const VISITOR_LAYOUT = 'src/app/layouts/VisitorLayout.tsx'
const VISITOR_PAGES = 'src/app/routes/visitorPages.ts'
const SIGN_IN = [VISITOR_LAYOUT, 'src/features/auth/SignInPage.tsx']
const REGISTER = [VISITOR_LAYOUT, VISITOR_PAGES, 'src/features/auth/RegisterPage.tsx']

/**
 * The addresses a first visit often opens on that no prerendered page serves, each with the modules
 * its route loads on the way to its page (the route table: src/app/routes/routeTable.tsx, the layouts
 * in src/app/routes/AppRoutes.tsx). Each is a dynamic import's target, so a chunk of its own.
 */
export const FIRST_PAGE_ROUTES: Readonly<Record<string, readonly string[]>> = {
  '/move': [VISITOR_LAYOUT, VISITOR_PAGES, 'src/features/moves/public/PublicMovePage.tsx'],
  '/user/login': SIGN_IN,
  '/login': SIGN_IN,
  '/user/register': REGISTER,
  '/user/sign-up': REGISTER,
}

const MEMBER_LAYOUT = 'src/app/layouts/MemberLayout.tsx'

/**
 * A returning member's first screens, which the installed app opens on (from the home screen, or
 * offline): preloaded only when the device holds a member's session, since a visitor opening them
 * is sent to sign in. The route loader still reads the first screen from the device; these are the
 * files it would otherwise ask for one hop after another.
 */
export const MEMBER_FIRST_PAGE_ROUTES: Readonly<Record<string, readonly string[]>> = {
  '/user/dashboard': [MEMBER_LAYOUT, 'src/features/dashboard/DashboardPage.tsx'],
  '/user/library': [MEMBER_LAYOUT, 'src/features/moves/library/LibraryPage.tsx'],
  '/favorites': [MEMBER_LAYOUT, 'src/features/moves/favourites/FavouritesPage.tsx'],
}

/** The session as the app stores it (src/lib/auth/storageKeys.ts): a token, and the member's role. */
const MEMBER_SESSION_TEST = `localStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)})&&localStorage.getItem(${JSON.stringify(STORAGE_KEYS.role)})==='user'`

export interface RouteFiles {
  /** Chunks to modulepreload, in the order the page needs them. */
  scripts: string[]
  /** Stylesheets those chunks bring. */
  styles: string[]
}

type Chunk = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } }

/** The entry index.html loads: its facade is the HTML, so it is known by holding src/main.tsx. */
const isAppEntry = (chunk: Chunk, root: string) => chunk.isEntry && chunk.moduleIds.includes(resolve(root, 'src/main.tsx'))

function chunksOf(bundle: Rolldown.OutputBundle): Chunk[] {
  return Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk')
}

/**
 * The files the page at each route needs beyond what the HTML already loads (the entry and its
 * static imports, with their stylesheets): the chunk of each of its modules, their static imports
 * and their stylesheets. Throws when a module is no chunk of its own, so a moved page fails the build.
 */
export function routeFiles(bundle: Rolldown.OutputBundle, root: string, routes: Readonly<Record<string, readonly string[]>>): Record<string, RouteFiles> {
  const chunks = chunksOf(bundle)
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const entry = chunks.find((chunk) => isAppEntry(chunk, root))
  if (!entry) throw new Error('firstPageChunks: the bundle has no entry for src/main.tsx.')

  const closure = (start: Chunk, into: string[], skip: ReadonlySet<string>) => {
    const visit = (chunk: Chunk | undefined) => {
      if (!chunk || skip.has(chunk.fileName) || into.includes(chunk.fileName)) return
      into.push(chunk.fileName)
      chunk.imports.forEach((file) => visit(byFile.get(file)))
    }
    visit(start)
  }
  const styles = (files: readonly string[]) => files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])])

  const loaded: string[] = []
  closure(entry, loaded, new Set())
  const loadedFiles = new Set(loaded)
  const loadedStyles = new Set(styles(loaded))

  const chunkFor = (module: string) => {
    const id = resolve(root, module)
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === id)
    if (!chunk) throw new Error(`firstPageChunks: ${module} is no chunk of its own.`)
    return chunk
  }
  return Object.fromEntries(
    Object.entries(routes).map(([path, modules]) => {
      const scripts: string[] = []
      for (const module of [APP_MODULE, ...modules]) closure(chunkFor(module), scripts, loadedFiles)
      return [path, { scripts, styles: [...new Set(styles(scripts))].filter((file) => !loadedStyles.has(file)) }]
    }),
  )
}

/**
 * The inline script: the files named once, each route a list of their indexes. For the address it
 * opens on (a trailing slash aside), it adds a modulepreload for each script and a style preload for
 * each stylesheet, with crossorigin as Vite's own preloads have it, so the browser reuses them.
 * Member routes count only while a member's session is stored; storage that cannot be read (a
 * browser's privacy setting) preloads nothing for them.
 */
export function preloadScript(files: Readonly<Record<string, RouteFiles>>, base = '/', memberFiles: Readonly<Record<string, RouteFiles>> = {}): string {
  const names: string[] = []
  const index = (file: string) => (names.includes(file) ? names.indexOf(file) : names.push(file) - 1)
  const indexes = (routes: Readonly<Record<string, RouteFiles>>) =>
    JSON.stringify(Object.fromEntries(Object.entries(routes).map(([path, { scripts, styles }]) => [path, [...styles, ...scripts].map(index)])))
  const anyone = indexes(files)
  const members = indexes(memberFiles)
  const code = `(function(){var f=${JSON.stringify(names.map((name) => base + name))},p=location.pathname.replace(/(.)\\/+$/,'$1'),r=${anyone}[p];if(!r)try{if(${MEMBER_SESSION_TEST})r=${members}[p]}catch(e){}if(r)r.forEach(function(i){var l=document.createElement('link'),h=f[i];if(/\\.css$/.test(h)){l.rel='preload';l.as='style'}else l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)})})()`
  // JSON of file names and paths holds no "<", so nothing in it can close the script element.
  return `<script>${code}</script>`
}

/** Puts the script into the shell's head, before the entry's script tag. */
export function withPreloadScript(shell: string, script: string): string {
  const entry = shell.search(/<script type="module"/)
  if (entry < 0) throw new Error('firstPageChunks: the shell has no module script.')
  return `${shell.slice(0, entry)}${script}\n    ${shell.slice(entry)}`
}

export interface FirstPageOptions {
  routes?: Readonly<Record<string, readonly string[]>>
  memberRoutes?: Readonly<Record<string, readonly string[]>>
  /** An inline script to run first, before the preloads (the api build's shared-move request: src/api/moves/sharedMoveRequest.ts). */
  earlyScript?: string | null
}

export function firstPageChunks({ routes = FIRST_PAGE_ROUTES, memberRoutes = MEMBER_FIRST_PAGE_ROUTES, earlyScript = null }: FirstPageOptions = {}): Plugin {
  let config: ResolvedConfig
  let script: string | null = null
  return {
    name: 'movetime:first-page-chunks',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    // The bundle as written: Vite's own generateBundle removes chunks that held only CSS, after this plugin's would run.
    writeBundle(_options, bundle) {
      // The app's client build only: not the prerender's SSR build, not Storybook's.
      const app = !config.build.ssr && chunksOf(bundle).some((chunk) => isAppEntry(chunk, config.root))
      if (!app) return
      const files = routeFiles(bundle, config.root, routes)
      const memberFiles = routeFiles(bundle, config.root, memberRoutes)
      const missing = [...Object.values(files), ...Object.values(memberFiles)]
        .flatMap(({ scripts, styles }) => [...scripts, ...styles])
        .filter((file) => !(file in bundle))
      if (missing.length > 0) throw new Error(`firstPageChunks: the bundle has no ${missing.join(', ')}.`)
      script = preloadScript(files, config.base, memberFiles)
    },
    closeBundle: {
      // After the prerender has written shell.html (its plugin comes first, in the same 'pre' order),
      // before vite-plugin-pwa lists the files to precache with their revisions.
      order: 'pre',
      sequential: true,
      handler() {
        const shellFile = join(resolve(config.root, config.build.outDir), SHELL_FILE)
        if (script === null || !existsSync(shellFile)) return
        writeFileSync(shellFile, withPreloadScript(readFileSync(shellFile, 'utf8'), `${earlyScript ?? ''}${script}`))
      },
    },
  }
}
