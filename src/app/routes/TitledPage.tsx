import { useEffect, type ComponentType } from 'react'
import { PRODUCT_NAME, RouteTitleContext } from './routeTitle'

/** docs/product.md §2: the document title is the route's title, or the product name when none is set. */
export function TitledPage({ title, page: Page }: { title: string | undefined; page: ComponentType }) {
  useEffect(() => {
    document.title = title ?? PRODUCT_NAME
  }, [title])
  return (
    <RouteTitleContext value={title}>
      <Page />
    </RouteTitleContext>
  )
}
