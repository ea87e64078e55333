import { useMatches } from 'react-router'

export const PRODUCT_NAME = 'MoveTime'

export interface RouteHandle {
  title?: string
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle
}

/** The deepest matched route's title, or undefined when the route has none. */
export function useRouteTitle(): string | undefined {
  const matches = useMatches()
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle
    if (isRouteHandle(handle) && handle.title) return handle.title
  }
  return undefined
}
