import { lazy, useState, type ComponentType } from 'react'

export interface LazyPage {
  (): React.JSX.Element
  /** Fetches the code now, without rendering: the first page before the first render, or a page whose layout is still loading. */
  preload: () => Promise<void>
}

/** How to fetch afresh each page whose code failed to load. */
const failedPages = new Set<() => void>()

/**
 * Gives every page whose code failed to load (offline, say) a fresh fetch the next time it renders.
 * React.lazy remembers a failure for good; the error page calls this when the member leaves it, so
 * once back online, navigating there again loads the page. Retrying at once instead would loop.
 */
export function retryFailedPages(): void {
  for (const retry of failedPages) retry()
  failedPages.clear()
}

/** A route's component, fetched the first time it renders or is preloaded. */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let pending: Promise<{ default: ComponentType }> | null = null
  let loaded: ComponentType | null = null
  const fetchOnce = () =>
    (pending ??= load().then(
      (Component) => {
        loaded = Component
        return { default: Component }
      },
      (error: unknown) => {
        failedPages.add(() => {
          pending = null
          Current = lazy(fetchOnce)
        })
        throw error
      },
    ))
  let Current = lazy(fetchOnce)
  function Page() {
    // Code already in draws at once; React.lazy would suspend once even then, and a revealed
    // Suspense fallback holds the content back (React throttles reveals). Chosen once per mount.
    const [Component] = useState(() => loaded ?? Current)
    return <Component />
  }
  return Object.assign(Page, { preload: () => fetchOnce().then(() => undefined, () => undefined) })
}
