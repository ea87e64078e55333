import { lazy, type ComponentType } from 'react'

export interface LazyPage {
  (): React.JSX.Element
  /** Starts fetching the code now, without rendering (a page whose layout is still loading). */
  preload: () => void
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
  const fetchOnce = () =>
    (pending ??= load().then(
      (Component) => ({ default: Component }),
      (error: unknown) => {
        failedPages.add(() => {
          pending = null
          Current = lazy(fetchOnce)
        })
        throw error
      },
    ))
  let Current = lazy(fetchOnce)
  const Page = () => <Current />
  return Object.assign(Page, { preload: () => void fetchOnce().catch(() => undefined) })
}
