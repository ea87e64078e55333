import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

/**
 * The floor a first visit is compared with: a minimal React 19 + react-router page (the data
 * router, an h1 drawn on the client), built by Vite for production in the benchmark's own folder
 * and served by a plain static server, so it is timed in the same run, browser and machine as the
 * app. Nothing can draw a React page much sooner.
 */

const MAIN = `import { createElement as h } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'

const router = createBrowserRouter([{ path: '*', element: h('main', null, h('h1', null, 'A minimal React page')) }])
createRoot(document.getElementById('root')).render(h(RouterProvider, { router }))
`

const HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Floor</title></head>
  <body><div id="root"></div><script type="module" src="/main.js"></script></body>
</html>
`

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }

/** Builds the floor page into `folder` and returns what its first load downloads (KB gzip of JS). */
export async function buildFloorPage(folder) {
  const source = join(folder, 'floor-source')
  mkdirSync(source, { recursive: true })
  writeFileSync(join(source, 'main.js'), MAIN)
  writeFileSync(join(source, 'index.html'), HTML)
  const outDir = join(folder, 'floor')
  await build({
    configFile: false,
    root: source,
    logLevel: 'error',
    // The app's own node_modules, whatever folder the floor is built in; react-router's production
    // build, as the app's builds take it (vite.config.ts).
    resolve: {
      alias: {
        react: resolve('node_modules/react'),
        'react-dom': resolve('node_modules/react-dom'),
        'react-router': resolve('node_modules/react-router/dist/production/index.mjs'),
      },
    },
    build: { outDir, emptyOutDir: true, modulePreload: { polyfill: false } },
  })
  const js = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.js'))
  const kb = js.reduce((sum, file) => sum + gzipSync(readFileSync(join(outDir, 'assets', file))).length, 0) / 1024
  return { outDir, kb }
}

/** Serves `dir` on `port`: its files, and index.html for every other address. */
export function serveFloorPage(dir, port) {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://floor.invalid').pathname
    const file = resolve(dir, `.${path}`)
    let body
    try {
      body = file.startsWith(dir) && extname(file) ? readFileSync(file) : readFileSync(join(dir, 'index.html'))
    } catch {
      body = readFileSync(join(dir, 'index.html'))
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'text/html' })
    response.end(body)
  })
  return new Promise((resolveListening) => server.listen(port, '127.0.0.1', () => resolveListening(server)))
}
