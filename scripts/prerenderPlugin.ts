import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin, type ResolvedConfig } from 'vite'
import { POST_PATH } from '../src/app/prerender/prerenderedPaths.ts'
import { SITEMAP_PATHS, sitemapXml, type SitemapPage } from './siteFilesPlugin.ts'

/*
 * The public pages rendered to HTML at build time (src/app/prerender). After the client build
 * (`vite build`, so `npm run build`, `npm run build:api` and the e2e runner alike), before the
 * service worker's precache list is made:
 *
 * 1. the built index.html, the app shell, is kept as shell.html: the answer for every address that
 *    is no prerendered page (the host's single-page fallback; the service worker's navigations);
 * 2. Vite builds src/app/prerender/prerenderEntry.ts as an SSR bundle with this build's settings
 *    (mode, VITE_API_URL, aliases), into node_modules/.cache, and this runs it in Node;
 * 3. its pages are written as <path>/index.html (index.html is home), with 404.html, and the
 *    sitemap is written again to list them.
 *
 * Data comes from the mock backend's seed in-process (mocks/prerenderBackend.ts), in both build
 * modes; PRERENDER_API_URL=https://api.example.com reads a real API instead.
 */

export const SHELL_FILE = 'shell.html'
export const NOT_FOUND_FILE = '404.html'

interface PrerenderedFile {
  file: string
  html: string
  path: string | null
  lastModified?: string
}

interface PrerenderEntry {
  prerenderSite(options: { shell: string; manifest: unknown; siteUrl: string; fetch: (request: Request) => Promise<Response> }): Promise<PrerenderedFile[]>
}

/**
 * In the prerender's own build only: each exported component of src/ is marked with its module
 * (the client manifest's key), so the prerender can link the stylesheets of the page it renders.
 */
function markComponentModules(root: string): Plugin {
  return {
    name: 'movetime:prerender-module-marks',
    enforce: 'post',
    transform(code, id) {
      const file = id.replace(/\?.*$/, '')
      if (!file.endsWith('.tsx') || file.includes(`${sep}node_modules${sep}`) || !file.startsWith(join(root, 'src') + sep)) return null
      const names = [...code.matchAll(/^export (?:function|const) ([A-Z]\w*)/gm)].map((match) => match[1])
      if (names.length === 0) return null
      const key = JSON.stringify(relative(root, file).split(sep).join('/'))
      return {
        code: `${code}\nfor (const component of [${names.join(', ')}]) if (typeof component === 'function') Object.defineProperty(component, '__prerenderModule', { value: ${key} })\n`,
        map: null,
      }
    },
  }
}

/** A real API answers the build's reads: the request goes to `base` with its path and query. */
function apiFetch(base: string): (request: Request) => Promise<Response> {
  return (request) => {
    const url = new URL(request.url)
    return fetch(new Request(new URL(`${url.pathname}${url.search}`, base), request))
  }
}

