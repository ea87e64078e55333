import { createContext, useContext } from 'react'

export const PRODUCT_NAME = 'MoveTime'

/** The title of the route being shown, set by TitledPage. */
export const RouteTitleContext = createContext<string | undefined>(undefined)

/** The current route's title, or undefined when the route has none. */
export function useRouteTitle(): string | undefined {
  return useContext(RouteTitleContext)
}
