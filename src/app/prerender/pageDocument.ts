import { escapeHtml, scriptJson } from './pageHead'
import { PRERENDERED_READS_ID } from '@/shared/remote/useRemoteData'

export interface PageDocumentParts {
  /** The tags headTags() made; they replace the shell's title and description. */
  head: string
  /** The page's own stylesheets (its layout's and its chunk's): the HTML draws styled before a script runs. */
  stylesheets: readonly string[]
  /** The page's code, fetched beside the entry's instead of after it, so the app takes over sooner. */
  modulePreloads: readonly string[]
  /** What React rendered into #root. */
  rootHtml: string
  /** The path the HTML was rendered for; the app hydrates only there. null: never hydrated (the 404 page). */
  path: string | null
  /** The answers of the page's reads, by useRemoteData key. */
  reads: Record<string, unknown>
}

/** The index of the `</div>` closing the element that starts at `start`, counting nested divs. */
function closingDiv(html: string, start: number): number {
  const tags = /<div\b|<\/div>/g
  tags.lastIndex = start
  let depth = 0
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[0] === '</div>' ? -1 : 1
    if (depth === 0) return match.index
  }
  throw new Error('The shell has no closing tag for #root.')
}

/**
 * One prerendered page from the built shell (index.html as Vite wrote it, with its scripts and
 * styles): the head gets the page's tags and stylesheets, #root gets the page instead of the
 * splash, and the page's reads follow it as JSON.
 */
export function pageDocument(shell: string, parts: PageDocumentParts): string {
  const rootStart = shell.indexOf('<div id="root">')
  if (rootStart < 0) throw new Error('The shell has no <div id="root">.')
  const rootEnd = closingDiv(shell, rootStart)
  const marker = parts.path === null ? '' : ` data-prerendered="${escapeHtml(parts.path)}"`
  const reads = `<script type="application/json" id="${PRERENDERED_READS_ID}">${scriptJson(parts.reads)}</script>`
  const body = `${shell.slice(0, rootStart)}<div id="root"${marker}>${parts.rootHtml}</div>\n    ${reads}${shell.slice(rootEnd + '</div>'.length)}`

  // The first paint waits for every stylesheet, and a browser (six connections a host over HTTP/1.1)
  // asks for resources in the order it finds them: the shell's stylesheets and the page's go before
  // every script, in the order the app would apply them.
  const shellStylesheets: string[] = []
  const withoutShellHead = body
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(/\s*<link rel="stylesheet"[^>]*>/g, (link) => (shellStylesheets.push(link.trim()), ''))
  const stylesheets = [...shellStylesheets, ...parts.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`)]
  const modulePreloads = parts.modulePreloads.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`)
  const firstScript = withoutShellHead.search(/<script|<link rel="modulepreload"/)
  const headEnd = withoutShellHead.indexOf('</head>')
  if (headEnd < 0 || firstScript < 0 || firstScript > headEnd) throw new Error('The shell has no </head>, or no script in its head.')
  return [
    withoutShellHead.slice(0, firstScript),
    `${stylesheets.join('\n    ')}\n    `,
    withoutShellHead.slice(firstScript, headEnd).trimEnd(),
    `\n    ${[parts.head, ...modulePreloads].join('\n    ')}\n  `,
    withoutShellHead.slice(headEnd),
  ].join('')
}
