import { JSDOM } from 'jsdom'
import type { ComponentType } from 'react'
import { sendCallsThrough } from '@/api/http'
import type { FetchRequest } from '@/api/transport'
import { provideSanitiserWindow } from '@/lib/html/sanitiseHtml'
import { describePage, notFoundHead } from './describePage'
import { pageAssets, type ClientManifest } from './pageAssets'
import { pageDocument } from './pageDocument'
import { headTags, type PageHead } from './pageHead'
import { publicPages, type PublicPage } from './publicPages'
import { renderPage } from './renderPage'

/*
 * The build's prerender (scripts/prerenderPlugin.ts runs it in Node after the client build): every
 * public page rendered to HTML in the built shell, with its head and the answers of its reads.
 * Built by Vite as an SSR bundle, so it is the app's own code with the client build's settings.
 */

export interface PrerenderOptions {
  /** index.html as the client build wrote it. */
  shell: string
  manifest: ClientManifest
  /** The site's public origin (VITE_SITE_URL), for canonical and preview URLs. */
  siteUrl: string
  /** Answers the API calls the pages make: the mock backend in-process, or a real API. */
  fetch: FetchRequest
}

export interface PrerenderedFile {
  /** Relative to the build's folder: faq/index.html. */
  file: string
  html: string
  /** The page's path; null for the 404 page. */
  path: string | null
  /** For the sitemap: when a post last changed. */
  lastModified?: string
}

/** Path of a page rendered only to show the 404 page: no route has it. */
const NOT_FOUND_PATH = '/404'
/** Every prerendered page draws in the visitor layout. */
const VISITOR_LAYOUT = () => import('@/app/layouts/VisitorLayout').then((m) => m.VisitorLayout)
const NOT_FOUND_PAGE = () => import('@/app/errors/NotFoundPage').then((m) => m.NotFoundPage)

/** The manifest key of the module a component comes from, which the prerender's build writes on it. */
function moduleOf(component: ComponentType): string {
  const module = (component as { __prerenderModule?: unknown }).__prerenderModule
  if (typeof module !== 'string') throw new Error(`The prerender cannot tell which module ${component.name || 'a page'} comes from.`)
  return module
}

export const fileFor = (path: string) => (path === '/' ? 'index.html' : `${path.replace(/^\/|\/$/g, '')}/index.html`)

async function prerenderPage(page: PublicPage, options: PrerenderOptions): Promise<PrerenderedFile> {
  if (page.route.layout !== 'visitor') throw new Error(`${page.path}: only pages in the visitor layout are prerendered.`)
  const [layout, component, rendered] = await Promise.all([VISITOR_LAYOUT(), page.route.page(), renderPage(page.path)])
  return {
    file: fileFor(page.path),
    path: page.path,
    html: documentOf(options, describePage(page, rendered.html, options.siteUrl), [layout, component], rendered.html, page.path, rendered.reads),
    ...(page.post ? { lastModified: page.post.updated_at } : {}),
  }
}

async function prerenderNotFound(options: PrerenderOptions): Promise<PrerenderedFile> {
  const [layout, component, rendered] = await Promise.all([VISITOR_LAYOUT(), NOT_FOUND_PAGE(), renderPage(NOT_FOUND_PATH)])
  // Never hydrated: it answers whichever unknown address was asked for, and the app renders that address afresh.
  return { file: '404.html', path: null, html: documentOf(options, notFoundHead(options.siteUrl), [layout, component], rendered.html, null, {}) }
}

function documentOf(
  options: PrerenderOptions,
  head: PageHead,
  components: ComponentType[],
  rootHtml: string,
  path: string | null,
  reads: Record<string, unknown>,
): string {
  const assets = pageAssets(options.manifest, components.map(moduleOf))
  return pageDocument(options.shell, { head: headTags(head), ...assets, rootHtml, path, reads })
}

/** Renders every public page and the 404 page, one at a time (the reads of a render are module state). */
export async function prerenderSite(options: PrerenderOptions): Promise<PrerenderedFile[]> {
  // DOMPurify needs a DOM, which Node does not have.
  provideSanitiserWindow(new JSDOM('').window)
  sendCallsThrough(Promise.resolve({ inPageFetch: () => options.fetch }))
  const files: PrerenderedFile[] = []
  for (const page of await publicPages()) files.push(await prerenderPage(page, options))
  files.push(await prerenderNotFound(options))
  return files
}
