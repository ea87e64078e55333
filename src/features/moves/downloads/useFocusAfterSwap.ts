import { useLayoutEffect, useRef, type FocusEvent } from 'react'

/**
 * These controls replace each other ("Download" → "Cancel" → "Remove"). When the focused one
 * leaves, focus would fall to <body> and a keyboard or screen-reader user would lose their place,
 * so it moves to the control of the new state, but only if focus was inside to begin with.
 */
export function useFocusAfterSwap<T extends HTMLElement>(phase: string) {
  const target = useRef<T>(null)
  const focusInside = useRef(false)

  useLayoutEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body
    if (focusInside.current && lost) target.current?.focus()
  }, [phase])

  const containerProps = {
    onFocus: () => {
      focusInside.current = true
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget
      if (next instanceof Node) {
        if (!event.currentTarget.contains(next)) focusInside.current = false
        return
      }
      // No new target: either the control was removed (keep following) or the member clicked
      // somewhere blank (let go). Only the second leaves the old control in the page.
      const left = event.target
      setTimeout(() => {
        if (left.isConnected) focusInside.current = false
      })
    },
  }
  return { target, containerProps }
}
