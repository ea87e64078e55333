import type { MouseEvent } from 'react'
import './skipLink.css'

export interface SkipLinkProps {
  /** id of the element to jump to; it should have tabIndex={-1} so it can take focus. */
  targetId: string
  label?: string
}

/** The first tab stop of every layout: keyboard users jump past the header and navigation. */
export function SkipLink({ targetId, label = 'Skip to content' }: SkipLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId)
    if (!target) return
    // Focus directly instead of following the hash, so the router's URL stays untouched.
    event.preventDefault()
    target.focus()
    target.scrollIntoView?.({ block: 'start' })
  }
  return (
    <a className="mt-skip-link" href={`#${targetId}`} onClick={onClick}>
      {label}
    </a>
  )
}
