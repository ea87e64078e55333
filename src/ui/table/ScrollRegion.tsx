import type { ReactNode } from 'react'
import './scrollRegion.css'

export interface ScrollRegionProps {
  /** Names the region for screen readers, e.g. the table's caption. */
  label: string
  children: ReactNode
  className?: string
}

/**
 * A box that scrolls sideways when its content is wider than the screen. It is a labelled region
 * in the tab order, so keyboard users can scroll it with the arrow keys (axe:
 * scrollable-region-focusable) and screen readers announce what it holds.
 */
export function ScrollRegion({ label, children, className }: ScrollRegionProps) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={['mt-scroll-region', className].filter(Boolean).join(' ')}>
      {children}
    </div>
  )
}
