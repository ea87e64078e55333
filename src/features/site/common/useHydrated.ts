import { useSyncExternalStore } from 'react'

const never = () => () => undefined

/**
 * false while a page is rendered at build time and while the browser hydrates that HTML; true
 * otherwise (a page the app draws itself is true from its first render). For parts that depend on
 * this browser alone (its stored choices), which the prerendered HTML cannot know: drawing them
 * only after hydration keeps the first render identical to the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}
