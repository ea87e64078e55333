import type { AnchorHTMLAttributes, Ref } from 'react'
import { useHref, useLinkClickHandler, type RelativeRoutingType, type To } from 'react-router'

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A place in the app. A page elsewhere on the web is a plain `<a href>`. */
  to: To
  replace?: boolean
  state?: unknown
  relative?: RelativeRoutingType
  preventScrollReset?: boolean
  ref?: Ref<HTMLAnchorElement>
}

/**
 * A link to a place in the app, followed in the page without a reload. react-router's own Link also
 * carries its framework mode's route prefetching, which an app on the declarative router never
 * uses; as one module shared by every page, it cost each member's first load about 1.7 KB gzip.
 * This one is built on the router's public hooks, so a modified click (a new tab, a download) and
 * `target` behave as a browser's link does.
 */
export function Link({ to, replace, state, relative, preventScrollReset, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to, { relative })
  const followInPage = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, relative, preventScrollReset, target })
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented) followInPage(event)
      }}
    />
  )
}
