import { lazy, type ComponentType } from 'react'

/**
 * A route's component, fetched the first time it renders. React.lazy remembers a failed fetch
 * for good, so a failure starts a fresh one: once the member is back online, navigating there
 * again (which clears the error page) fetches the chunk anew.
 */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const fresh = () =>
    lazy(() =>
      load().then(
        (Component) => ({ default: Component }),
        (error: unknown) => {
          Current = fresh()
          throw error
        },
      ),
    )
  let Current = fresh()
  return function LazyPage() {
    return <Current />
  }
}
