import { useEffect } from 'react'
import { PRODUCT_NAME, useRouteTitle } from './routeTitle'

/** SPEC §2: the document title is the route's title, or the product name when none is set. */
export function DocumentTitle() {
  const title = useRouteTitle()
  useEffect(() => {
    document.title = title ?? PRODUCT_NAME
  }, [title])
  return null
}
