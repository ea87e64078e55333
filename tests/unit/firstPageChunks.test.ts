// @vitest-environment node
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { runInNewContext } from 'node:vm'
import type { Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import { routeTable } from '@/app/routes/routeTable'
import { STORAGE_KEYS } from '@/lib/auth/storageKeys'
import { APP_MODULE, FIRST_PAGE_ROUTES, MEMBER_FIRST_PAGE_ROUTES, preloadScript, routeFiles, withPreloadScript, type RouteFiles } from '../../scripts/firstPageChunksPlugin'

const ROOT = '/project'

/** A chunk as the bundle has it: the fields the plugin reads. */
function chunk(fileName: string, options: { module?: string; entryOf?: string; imports?: string[]; css?: string[] } = {}) {
  const facade = options.module ? resolve(ROOT, options.module) : null
  return {
    type: 'chunk',
    fileName,
    isEntry: options.entryOf !== undefined,
    facadeModuleId: options.entryOf ? resolve(ROOT, 'index.html') : facade,
    moduleIds: options.entryOf ? [resolve(ROOT, options.entryOf)] : facade ? [facade] : [],
    imports: options.imports ?? [],
    viteMetadata: { importedCss: new Set(options.css ?? []) },
  }
}

function bundleOf(...chunks: Array<ReturnType<typeof chunk>>): Rolldown.OutputBundle {
  // Only the fields above are read; a whole OutputChunk has dozens more.
  return Object.fromEntries(chunks.map((one) => [one.fileName, one])) as unknown as Rolldown.OutputBundle
}

const bundle = bundleOf(
  chunk('assets/index.js', { entryOf: 'src/main.tsx', imports: ['assets/react.js'], css: ['assets/index.css'] }),
  chunk('assets/react.js', { css: ['assets/pageStates.css'] }),
  chunk('assets/App.js', { module: APP_MODULE, imports: ['assets/react.js', 'assets/index.js', 'assets/appShared.js'], css: ['assets/App.css'] }),
  chunk('assets/appShared.js'),
  chunk('assets/VisitorLayout.js', { module: 'src/app/layouts/VisitorLayout.tsx', imports: ['assets/App.js', 'assets/brand.js'] }),
  chunk('assets/brand.js', { css: ['assets/brand.css', 'assets/pageStates.css'] }),
  chunk('assets/visitorPages.js', { module: 'src/app/routes/visitorPages.ts', imports: ['assets/index.js'] }),
  chunk('assets/MovePage.js', { module: 'src/pages/MovePage.tsx', imports: ['assets/App.js', 'assets/moveShared.js'], css: ['assets/MovePage.css'] }),
  chunk('assets/moveShared.js', { imports: ['assets/deep.js', 'assets/react.js'] }),
  chunk('assets/deep.js', { css: ['assets/brand.css'] }),
  chunk('assets/SignInPage.js', { module: 'src/pages/SignInPage.tsx', imports: ['assets/App.js', 'assets/form.js'], css: ['assets/form.css'] }),
  chunk('assets/form.js'),
  chunk('assets/MemberLayout.js', { module: 'src/app/layouts/MemberLayout.tsx', imports: ['assets/App.js'] }),
  chunk('assets/LibraryPage.js', { module: 'src/pages/LibraryPage.tsx', imports: ['assets/App.js', 'assets/moveShared.js'] }),
  // Loaded later by the page (a dynamic import): not part of its first draw.
  chunk('assets/Player.js', { module: 'src/pages/Player.tsx', imports: ['assets/moveShared.js'], css: ['assets/Player.css'] }),
)

const ROUTES = {
  '/move': ['src/app/layouts/VisitorLayout.tsx', 'src/app/routes/visitorPages.ts', 'src/pages/MovePage.tsx'],
  '/user/login': ['src/app/layouts/VisitorLayout.tsx', 'src/pages/SignInPage.tsx'],
}

describe('the chunks each first page needs', () => {
  const files = routeFiles(bundle, ROOT, ROUTES)

  it('a route gets exactly its chunks: the app, its layout, its loader, its page and their static imports, in that order', () => {
    expect(files['/move']).toEqual<RouteFiles>({
      scripts: ['assets/App.js', 'assets/appShared.js', 'assets/VisitorLayout.js', 'assets/brand.js', 'assets/visitorPages.js', 'assets/MovePage.js', 'assets/moveShared.js', 'assets/deep.js'],
      styles: ['assets/App.css', 'assets/brand.css', 'assets/MovePage.css'],
    })
    expect(files['/user/login']).toEqual<RouteFiles>({
      scripts: ['assets/App.js', 'assets/appShared.js', 'assets/VisitorLayout.js', 'assets/brand.js', 'assets/SignInPage.js', 'assets/form.js'],
      styles: ['assets/App.css', 'assets/brand.css', 'assets/form.css'],
    })
  })

  it('leaves out what the HTML already loads (the entry and its imports, their stylesheets), the pages of other routes and later dynamic imports', () => {
    const named = [...files['/move']!.scripts, ...files['/move']!.styles, ...files['/user/login']!.scripts, ...files['/user/login']!.styles]
    for (const loaded of ['assets/index.js', 'assets/react.js', 'assets/index.css', 'assets/pageStates.css', 'assets/Player.js', 'assets/Player.css']) expect(named).not.toContain(loaded)
    expect(files['/move']!.scripts).not.toContain('assets/SignInPage.js')
    expect(files['/user/login']!.scripts).not.toContain('assets/MovePage.js')
  })

  it('fails the build when a route names a module that is no chunk of its own (a page moved or renamed)', () => {
    expect(() => routeFiles(bundle, ROOT, { '/move': ['src/pages/Gone.tsx'] })).toThrow(/src\/pages\/Gone\.tsx is no chunk/)
    expect(() => routeFiles(bundleOf(chunk('assets/App.js', { module: APP_MODULE })), ROOT, ROUTES)).toThrow(/no entry/)
  })
})

const MEMBER_ROUTES = { '/user/library': ['src/app/layouts/MemberLayout.tsx', 'src/pages/LibraryPage.tsx'] }

/** What the page's localStorage holds, or `blocked` when reading it throws (a privacy setting). */
type Stored = Record<string, string> | 'blocked'

/** Runs the inline script at `pathname` and returns the links it added to the head. */
function linksAddedAt(script: string, pathname: string, stored: Stored = {}) {
  const head: Array<Record<string, string>> = []
  const document = { head: { appendChild: (link: Record<string, string>) => head.push(link) }, createElement: () => ({}) }
  const localStorage = {
    getItem(key: string) {
      if (stored === 'blocked') throw new Error('SecurityError: access to storage is denied')
      return stored[key] ?? null
    },
  }
  runInNewContext(script.replace(/^<script>|<\/script>$/g, ''), { document, location: { pathname }, localStorage })
  return head.map(({ rel, as, href, crossOrigin }) => ({ rel, as, href, crossOrigin }))
}

const memberSession = { [STORAGE_KEYS.token]: 'member-token', [STORAGE_KEYS.role]: 'user', [STORAGE_KEYS.user]: '7' }

describe('the shell’s inline script', () => {
  const script = preloadScript(routeFiles(bundle, ROOT, ROUTES), '/', routeFiles(bundle, ROOT, MEMBER_ROUTES))

  it('on a route it knows, preloads that route’s stylesheets and modules, with crossorigin like Vite’s own', () => {
    expect(linksAddedAt(script, '/user/login')).toEqual([
      { rel: 'preload', as: 'style', href: '/assets/App.css', crossOrigin: '' },
      { rel: 'preload', as: 'style', href: '/assets/brand.css', crossOrigin: '' },
      { rel: 'preload', as: 'style', href: '/assets/form.css', crossOrigin: '' },
      ...['App', 'appShared', 'VisitorLayout', 'brand', 'SignInPage', 'form'].map((name) => ({ rel: 'modulepreload', as: undefined, href: `/assets/${name}.js`, crossOrigin: '' })),
    ])
  })

  it('takes the address with a trailing slash as the same route, and adds nothing elsewhere', () => {
    expect(linksAddedAt(script, '/move/')).toEqual(linksAddedAt(script, '/move'))
    expect(linksAddedAt(script, '/move').map((link) => link.href)).toContain('/assets/MovePage.js')
    expect(linksAddedAt(script, '/')).toEqual([])
    expect(linksAddedAt(script, '/user/library')).toEqual([])
    expect(linksAddedAt(script, '/movement')).toEqual([])
  })

  it('on a member route, preloads its layout and page only while a member’s session is stored', () => {
    expect(linksAddedAt(script, '/user/library', memberSession).map((link) => link.href)).toEqual([
      '/assets/App.css',
      '/assets/brand.css',
      ...['App', 'appShared', 'MemberLayout', 'LibraryPage', 'moveShared', 'deep'].map((name) => `/assets/${name}.js`),
    ])
    // A visitor is sent to sign in; an admin is not a member; storage that cannot be read tells nothing.
    expect(linksAddedAt(script, '/user/library')).toEqual([])
    expect(linksAddedAt(script, '/user/library', { ...memberSession, [STORAGE_KEYS.role]: 'admin' })).toEqual([])
    expect(linksAddedAt(script, '/user/library', 'blocked')).toEqual([])
    // A visitor route stays as it was, session or not.
    expect(linksAddedAt(script, '/user/login', memberSession)).toEqual(linksAddedAt(script, '/user/login'))
  })

  it('names each file once, and is put before the entry’s module script', () => {
    expect(script.match(/\/assets\/App\.js/g)).toHaveLength(1)
    const shell = '<head>\n    <title>MoveTime</title>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n</head>'
    const html = withPreloadScript(shell, script)
    expect(html.indexOf(script)).toBeGreaterThan(html.indexOf('<title>'))
    expect(html.indexOf(script)).toBeLessThan(html.indexOf('<script type="module"'))
    expect(() => withPreloadScript('<head></head>', script)).toThrow(/no module script/)
  })
})

describe('the routes the shell preloads for', () => {
  it('are visitor routes of the route table, and each module they name exists', () => {
    for (const [path, modules] of Object.entries(FIRST_PAGE_ROUTES)) {
      expect(routeTable.find((route) => route.path === path)?.layout, path).toBe('visitor')
      expect(modules[0]).toBe('src/app/layouts/VisitorLayout.tsx')
      for (const module of [APP_MODULE, ...modules]) expect(existsSync(resolve(__dirname, '../..', module)), module).toBe(true)
    }
  })

  it('for a member, are member routes of the route table, and each module they name exists', () => {
    for (const [path, modules] of Object.entries(MEMBER_FIRST_PAGE_ROUTES)) {
      expect(routeTable.find((route) => route.path === path)?.layout, path).toBe('member')
      expect(modules[0]).toBe('src/app/layouts/MemberLayout.tsx')
      for (const module of modules) expect(existsSync(resolve(__dirname, '../..', module)), module).toBe(true)
    }
  })
})