async function prerenderInto(config: ResolvedConfig, siteUrl: string): Promise<void> {
  const started = Date.now()
  const outDir = resolve(config.root, config.build.outDir)
  const shell = readFileSync(join(outDir, 'index.html'), 'utf8')
  writeFileSync(join(outDir, SHELL_FILE), shell)
  const manifest: unknown = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'))
  const ssrDir = join(config.root, 'node_modules', '.cache', 'movetime-prerender', String(process.pid))
  try {
    await build({
      configFile: config.configFile,
      mode: config.mode,
      logLevel: 'warn',
      plugins: [markComponentModules(config.root)],
      build: {
        ssr: true,
        outDir: ssrDir,
        emptyOutDir: true,
        copyPublicDir: false,
        manifest: false,
        sourcemap: false,
        minify: false,
        rolldownOptions: {
          input: { prerenderEntry: 'src/app/prerender/prerenderEntry.ts', prerenderBackend: 'mocks/prerenderBackend.ts' },
          // .mjs: Node reads these as modules wherever they sit (a folder in node_modules has no package type).
          output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
        },
      },
    })
    const load = (name: string) => import(pathToFileURL(join(ssrDir, `${name}.mjs`)).href)
    const apiUrl = process.env.PRERENDER_API_URL
    const backend = apiUrl
      ? apiFetch(apiUrl)
      : await ((await load('prerenderBackend')) as { startPrerenderBackend: () => Promise<(request: Request) => Promise<Response>> }).startPrerenderBackend()
    const entry = (await load('prerenderEntry')) as PrerenderEntry
    const files = await entry.prerenderSite({ shell, manifest, siteUrl, fetch: backend })
    for (const { file, html } of files) {
      mkdirSync(dirname(join(outDir, file)), { recursive: true })
      writeFileSync(join(outDir, file), html)
    }
    const prerendered: SitemapPage[] = files.flatMap((file) => (file.path === null ? [] : [{ path: file.path, lastModified: file.lastModified }]))
    const listed = new Set(prerendered.map((page) => page.path))
    writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(siteUrl, [...prerendered, ...SITEMAP_PATHS.filter((path) => !listed.has(path)).map((path) => ({ path }))]))
    config.logger.info(`prerendered ${files.length} pages from ${apiUrl ?? 'the mock backend’s seed'} in ${Date.now() - started} ms`)
  } finally {
    rmSync(ssrDir, { recursive: true, force: true })
  }
}

/**
 * `vite preview` as a static host should be set up for the prerendered site: a prerendered page
 * for its address (/faq → faq/index.html), 404.html with status 404 for an address only the build
 * could have written (a post it did not write), and the shell for every other address.
 */
export function prerenderedPages(outDir: string) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const accept = request.headers.accept ?? ''
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && (accept === '' || accept.includes('text/html') || accept.includes('*/*'))
    const url = new URL(request.url ?? '/', 'http://preview.invalid')
    let pathname: string
    try {
      pathname = decodeURIComponent(url.pathname)
    } catch {
      return next()
    }
    // Files (assets, robots.txt, the worker) and builds made without the prerender are Vite's.
    if (!isPage || /\.\w+$/.test(pathname) || !existsSync(join(outDir, SHELL_FILE))) return next()
    const page = pathname === '/' ? 'index.html' : `${pathname.replace(/^\/+|\/+$/g, '')}/index.html`
    const pageFile = resolve(outDir, page)
    if (pageFile.startsWith(outDir + sep) && existsSync(pageFile)) {
      request.url = `/${page}${url.search}`
      return next()
    }
    // Under /blog/, a slug the build did not write is no post.
    if (POST_PATH.test(pathname) && existsSync(join(outDir, 'blog', 'index.html'))) {
      response.statusCode = 404
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.end(request.method === 'HEAD' ? undefined : readFileSync(join(outDir, NOT_FOUND_FILE)))
      return
    }
    request.url = `/${SHELL_FILE}${url.search}`
    next()
  }
}

export function prerender(siteUrl: string): Plugin {
  let config: ResolvedConfig
  let appBuild = false
  return {
    name: 'movetime:prerender',
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    configResolved(resolved) {
      config = resolved
    },
    generateBundle(_options, bundle) {
      // Only the app's own client build: not the prerender's SSR build, not Storybook's.
      appBuild = !config.build.ssr && Object.values(bundle).some((output) => output.type === 'chunk' && output.isEntry && output.moduleIds.some((id) => id.endsWith('/src/main.tsx')))
    },
    closeBundle: {
      // Before vite-plugin-pwa lists the files to precache, so that list sees shell.html.
      order: 'pre',
      sequential: true,
      async handler() {
        if (appBuild) await prerenderInto(config, siteUrl)
      },
    },
    configurePreviewServer(server) {
      server.middlewares.use(prerenderedPages(resolve(server.config.root, server.config.build.outDir)))
    },
  }
}
