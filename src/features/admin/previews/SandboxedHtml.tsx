import { sanitiseHtml } from '@/lib/html/sanitiseHtml'

/*
 * Admin-written HTML shown as a page would show it, behind three walls: it is sanitised
 * (sanitiseHtml), it is drawn in an iframe sandboxed with no allow-scripts (and no same-origin, so
 * it cannot reach the app), and the frame's own policy forbids scripts, frames and forms.
 */

const FRAME_POLICY = "default-src 'none'; img-src https: http: data:; style-src 'unsafe-inline'; font-src https:"

const FRAME_STYLE =
  'body{margin:0;padding:16px;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#fff;overflow-wrap:anywhere}' +
  'img{max-width:100%;height:auto}table{max-width:100%}pre{white-space:pre-wrap}'

/** The whole document the frame shows; `html` is sanitised here, whatever the caller did. */
export function sandboxDocument(html: string): string {
  return (
    '<!doctype html><html><head><meta charset="utf-8">' +
    `<meta http-equiv="Content-Security-Policy" content="${FRAME_POLICY}">` +
    `<style>${FRAME_STYLE}</style></head><body>${sanitiseHtml(html)}</body></html>`
  )
}

export function SandboxedHtml({ html, title }: { html: string; title: string }) {
  // sandbox="" grants nothing: no scripts, no same-origin, no forms, no popups, no top navigation.
  return <iframe className="admin-preview__frame" title={title} sandbox="" srcDoc={sandboxDocument(html)} />
}
