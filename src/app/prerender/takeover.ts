import type { ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { currentAuth } from '@/lib/auth/authState'

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/**
 * Hydrates the page prerendered into `root` (src/main.tsx loads this only on such a page) when its
 * HTML is what the app would draw here: it was rendered for this address (with no query), and for a signed-out
 * visitor; useRemoteData draws the page's embedded reads first, so the first render matches the
 * HTML. false: the caller renders afresh. A signed-in member's session is confirmed before a page
 * shows (StartupCheck), so for them the app replaces the HTML in one step once its screen is ready.
 * Imports only what the entry already holds, so the member's first load keeps its chunks.
 */
export function takeOver(root: HTMLElement, app: ReactNode): boolean {
  if (withoutTrailingSlash(root.dataset.prerendered ?? '') !== withoutTrailingSlash(window.location.pathname)) return false
  // Pages are built without a query: /blog?tags=… is served /blog's HTML but draws other posts.
  if (window.location.search !== '') return false
  if (currentAuth().isAuthenticated) return false
  hydrateRoot(root, app)
  return true
}
