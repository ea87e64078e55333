import { matchPath } from 'react-router'

export interface Place {
  to: string
  /** Only this exact path, not the paths below it. */
  end?: boolean
  /** Other path patterns that belong to this place (a group's page belongs to Groups). */
  also?: readonly string[]
}

/** Whether a navigation link to `place` stands for the page at `pathname` (its own path or one it claims). */
export function isCurrentPlace(place: Place, pathname: string): boolean {
  if (matchPath({ path: place.to, end: place.end ?? false }, pathname)) return true
  return (place.also ?? []).some((pattern) => matchPath(pattern, pathname) !== null)
}
