import { useEffect } from 'react'
import { markFirstDraw } from './firstDraw'

/**
 * Rendered beside the page inside its Suspense boundary, so its effect runs only when the page
 * itself is committed, not the spinner standing in for it.
 */
export function FirstDrawMark() {
  useEffect(() => markFirstDraw(), [])
  return null
}
